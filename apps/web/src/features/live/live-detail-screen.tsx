import {
  BellFilled,
  BellOutlined,
  ClockCircleOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
  PushpinOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import {
  LIVE_PASSWORD_MAX,
  LIVE_TIME_LABEL,
  type LiveDetail,
  LivePaths,
  type LiveProduct,
  LiveState,
  WatchLogState,
  WatchType,
} from '@openfair/contract';
import { Alert, Button, Card, Empty, Form, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, post } from '../../api/request';
import { appEvents } from '../../lib/app-events';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, sessionStore, useSession } from '../../lib/session-store';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import { useFeedback } from '../../shared/ui/feedback';
import { LiveStateTag } from '../../shared/ui/live-state-tag';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import {
  guestViewerId,
  sendWatchLog,
  useLiveDetail,
  useLiveMutations,
  useLiveProducts,
  useLiveState,
} from './live.api';
import { LiveChatRoom } from './live-chat-room';

const LiveOrderDialog = deferredComponent(() => import('./live-order-dialog').then((m) => m.LiveOrderDialog));

import { LivePlayer } from './live-player';
import './live.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

function goToLogin(navigate: ReturnType<typeof useNavigate>, liveId: string) {
  sessionStore.setState({ toPath: pathTo('liveDetail', { id: liveId }) });
  navigate(pathTo('login'));
}

/** The "Please login" alert with its login action (spec 000 §8). */
function LoginGate({ live }: { live: LiveDetail }) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      className="of-live-gate"
      message={t('gate.login')}
      description={t('gate.loginHelp')}
      action={
        <Button type="primary" onClick={() => goToLogin(navigate, live.id)}>
          {t('gate.loginAction')}
        </Button>
      }
    />
  );
}

function PasswordGate({ live }: { live: LiveDetail }) {
  const { t } = useTranslation('live');
  const { password } = useLiveMutations(live.id);
  const [error, setError] = useState('');
  return (
    <Card className="of-live-gate" title={t('gate.private')}>
      <Form
        layout="inline"
        onFinish={(v: { code: string }) => {
          setError('');
          password.mutate(v.code.trim(), {
            onError: (e) => setError(e instanceof ApiError ? e.message : t('gate.wrong')),
          });
        }}
      >
        <Form.Item
          name="code"
          label={t('gate.code')}
          rules={[{ required: true, whitespace: true, message: t('gate.codeRequired') }]}
        >
          <Input maxLength={LIVE_PASSWORD_MAX} autoComplete="off" data-testid="live-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={password.isPending}>
          {t('gate.enter')}
        </Button>
      </Form>
      {error ? <Alert type="error" showIcon message={error} className="of-live-gate-error" /> : null}
    </Card>
  );
}

/** The pinned product as a card: inquire (chat with the booth) and intent order. */
function PinnedCard({ live, product }: { live: LiveDetail; product: LiveProduct }) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const visitor = useSession((s) => s.subjectType === 'VISITOR' && isLoggedIn(s));
  const { productEvent } = useLiveMutations(live.id);
  const [ordering, setOrdering] = useState(false);
  const seen = useRef('');
  useEffect(() => {
    if (!visitor || seen.current === product.id) return;
    seen.current = product.id;
    productEvent.mutate({ productId: product.id, event: 'cardView' });
  }, [visitor, product.id, productEvent]);
  // The order dialog's code (a form with a number field) comes once the page is idle, for visitors.
  useEffect(() => {
    if (visitor) preloadWhenIdle(LiveOrderDialog);
  }, [visitor]);
  const needLogin = () => goToLogin(navigate, live.id);
  return (
    <Card
      size="small"
      className="of-live-pinned"
      data-testid="pinned-product"
      title={
        <>
          <PushpinOutlined /> {t('shop.pinned')}
        </>
      }
    >
      <div className="of-live-product">
        {product.image ? <img src={product.image} alt="" /> : null}
        <Link to={pathTo('productDetail', { id: product.id })}>{product.name}</Link>
      </div>
      <Space wrap>
        <Button
          icon={<MessageOutlined />}
          disabled={!live.boothImAccount}
          onClick={() => {
            if (!visitor) return needLogin();
            productEvent.mutate({ productId: product.id, event: 'inquiry' });
            appEvents.emit('openChat', { userID: live.boothImAccount, productId: product.id });
          }}
        >
          {t('shop.inquire')}
        </Button>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          onClick={() => (visitor ? setOrdering(true) : needLogin())}
        >
          {t('shop.order')}
        </Button>
      </Space>
      {ordering ? (
        <LiveOrderDialog product={product} liveId={live.id} onClose={() => setOrdering(false)} />
      ) : null}
    </Card>
  );
}

function Products({ live, pinnedId }: { live: LiveDetail; pinnedId: string | null }) {
  const { t } = useTranslation('live');
  const { message } = useFeedback();
  const products = useLiveProducts(live.id, live.access === 'open');
  const [pinning, setPinning] = useState(false);
  const list = products.data ?? [];
  const pinned = list.find((p) => p.id === pinnedId);
  const pin = (productId: string | null) => {
    setPinning(true);
    post(LivePaths.magPin, { id: live.id, productId })
      .then(() => void message.success(productId ? t('shop.pinDone') : t('shop.unpinDone')))
      .catch((e) => void message.error(e instanceof ApiError ? e.message : String(e)))
      .finally(() => setPinning(false));
  };
  return (
    <>
      {pinned && live.liveState === LiveState.OnAir ? <PinnedCard live={live} product={pinned} /> : null}
      <Card size="small" title={t('shop.featured')} className="of-live-products">
        {list.length === 0 ? (
          <Empty description={t('shop.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="of-live-product-list">
            {list.map((p) => (
              <li key={p.id} className="of-live-product">
                {p.image ? <img src={p.image} alt="" loading="lazy" /> : null}
                <Link to={pathTo('productDetail', { id: p.id })}>{p.name}</Link>
                {live.own && live.liveState === LiveState.OnAir ? (
                  <Button
                    size="small"
                    loading={pinning}
                    onClick={() => pin(p.id === pinnedId ? null : p.id)}
                    aria-pressed={p.id === pinnedId}
                  >
                    {p.id === pinnedId ? t('shop.unpin') : t('shop.pin')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function Stage({ live }: { live: LiveDetail }) {
  const { t } = useTranslation('live');
  if (live.playback.kind !== 'none') return <LivePlayer playback={live.playback} title={live.name} />;
  const text =
    live.liveState === LiveState.Upcoming
      ? t('stage.upcoming', { time: formatBeijingTime(live.startTime), zone: LIVE_TIME_LABEL })
      : live.liveState === LiveState.OnAir
        ? t('stage.noSignal')
        : t('stage.noRecording');
  return (
    <div className="of-live-player of-live-stage-empty">
      {live.cover ? <img src={live.cover} alt="" /> : null}
      <p>{text}</p>
    </div>
  );
}

/** /live/{id} (spec 001 §4, spec 000 §8): the player, its permission rules, thumbs up, reminders, products, chat. */
export function LiveDetailScreen() {
  const { t } = useTranslation('live');
  const { id = '' } = useParams();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const detail = useLiveDetail(id);
  const live = detail.data;
  const open = live?.access === 'open';
  const onAir = live?.liveState === LiveState.OnAir;
  const state = useLiveState(id, Boolean(live), onAir ? 5000 : 15_000);
  const { thumbUp, want } = useLiveMutations(id);

  // the stream started or stopped: read the detail again (player, replay)
  const polledState = state.data?.liveState;
  const refetch = detail.refetch;
  useEffect(() => {
    if (live && polledState !== undefined && polledState !== live.liveState) void refetch();
  }, [polledState, live, refetch]);

  // watch log (spec 001 §4): entering, leaving, and a logout from this page (state 2, spec 000 §6)
  const watchType = live?.liveState === LiveState.Replay ? WatchType.Replay : WatchType.Live;
  useEffect(() => {
    if (!open) return;
    // a guest's entry counts once by this browser's viewer id (public lives only open to guests)
    if (!loggedIn) return void sendWatchLog(id, WatchLogState.Enter, watchType, guestViewerId());
    void sendWatchLog(id, WatchLogState.Enter, watchType);
    const off = appEvents.on('beforeLogout', async () => {
      await sendWatchLog(id, WatchLogState.Leave, watchType);
    });
    return () => {
      off();
      if (isLoggedIn(sessionStore.getState())) void sendWatchLog(id, WatchLogState.Leave, watchType);
    };
  }, [id, open, loggedIn, watchType]);

  const needLogin = () => goToLogin(navigate, id);
  const fail = (e: unknown) => void message.error(e instanceof ApiError ? e.message : String(e));

  return (
    <div className="of-live-page">
      <QueryState
        pending={detail.isPending}
        error={detail.isError}
        empty={false}
        onRetry={() => void detail.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
        errorText={detail.error instanceof ApiError ? detail.error.message : undefined}
      >
        {live ? (
          <>
            <header className="of-live-head">
              <h1 className="of-live-title">
                <LiveStateTag state={live.liveState} /> {live.name}
              </h1>
              <p className="of-live-meta">
                <Link to={pathTo('exhibitorDetail', { id: live.liveSponsorId })}>{live.liveSponsorName}</Link>
                <span>
                  <ClockCircleOutlined aria-hidden /> {formatBeijingTime(live.startTime)} {LIVE_TIME_LABEL}
                </span>
                {live.activityTypeName ? <span>{live.activityTypeName}</span> : null}
                {onAir ? (
                  <span data-testid="live-viewers">
                    <EyeOutlined aria-hidden />{' '}
                    {t('viewersNow', { count: state.data?.viewers ?? live.viewers })}
                  </span>
                ) : null}
              </p>
              <Space wrap>
                <Button
                  icon={live.liked ? <LikeFilled /> : <LikeOutlined />}
                  aria-pressed={live.liked}
                  loading={thumbUp.isPending}
                  data-testid="live-thumb"
                  onClick={() => (loggedIn ? thumbUp.mutate(undefined, { onError: fail }) : needLogin())}
                >
                  {t('thumbUp', { count: state.data?.thumbs ?? live.thumbs })}
                </Button>
                {live.liveState === LiveState.Upcoming ? (
                  <Button
                    icon={live.wanted ? <BellFilled /> : <BellOutlined />}
                    aria-pressed={live.wanted}
                    loading={want.isPending}
                    onClick={() =>
                      loggedIn
                        ? want.mutate(undefined, {
                            onSuccess: (r) => void message.success(r.wanted ? t('wantDone') : t('wantOff')),
                            onError: fail,
                          })
                        : needLogin()
                    }
                  >
                    {live.wanted ? t('wanted') : t('want')}
                  </Button>
                ) : null}
              </Space>
            </header>
            {live.access === 'login' ? <LoginGate live={live} /> : null}
            {live.access === 'password' ? <PasswordGate live={live} /> : null}
            {live.access === 'denied' ? (
              <StatusResult
                status="warning"
                title={t('gate.denied')}
                extra={
                  <Link to={pathTo('exhibitorDetail', { id: live.liveSponsorId })}>
                    {t('gate.toExhibitor')}
                  </Link>
                }
              />
            ) : null}
            {open ? (
              <div className="of-live-body">
                <div className="of-live-main">
                  <Stage live={live} />
                  {live.intro ? <p className="of-live-intro">{live.intro}</p> : null}
                </div>
                <aside className="of-live-side">
                  <LiveChatRoom liveId={live.id} own={live.own} />
                  <Products live={live} pinnedId={state.data?.pinnedProductId ?? live.pinnedProductId} />
                </aside>
              </div>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
