import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConfigSwitch } from './configuration.api';
import { AppLayout } from './layout/app-layout';
import { PlatformNoticeDialog } from './platform-notice-dialog';
import { UiBridgeBinding } from './ui-bridge-binding';

/** Root route element: the layout (header, menus, <Outlet/>) plus app-wide dialogs and bindings. */
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
      <UiBridgeBinding navigate={navigate} />
      <AppLayout />
      <PlatformNoticeDialog />
    </>
  );
}
