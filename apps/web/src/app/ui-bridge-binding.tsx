import { useEffect } from 'react';
import { bindUiBridge } from '../api/ui-bridge';
import { logout } from '../features/session/session.api';
import { useAppFeedback } from './feedback/feedback-provider';

/**
 * Binds the request wrapper's side effects to antd's context-aware App API (so toasts and dialogs use
 * the theme and locale) and to the router's navigate. Rendered once inside <App>.
 */
export function UiBridgeBinding({
  navigate,
}: {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
}) {
  const { message, notification, modal } = useAppFeedback();
  useEffect(
    () =>
      bindUiBridge({
        notifyError: (text) => notification.error({ title: text }),
        messageError: (text, durationMs) => message.error(text, durationMs / 1000),
        confirmLoginExpired: ({ title, content, okText, onConfirm }) => {
          modal.confirm({
            title,
            content,
            okText,
            okCancel: false,
            closable: false,
            keyboard: false,
            mask: { closable: false },
            onOk: () => onConfirm(),
          });
        },
        navigate,
        logout,
      }),
    [message, notification, modal, navigate],
  );
  return null;
}
