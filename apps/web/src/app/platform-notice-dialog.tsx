import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../lib/session-store';
import { useConfigurationInformation } from '../shared/configuration/configuration.api';
import { deferredComponent } from '../shared/ui/deferred';
import { inAntdScope } from './in-antd-scope';

// The modal's code is only fetched when a fair is closed to the user's role.
const BlockingNoticeModal = deferredComponent(
  inAntdScope(() => import('./blocking-notice-modal').then((m) => m.BlockingNoticeModal)),
);

/**
 * The two platform-not-open notice dialogs (spec 000 §1): blocking, not closable, one for visitors
 * (and anonymous users, who count as visitors) when visitorOpen is false, one for exhibitors when
 * actorOpen is false. Organizers are never blocked. An anonymous user on an exhibitor screen
 * (/login/actor sets the identity) gets the exhibitor notice.
 */
export function PlatformNoticeDialog() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { data } = useConfigurationInformation();
  if (!data) return null;
  const role = isLoggedIn(session)
    ? session.subjectType
    : session.subjectType === 'ACTOR'
      ? 'ACTOR'
      : 'VISITOR';
  let notice: { title: string; text: string } | null = null;
  if (role === 'ACTOR' && !data.actorOpen) {
    notice = {
      title: t('platformClosed.actorTitle'),
      text: data.actorClosedNotice || t('platformClosed.default'),
    };
  } else if (role === 'VISITOR' && !data.visitorOpen) {
    notice = {
      title: t('platformClosed.visitorTitle'),
      text: data.visitorClosedNotice || t('platformClosed.default'),
    };
  }
  if (!notice) return null;
  return <BlockingNoticeModal title={notice.title} text={notice.text} />;
}
