import { useEffect } from 'react';
import { i18n } from '../i18n';
import { appEvents } from '../lib/app-events';
import { pathTo } from '../lib/paths';
import { logout } from '../shared/session/session.api';
import { useAppFeedback } from './feedback/feedback-provider';
import type { FeedbackApi } from './feedback/feedback-relay';

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * What app/ does for the app events the lower layers raise: notifications and toasts through antd's
 * context-aware App API (so they follow the theme and locale), the login-expired dialog, and navigation
 * with the router. Returns the function that unsubscribes all of them.
 */
export function bindAppEvents(feedback: FeedbackApi, navigate: Navigate): () => void {
  const { message, notification, modal } = feedback;
  const offs = [
    appEvents.on('errorNotice', ({ message: text }) => {
      notification.error({ title: text });
    }),
    appEvents.on('errorToast', ({ message: text, durationMs }) => {
      void message.error(text, durationMs / 1000);
    }),
    appEvents.on('navigate', ({ to, replace }) => navigate(to, { replace: replace ?? false })),
    // The single, not closable login-expired dialog (spec 000 §4): confirm → logout → login screen.
    appEvents.on('loginExpired', ({ dialogClosed, kicked, message }) => {
      modal.confirm({
        title: i18n.t('common:sessionExpired.title'),
        // Kicked out by a newer login: the reason (in the socket's language) instead of "expired".
        content: kicked ? message : i18n.t('common:sessionExpired.content'),
        okText: i18n.t('common:sessionExpired.ok'),
        okCancel: false,
        closable: false,
        keyboard: false,
        mask: { closable: false },
        onOk: async () => {
          try {
            await logout();
          } finally {
            dialogClosed();
            navigate(pathTo('login'), { replace: true });
          }
        },
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** Subscribes app/ to the app events while the app shell is mounted (inside the router and <App>). */
export function AppEventBindings({ navigate }: { navigate: Navigate }) {
  const feedback = useAppFeedback();
  useEffect(() => bindAppEvents(feedback, navigate), [feedback, navigate]);
  return null;
}
