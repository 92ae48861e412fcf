import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import {
  CONTENT_SEARCH_MAX,
  HOT_SAMPLES_FEATURED_MAX,
  type OrganizerHotSample,
  type OrganizerHotSampleFeature,
} from '@openfair/contract';
import { Alert, Button, Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { useFeedback } from '../../shared/ui/feedback';
import { CONSOLE_PAGE_SIZE, ConsoleTable, useConsoleListParams } from './console-list';
import { PreviewPair } from './content-preview';
import {
  useFeatureHotSamples,
  useHotSampleFeature,
  useOrganizerHotSamples,
  useResetHotSamples,
} from './home-content.api';
import { HotSamplesPreview } from './home-content-preview';
import { PermissionGate } from './permission-gate';
import './organizer.css';
import './content.css';
import './home-content.css';
import type { DataColumn } from '../../shared/ui/data-table';
import { Skeleton } from '../../shared/ui/skeleton';

const sameOrder = (a: OrganizerHotSample[], b: OrganizerHotSample[]) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]?.id);

/**
 * The featured scenes being edited: they start as what the home shows now (the automatic choice too,
 * so the organizer can start from it), and are saved as one ordered list.
 */
function HotSamplesEditor({ feature }: { feature: OrganizerHotSampleFeature }) {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const { modal, message } = useFeedback();
  const { pageNum, keyword, setParam } = useConsoleListParams();
  const list = useOrganizerHotSamples({ pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword });
  const save = useFeatureHotSamples();
  const reset = useResetHotSamples();
  const [picks, setPicks] = useState<OrganizerHotSample[]>(feature.shown);
  const [basis, setBasis] = useState(feature);
  // The server's answer changed (saved, reset, or changed elsewhere): start again from it.
  if (basis !== feature) {
    setBasis(feature);
    setPicks(feature.shown);
  }
  const curated = feature.mode === 'curated';
  const changed = !sameOrder(picks, feature.shown);
  const full = picks.length >= HOT_SAMPLES_FEATURED_MAX;
  const mobile = isMobileWidth(useViewportWidth());

  const toggle = (s: OrganizerHotSample) =>
    setPicks((now) => (now.some((p) => p.id === s.id) ? now.filter((p) => p.id !== s.id) : [...now, s]));
  const shift = (index: number, by: -1 | 1) =>
    setPicks((now) => {
      const next = [...now];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const saveAll = () =>
    save.mutate(
      picks.map((p) => p.id),
      { onSuccess: () => void message.success(t('organizer-home:hot.saved')) },
    );
  const confirmReset = () =>
    modal.confirm({
      title: t('organizer-home:hot.resetTitle'),
      content: t('organizer-home:hot.resetWarning'),
      okText: t('organizer-home:hot.reset'),
      cancelText: t('common.cancel'),
      onOk: () => reset.mutateAsync().then(() => void message.success(t('organizer-home:hot.resetDone'))),
    });

  const thumb = (s: OrganizerHotSample) =>
    s.imageUrl ? <img className="of-home-thumb" src={s.imageUrl} alt="" /> : null;
  const names = (s: OrganizerHotSample) => (
    <div className="of-content-cell-title">
      <div>{s.exhibitorName}</div>
      {s.exhibitorNameEn && (
        <div className="of-organizer-note" lang="en">
          {s.exhibitorNameEn}
        </div>
      )}
    </div>
  );
  const scene = (s: OrganizerHotSample) => (
    <div className="of-content-cell-title">
      <div>{s.title || t('organizer-home:hot.untitled')}</div>
      <div className="of-organizer-note">{t('organizer-home:hot.points', { count: s.points })}</div>
    </div>
  );
  const pickButton = (s: OrganizerHotSample) => {
    const at = picks.findIndex((p) => p.id === s.id);
    return at >= 0 ? (
      <Space size={4} wrap>
        <Tag color="blue">{t('organizer-home:place', { place: at + 1 })}</Tag>
        <Button
          size="small"
          // antd spaces out a two-character Chinese label ("移 除"): the visible text must stay part of
          // the accessible name, for those who speak it to a voice control.
          autoInsertSpace={false}
          onClick={() => toggle(s)}
          aria-label={`${t('organizer-home:hot.unpick')} ${s.exhibitorName} ${s.title}`}
        >
          {t('organizer-home:hot.unpick')}
        </Button>
      </Space>
    ) : (
      <Button
        size="small"
        type="primary"
        ghost
        disabled={full}
        autoInsertSpace={false}
        onClick={() => toggle(s)}
        aria-label={`${t('organizer-home:hot.pick')} ${s.exhibitorName} ${s.title}`}
      >
        {t('organizer-home:hot.pick')}
      </Button>
    );
  };

  const phoneColumns: DataColumn<OrganizerHotSample>[] = [
    {
      key: 'scene',
      title: t('organizer-home:hot.fields.scene'),
      render: (_, s) => (
        <div className="of-home-content-block">
          {thumb(s)}
          {names(s)}
          {scene(s)}
          {pickButton(s)}
        </div>
      ),
    },
  ];
  const columns: DataColumn<OrganizerHotSample>[] = [
    { key: 'picture', title: t('organizer-home:fields.picture'), render: (_, s) => thumb(s) },
    { key: 'exhibitor', title: t('organizer-home:hot.fields.exhibitor'), render: (_, s) => names(s) },
    { key: 'scene', title: t('organizer-home:hot.fields.scene'), render: (_, s) => scene(s) },
    { key: 'pick', title: t('organizer-home:hot.fields.featured'), render: (_, s) => pickButton(s) },
  ];

  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">{t('organizer-home:hot.intro', { max: HOT_SAMPLES_FEATURED_MAX })}</p>
      <Alert
        type={curated ? 'info' : 'success'}
        showIcon
        title={t(curated ? 'organizer-home:hot.modeCurated' : 'organizer-home:hot.modeAutomatic', {
          count: feature.shown.length,
        })}
      />
      <Card
        size="small"
        title={t('organizer-home:hot.featuredTitle', { count: picks.length, max: HOT_SAMPLES_FEATURED_MAX })}
        className="of-hot-featured-card"
      >
        {picks.length === 0 ? (
          <p className="of-organizer-note">{t('organizer-home:hot.nonePicked')}</p>
        ) : (
          <ol className="of-hot-featured" aria-label={t('organizer-home:hot.featuredList')}>
            {picks.map((s, i) => (
              <li key={s.id}>
                <span className="of-hot-featured-place">{i + 1}</span>
                {thumb(s)}
                <div className="of-hot-featured-text">
                  <div>{s.exhibitorName}</div>
                  <div className="of-organizer-note">
                    {s.title || t('organizer-home:hot.untitled')} ·{' '}
                    {t('organizer-home:hot.points', { count: s.points })}
                  </div>
                </div>
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => shift(i, -1)}
                    aria-label={`${t('organizer-home:moveUp')} ${s.exhibitorName} ${s.title}`}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === picks.length - 1}
                    onClick={() => shift(i, 1)}
                    aria-label={`${t('organizer-home:moveDown')} ${s.exhibitorName} ${s.title}`}
                  />
                  <Button
                    size="small"
                    icon={<CloseOutlined />}
                    onClick={() => toggle(s)}
                    aria-label={`${t('organizer-home:hot.unpick')} ${s.exhibitorName} ${s.title}`}
                  />
                </Space>
              </li>
            ))}
          </ol>
        )}
        <Space wrap>
          <Button
            type="primary"
            disabled={picks.length === 0 || (curated && !changed)}
            loading={save.isPending}
            onClick={saveAll}
          >
            {t('organizer-home:hot.save')}
          </Button>
          {changed && <Button onClick={() => setPicks(feature.shown)}>{t('organizer-home:hot.undo')}</Button>}
          {curated && (
            <Button danger loading={reset.isPending} onClick={confirmReset}>
              {t('organizer-home:hot.reset')}
            </Button>
          )}
        </Space>
        {(save.isError || reset.isError) && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={
              (save.error ?? reset.error) instanceof ApiError
                ? (save.error ?? reset.error)!.message
                : String(save.error ?? reset.error)
            }
          />
        )}
        <PreviewPair render={(lang) => <HotSamplesPreview lang={lang} samples={picks} />} />
      </Card>

      <h2 className="of-hot-browse-title">{t('organizer-home:hot.browseTitle')}</h2>
      <div className="of-organizer-toolbar">
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          maxLength={CONTENT_SEARCH_MAX}
          placeholder={t('organizer-home:hot.search')}
          aria-label={t('organizer-home:hot.search')}
          className="of-organizer-search"
          onSearch={(value) => setParam('keyword', value.trim())}
        />
      </div>
      <ConsoleTable<OrganizerHotSample>
        query={list}
        columns={mobile ? phoneColumns : columns}
        wide={!mobile}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={keyword ? t('organizer-home:hot.noMatch') : t('organizer-home:hot.empty')}
      />
    </div>
  );
}

function HotSamples() {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const feature = useHotSampleFeature();
  if (feature.isPending) return <Skeleton active />;
  if (feature.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadError')}
        action={<Button onClick={() => void feature.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return <HotSamplesEditor feature={feature.data} />;
}

/** /organizer/content/hot-samples: which exhibitors' scenes the home features (owners and content editors). */
export function OrganizerHotSamplesScreen() {
  return <PermissionGate permission="editContent">{() => <HotSamples />}</PermissionGate>;
}
