import { ClockCircleOutlined, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { type ExhibitorLive, LIVE_TIME_LABEL } from '@openfair/contract';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, sessionStore, useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../shared/ui/feedback';
import { LiveStateTag } from '../../../shared/ui/live-state-tag';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { DetailSection } from './detail-parts';

const livePath = (id: string) => pathTo('liveDetail', { id });

function LiveCard({ live, onOpen }: { live: ExhibitorLive; onOpen: (live: ExhibitorLive) => void }) {
  const { t } = useTranslation('catalog-detail');
  return (
    <button type="button" className="of-live-card" onClick={() => onOpen(live)}>
      <span className="of-live-cover">
        {live.cover ? <img src={live.cover} alt="" loading="lazy" /> : <PlayCircleOutlined />}
        <LiveStateTag state={live.liveState} className="of-live-badge" />
      </span>
      <span className="of-live-text">
        <strong className="of-live-name">{live.name}</strong>
        <span className="of-live-meta">
          <ClockCircleOutlined aria-hidden />{' '}
          {t('live.startTime', { time: formatBeijingTime(live.startTime), zone: LIVE_TIME_LABEL })}
        </span>
        {live.scope !== 0 ? (
          <span className="of-live-meta">
            <LockOutlined aria-hidden /> {t(`live.scope.${live.scope === 1 ? 'pool' : 'preRegistered'}`)}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/**
 * The exhibitor's lives (spec 001 §3-§4): state badge, name and start time in Beijing time. Opening one
 * follows the live detail rule: a guest opens scope 0 lives only and otherwise gets the "Please login"
 * alert with a login action (which comes back to the live); logged-in viewers go on to the live, whose
 * page applies the permission check.
 */
export function ExhibitorLives({ lives }: { lives: ExhibitorLive[] }) {
  const { t } = useTranslation('catalog-detail');
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const open = (live: ExhibitorLive) => {
    if (loggedIn || live.scope === 0) {
      navigate(livePath(live.id));
      return;
    }
    modal.confirm({
      title: t('live.loginTitle'),
      content: t('live.loginContent'),
      okText: t('live.login'),
      cancelText: t('common.cancel'),
      onOk: () => {
        sessionStore.setState({ toPath: livePath(live.id) });
        navigate(pathTo('login'));
      },
    });
  };
  return (
    <DetailSection title={t('live.title')}>
      {lives.length === 0 ? (
        <Empty description={t('live.empty')} />
      ) : (
        <div className="of-live-grid">
          {lives.map((live) => (
            <LiveCard key={live.id} live={live} onOpen={open} />
          ))}
        </div>
      )}
    </DetailSection>
  );
}
