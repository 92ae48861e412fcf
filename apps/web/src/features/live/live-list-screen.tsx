import {
  ClockCircleOutlined,
  EyeOutlined,
  LikeOutlined,
  LockOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import {
  LIVE_PAGE_SIZE,
  LIVE_TIME_LABEL,
  type LiveCard,
  type LiveListRequest,
  type LiveSort,
  LiveSorts,
  LiveState,
} from '@openfair/contract';
import { Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { LiveStateTag } from '../../shared/ui/live-state-tag';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useActivityTypes, useLiveList } from './live.api';
import './live.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';

const STATES = [
  'all',
  String(LiveState.OnAir),
  String(LiveState.Upcoming),
  String(LiveState.Replay),
] as const;

function Card({ live }: { live: LiveCard }) {
  const { t } = useTranslation('live');
  return (
    <Link to={pathTo('liveDetail', { id: live.id })} className="of-live-item" data-testid="live-card">
      <span className="of-live-item-cover">
        {live.cover ? <img src={live.cover} alt="" loading="lazy" /> : <PlayCircleOutlined aria-hidden />}
        {/* A wrapper of our own: antd's tag styles load after ours and would undo the tag's position. */}
        <span className="of-live-item-badge">
          <LiveStateTag state={live.liveState} />
        </span>
      </span>
      <span className="of-live-item-text">
        <strong>{live.name}</strong>
        <span className="of-live-item-meta">{live.liveSponsorName}</span>
        <span className="of-live-item-meta">
          <ClockCircleOutlined aria-hidden /> {formatBeijingTime(live.startTime)} {LIVE_TIME_LABEL}
        </span>
        <span className="of-live-item-meta">
          <EyeOutlined aria-label={t('views')} /> {live.views} <LikeOutlined aria-label={t('thumbs')} />{' '}
          {live.thumbs}
          {live.activityTypeName ? <span> · {live.activityTypeName}</span> : null}
          {live.scope !== 0 ? (
            <span>
              {' '}
              · <LockOutlined aria-hidden /> {t(`scope.${live.scope}`)}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** /live and /live/list (spec 001 §2): sorts, filters, 12 lives a page with their state badges. */
export function LiveListScreen() {
  const { t } = useTranslation('live');
  const loggedIn = useSession(isLoggedIn);
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? 'all';
  const sort = (LiveSorts as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as LiveSort)
    : 'default';
  const request: LiveListRequest = {
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    pageSize: LIVE_PAGE_SIZE,
    sort,
    orderDesc: params.get('desc') === '1',
    activityType: params.get('type') ?? '',
    liveName: params.get('name') ?? '',
    liveSponsorName: params.get('sponsor') ?? '',
    liveParty: params.get('party') ?? '',
    moreType: params.get('more') === 'wanted' ? 'wanted' : 'all',
    ...(state !== 'all' ? { liveState: Number(state) as LiveState } : {}),
  };
  const list = useLiveList(request);
  const types = useActivityTypes();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'all' || value === 'default') next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  return (
    <div className="of-live-page">
      <h1 className="of-live-title">{t('list.title')}</h1>
      <div className="of-live-filters">
        <Segmented
          value={state}
          onChange={(v) => set('state', String(v))}
          options={STATES.map((s) => ({ value: s, label: t(`list.state.${s}`) }))}
        />
        <Select
          aria-label={t('list.sort')}
          value={sort}
          onChange={(v) => set('sort', v)}
          options={LiveSorts.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          style={{ minWidth: 160 }}
        />
        <Select
          aria-label={t('list.activityType')}
          value={request.activityType || ''}
          onChange={(v) => set('type', v)}
          options={[
            { value: '', label: t('list.allTypes') },
            ...(types.data ?? []).map((x) => ({ value: x.id, label: x.name })),
          ]}
          style={{ minWidth: 160 }}
        />
        {loggedIn ? (
          <Select
            aria-label={t('list.more')}
            value={request.moreType}
            onChange={(v) => set('more', v)}
            options={[
              { value: 'all', label: t('list.moreAll') },
              { value: 'wanted', label: t('list.moreWanted') },
            ]}
            style={{ minWidth: 140 }}
          />
        ) : null}
        <Input.Search
          aria-label={t('list.name')}
          placeholder={t('list.name')}
          defaultValue={request.liveName}
          allowClear
          maxLength={60}
          onSearch={(v) => set('name', v.trim())}
          style={{ maxWidth: 220 }}
        />
        <Input.Search
          aria-label={t('list.sponsor')}
          placeholder={t('list.sponsor')}
          defaultValue={request.liveSponsorName}
          allowClear
          maxLength={100}
          onSearch={(v) => set('sponsor', v.trim())}
          style={{ maxWidth: 220 }}
        />
      </div>
      <QueryState
        pending={list.isPending}
        error={list.isError}
        empty={(list.data?.list.length ?? 0) === 0}
        onRetry={() => void list.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
        emptyText={t('list.empty')}
      >
        <div className="of-live-grid-list">
          {list.data?.list.map((live) => (
            <Card key={live.id} live={live} />
          ))}
        </div>
        <Pagination
          className="of-live-pager"
          current={Number(request.pageNum)}
          pageSize={LIVE_PAGE_SIZE}
          total={list.data?.total ?? 0}
          hideOnSinglePage
          onChange={(p) => set('page', String(p))}
        />
      </QueryState>
    </div>
  );
}
