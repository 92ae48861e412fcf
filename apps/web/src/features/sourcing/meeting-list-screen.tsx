import { type Meeting, type Sign, sourcingMessages } from '@openfair/contract';
import { Alert, Button, Card, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { ListEntry, MeetingFacts, ReviewState, StageTag, useMeetingText } from './meeting-parts';
import { useMeetings, useSigns } from './sourcing.api';
import '../../shared/form/form.css';
import './sourcing.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

const SignDialog = deferredComponent(() => import('./meeting-list-dialogs').then((m) => m.SignDialog));
const Buyers = deferredComponent(() => import('./meeting-list-dialogs').then((m) => m.Buyers));

/** The company's sign-ups with where their review stands, and each one's next step. */
function MySigns({
  admin,
  onEdit,
  onBuyers,
}: {
  admin: boolean;
  onEdit: (sign: Sign) => void;
  onBuyers: (sign: Sign) => void;
}) {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const title = useMeetingText();
  const [page, setPage] = useState(1);
  const signs = useSigns(page);
  return (
    <QueryState
      pending={signs.isPending}
      error={signs.isError}
      empty={(signs.data?.list.length ?? 0) === 0}
      onRetry={() => void signs.refetch()}
      skeleton={<Skeleton active />}
      emptyText={t('sign.none')}
      compact
    >
      <ul className="of-sourcing-entries">
        {(signs.data?.list ?? []).map((s) => (
          <ListEntry
            key={s.id}
            actions={[
              ...(s.status === 'approved'
                ? [
                    <Button key="buyers" size="small" type="primary" onClick={() => onBuyers(s)}>
                      {t('sign.buyers')}
                    </Button>,
                  ]
                : []),
              ...(admin && s.status !== 'approved' && s.meeting.open
                ? [
                    <Button
                      key="edit"
                      size="small"
                      onClick={() => onEdit(s)}
                      aria-label={`${t(s.status === 'rejected' ? 'sign.correct' : 'sign.edit')} ${title(s.meeting)}`}
                      autoInsertSpace={false}
                    >
                      {t(s.status === 'rejected' ? 'sign.correct' : 'sign.edit')}
                    </Button>,
                  ]
                : []),
            ]}
            title={
              <span>
                {title(s.meeting)} <StageTag stage={s.meeting.stage} />
              </span>
            }
            description={
              <>
                <ReviewState status={s.status} reason={s.reason} />
                <div className="of-sourcing-note">
                  {t('sign.summary', {
                    booth: s.boothNumber,
                    contact: s.contactName,
                    exhibits: s.products
                      .map((p) => (lang === 'en' ? p.nameEn || p.name : p.name))
                      .join(lang === 'en' ? ', ' : '、'),
                  })}
                </div>
                <div className="of-sourcing-note">
                  {t('need.submittedAt', { time: formatBeijingTime(s.submittedAt) })}
                </div>
              </>
            }
          />
        ))}
      </ul>
      {(signs.data?.total ?? 0) > 10 && (
        <Pagination current={page} pageSize={10} total={signs.data?.total ?? 0} onChange={setPage} />
      )}
    </QueryState>
  );
}

/** /meetingList: exhibitors sign up for sourcing meetings and, once approved, meet the buyers' needs. */
export function MeetingListScreen() {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const loggedIn = useSession(isLoggedIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('meeting') ?? '';
  const meetings = useMeetings('current', 1, 50);
  const [dialog, setDialog] = useState<{
    meeting: Pick<Meeting, 'id' | 'title' | 'titleEn'>;
    sign: Sign | null;
  } | null>(null);
  const [buyers, setBuyers] = useState<Sign | null>(null);
  const title = useMeetingText();
  // The sign-up dialog and the buyers' drawer come once the lists are drawn.
  useEffect(() => {
    if (loggedIn) preloadWhenIdle(SignDialog, Buyers);
  }, [loggedIn]);
  if (!loggedIn)
    return (
      <div className="of-sourcing-page">
        <StatusResult
          status="info"
          title={t('sign.guestTitle')}
          subTitle={t('sign.guestText')}
          extra={
            <Button type="primary" onClick={() => navigate(pathTo('login'))}>
              {t('docking.logIn')}
            </Button>
          }
        />
      </div>
    );
  const viewer = meetings.data?.viewer;
  const mayAct = Boolean(viewer?.upgraded && viewer.admin);
  // The meeting the docking page sent us for comes first.
  const list = [...(meetings.data?.list ?? [])].sort(
    (a, b) => Number(b.id === wanted) - Number(a.id === wanted),
  );
  return (
    <div className="of-sourcing-page">
      <Card title={<h1 className="of-sourcing-title">{t('sign.pageTitle')}</h1>}>
        {viewer && !viewer.upgraded && (
          <Alert
            type="warning"
            showIcon
            className="of-sourcing-sharing"
            title={lang === 'en' ? sourcingMessages.notUpgraded.en : sourcingMessages.notUpgraded.zh}
          />
        )}
        {viewer?.upgraded && !viewer.admin && (
          <Alert type="info" showIcon className="of-sourcing-sharing" title={t('docking.askAdmin')} />
        )}
        <QueryState
          pending={meetings.isPending}
          error={meetings.isError}
          empty={list.length === 0}
          onRetry={() => void meetings.refetch()}
          skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
          emptyText={t('docking.empty.current')}
        >
          <ul className="of-sourcing-list">
            {list.map((m) => (
              <li key={m.id} className="of-sourcing-meeting">
                <div className="of-sourcing-meeting-body">
                  <h2>
                    {title(m)} <StageTag stage={m.stage} />
                  </h2>
                  <MeetingFacts meeting={m} />
                </div>
                <div className="of-sourcing-meeting-action">
                  {m.mine ? (
                    <ReviewState status={m.mine.status} reason={m.mine.reason} />
                  ) : !m.open ? (
                    <p className="of-sourcing-note">{t('docking.closed')}</p>
                  ) : mayAct ? (
                    <Button
                      type="primary"
                      onClick={() => setDialog({ meeting: m, sign: null })}
                      aria-label={`${t('docking.signUp')} ${title(m)}`}
                      autoInsertSpace={false}
                    >
                      {t('docking.signUp')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </Card>
      <Card title={<h2 className="of-sourcing-title">{t('sign.mine')}</h2>}>
        <MySigns
          admin={mayAct}
          onEdit={(s) => setDialog({ meeting: s.meeting, sign: s })}
          onBuyers={(s) => setBuyers(s)}
        />
      </Card>
      <Space>
        <Link to={pathTo('procurementDocking')}>{t('need.allMeetings')}</Link>
      </Space>
      {dialog && <SignDialog meeting={dialog.meeting} sign={dialog.sign} onClose={() => setDialog(null)} />}
      {buyers && <Buyers sign={buyers} onClose={() => setBuyers(null)} />}
    </div>
  );
}
