import { type ComponentType, useEffect, useState } from 'react';
import { loadNamespaces } from '../i18n';
import { appEvents } from '../lib/app-events';
import { isLoggedIn, useSession } from '../lib/session-store';
import { inAntdScope } from './in-antd-scope';

type CallsModule = typeof import('../features/calls/call-overlay');
type Calls = { CallOverlay: ComponentType; startCall: CallsModule['startCall'] };

let loading: Promise<Calls> | null = null;
const loadCalls = () => {
  loading ??= Promise.all([
    inAntdScope(() => import('../features/calls/call-overlay').then((m) => m.CallOverlay))(),
    import('../features/calls/call-overlay'),
    loadNamespaces(['calls']),
  ]).then(([CallOverlay, m]) => ({ CallOverlay, startCall: m.startCall }));
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
