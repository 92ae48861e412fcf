import { type ComponentType, useEffect, useState } from 'react';
import { loadNamespaces } from '../i18n';
import { appEvents } from '../lib/app-events';
import { isLoggedIn, useSession } from '../lib/session-store';

type CallsModule = typeof import('../features/calls/call-overlay');

let loading: Promise<CallsModule> | null = null;
const loadCalls = () => {
  loading ??= Promise.all([import('../features/calls/call-overlay'), loadNamespaces(['calls'])]).then(
    ([m]) => m,
  );
  return loading;
};

/**
 * Mounts the call overlay once for a logged-in person, so calls ring on every screen. Its code and
 * texts load after the page's own (not in the first load); a call button's request loads them at once.
 */
export function CallHost() {
  const loggedIn = useSession(isLoggedIn);
  const [Overlay, setOverlay] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    const mount = () =>
      void loadCalls().then((m) => {
        if (!cancelled) setOverlay(() => m.CallOverlay);
      });
    const idle = window.requestIdleCallback?.(mount, { timeout: 3000 }) ?? window.setTimeout(mount, 1500);
    const off = appEvents.on('startCall', ({ people, callType, groupID }) => {
      void loadCalls().then((m) => {
        if (!cancelled) setOverlay(() => m.CallOverlay);
        void m.startCall(people, callType, groupID);
      });
    });
    return () => {
      cancelled = true;
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [loggedIn]);
  if (!loggedIn || !Overlay) return null;
  return <Overlay />;
}
