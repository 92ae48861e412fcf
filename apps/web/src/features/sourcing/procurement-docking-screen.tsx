import {
  type Meeting,
  type MeetingScope,
  MeetingScopes,
  type SourcingViewer,
  sourcingMessages,
} from '@openfair/contract';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { QueryState } from '../../shared/ui/query-state';
import { MeetingFacts, ReviewState, StageTag, useMeetingText } from './meeting-parts';
import { useMeetings } from './sourcing.api';
import './sourcing.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';

const PAGE_SIZE = 10;

/** What this reader may do with one meeting: the role's action, or why there is none. */
function MeetingAction({ meeting, viewer }: { meeting: Meeting; viewer: SourcingViewer }) {
  const { t } = useTranslation('sourcing');
  const navigate = useNavigate();
  const lang = useSession((s) => s.language);
  const text = (m: { zh: string; en: string }) => (lang === 'en' ? m.en : m.zh);
  const withMeeting = (path: string) => `${path}?meeting=${encodeURIComponent(meeting.id)}`;
  if (meeting.mine)
    return (
      <>
        <ReviewState status={meeting.mine.status} reason={meeting.mine.reason} />
        <Link to={withMeeting(pathTo(viewer.role === 'exhibitor' ? 'meetingList' : 'purchaseMeeting'))}>
          {t(viewer.role === 'exhibitor' ? 'docking.openSign' : 'docking.openNeed')}
        </Link>
      </>
    );
  if (!meeting.open) return <p className="of-sourcing-note">{t('docking.closed')}</p>;
  switch (viewer.role) {
    case 'guest':
      return (
        <Button type="primary" onClick={() => navigate(pathTo('login'))}>
          {t('docking.logIn')}
        </Button>
      );
    case 'visitor':
      return viewer.registered ? (
        <Button type="primary" onClick={() => navigate(withMeeting(pathTo('purchaseMeeting')))}>
          {t('docking.submitNeed')}
        </Button>
      ) : (
        <>
          <p className="of-sourcing-note">{text(sourcingMessages.notRegistered)}</p>
          <Link to={pathTo('profile')}>{t('docking.completeRegistration')}</Link>
        </>
      );
    case 'exhibitor':
      if (!viewer.upgraded) return <p className="of-sourcing-note">{text(sourcingMessages.notUpgraded)}</p>;
      return viewer.admin ? (
        <Button type="primary" onClick={() => navigate(withMeeting(pathTo('meetingList')))}>
          {t('docking.signUp')}
        </Button>
      ) : (
        <p className="of-sourcing-note">{t('docking.askAdmin')}</p>
      );
    default:
      return null;
  }
}

function MeetingCard({ meeting, viewer }: { meeting: Meeting; viewer: SourcingViewer }) {
  const lang = useSession((s) => s.language);
  const title = useMeetingText();
  const description = lang === 'en' ? meeting.descriptionEn || meeting.description : meeting.description;
  return (
    <li className="of-sourcing-meeting">
      <div className="of-sourcing-meeting-body">
        <h2>
          {title(meeting)} <StageTag stage={meeting.stage} />
        </h2>
        <MeetingFacts meeting={meeting} />
        {description && <p className="of-sourcing-description">{description}</p>}
      </div>
      <div className="of-sourcing-meeting-action">
        <MeetingAction meeting={meeting} viewer={viewer} />
      </div>
    </li>
  );
}

/** /procurementDocking: the fair's online sourcing meetings for everyone, each with the reader's action. */
export function ProcurementDockingScreen() {
  const { t } = useTranslation('sourcing');
  const [params, setParams] = useSearchParams();
  const scope: MeetingScope = params.get('scope') === 'past' ? 'past' : 'current';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const meetings = useMeetings(scope, pageNum, PAGE_SIZE);
  const go = (next: { scope?: MeetingScope; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.scope) p.set('scope', next.scope);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    else p.delete('page');
    setParams(p);
  };
  return (
    <div className="of-sourcing-page">
      <Card title={<h1 className="of-sourcing-title">{t('docking.title')}</h1>}>
        <p className="of-sourcing-intro">{t('docking.intro')}</p>
        <Tabs
          activeKey={scope}
          onChange={(key) => go({ scope: key as MeetingScope })}
          items={MeetingScopes.map((s) => ({ key: s, label: t(`docking.scopes.${s}`) }))}
        />
        <QueryState
          pending={meetings.isPending}
          error={meetings.isError}
          empty={(meetings.data?.list.length ?? 0) === 0}
          onRetry={() => void meetings.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
          emptyText={t(`docking.empty.${scope}`)}
        >
          {meetings.data && (
            <>
              <ul className="of-sourcing-list" aria-busy={meetings.isFetching}>
                {meetings.data.list.map((m) => (
                  <MeetingCard key={m.id} meeting={m} viewer={meetings.data.viewer} />
                ))}
              </ul>
              {meetings.data.total > PAGE_SIZE && (
                <div className="of-sourcing-pager">
                  <Pagination
                    current={pageNum}
                    pageSize={PAGE_SIZE}
                    total={meetings.data.total}
                    onChange={(page) => go({ page })}
                  />
                </div>
              )}
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
