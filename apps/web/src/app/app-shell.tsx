import { useCallback, useEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useConfigSwitch } from '../shared/configuration/configuration.api';
import { AppEventBindings } from './app-event-bindings';
import { CallHost } from './call-host';
import { ChatDialogHost } from './chat-dialog-host';
import { DocumentTitle } from './document-title';
import { AppLayout } from './layout/app-layout';
import { PlatformNoticeDialog } from './platform-notice-dialog';

/**
 * Marks the document with the address whose screen is drawn (after the route's commit, as the ready mark
 * does for the first one): tools and tests that move between screens in the page know when the new one
 * has replaced the old.
 */
function DrawnScreenMark() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.ofScreen = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

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
      <DrawnScreenMark />
      <AppLayout />
      <PlatformNoticeDialog />
      <ChatDialogHost />
      <CallHost />
    </>
  );
}
