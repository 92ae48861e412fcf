import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { ChatDialog } from '../features/chat/chat-dialog';
import { loadNamespaces } from '../i18n';
import { appEvents } from '../lib/app-events';
import { inAntdScope } from './in-antd-scope';

// Loaded once: each request shows the same dialog component, so an open conversation keeps its state.
let chatDialog: Promise<ComponentType<ComponentProps<typeof ChatDialog>>> | null = null;
const loadChatDialog = () => {
  chatDialog ??= inAntdScope(() => import('../features/chat/chat-dialog').then((m) => m.ChatDialog))().catch(
    (error: unknown) => {
      chatDialog = null;
      throw error;
    },
  );
  return chatDialog;
};

/**
 * Mounts the chat dialog when a chat button asks for it (the `openChat` app event). The chat's code and
 * texts load on that first request, so pages where nobody chats do not carry them.
 */
export function ChatDialogHost() {
  const [Dialog, setDialog] = useState<ComponentType<ComponentProps<typeof ChatDialog>> | null>(null);
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
        void Promise.all([loadChatDialog(), loadNamespaces(['chat'])]).then(([loaded]) =>
          setDialog(() => loaded),
        );
      }),
    [],
  );
  if (!Dialog) return null;
  return <Dialog {...target} onClose={() => setTarget((t) => ({ ...t, open: false }))} />;
}
