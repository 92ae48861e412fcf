import { type ComponentType, useEffect, useState } from 'react';
import { loadNamespaces } from '../i18n';
import { appEvents } from '../lib/app-events';

type DialogProps = {
  userID: string;
  exhibitorId: string;
  productId?: string;
  request: number;
  open: boolean;
  onClose: () => void;
};

/**
 * Mounts the chat dialog when a chat button asks for it (the `openChat` app event). The chat's code and
 * texts load on that first request, so pages where nobody chats do not carry them.
 */
export function ChatDialogHost() {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [target, setTarget] = useState<{
    userID: string;
    exhibitorId: string;
    productId?: string;
    request: number;
    open: boolean;
  }>({ userID: '', exhibitorId: '', request: 0, open: false });
  useEffect(
    () =>
      appEvents.on('openChat', ({ userID, exhibitorId, productId }) => {
        setTarget((t) => ({
          userID: userID ?? '',
          exhibitorId: exhibitorId ?? '',
          productId,
          request: t.request + 1,
          open: true,
        }));
        void Promise.all([
          import('../features/chat/chat-dialog').then((m) => m.ChatDialog),
          loadNamespaces(['chat']),
        ]).then(([loaded]) => setDialog(() => loaded));
      }),
    [],
  );
  if (!Dialog) return null;
  return <Dialog {...target} onClose={() => setTarget((t) => ({ ...t, open: false }))} />;
}
