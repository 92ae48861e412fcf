import { useCallback } from 'react';
import { ScrollRestoration, useNavigate } from 'react-router';
import { useConfigSwitch } from '../shared/configuration/configuration.api';
import { AppEventBindings } from './app-event-bindings';
import { CallHost } from './call-host';
import { ChatDialogHost } from './chat-dialog-host';
import { DocumentTitle } from './document-title';
import { AppLayout } from './layout/app-layout';
import { PlatformNoticeDialog } from './platform-notice-dialog';

/** Root route element: the layout (header, menus, <Outlet/>), app-wide dialogs and the app events' bindings. */
export function AppShell() {
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, opts?: { replace?: boolean }) => {
      void routerNavigate(to, { replace: opts?.replace ?? false });
    },
    [routerNavigate],
  );
  // Keeps the session's config switch fresh while logged in (guards and menus read it).
  useConfigSwitch();
  return (
    <>
      <AppEventBindings navigate={navigate} />
      {/* A new page opens at the top; back and forward return to where the page was left. */}
      <ScrollRestoration />
      <DocumentTitle />
      <AppLayout />
      <PlatformNoticeDialog />
      <ChatDialogHost />
      <CallHost />
    </>
  );
}
