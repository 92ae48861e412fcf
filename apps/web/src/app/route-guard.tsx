import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginTransitionActive } from '../lib/login-transition';
import { pathTo } from '../lib/paths';
import { useRuntimeConfig } from '../lib/runtime-config';
import { sessionStore, useSession } from '../lib/session-store';
import { logout } from '../shared/session/session.api';
import { DeferredCompleteRegistrationDialog, DeferredNotFoundScreen } from './deferred-screens';
import { decideRoute } from './guards';
import type { RouteMeta } from './route-meta';

type Props = { meta: RouteMeta; children: ReactNode };

/** Applies `decideRoute` to the current location: the guard of spec 000 §4 wired into the router. */
export function RouteGuard({ meta, children }: Props) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const config = useRuntimeConfig();
  const decision = decideRoute({
    path: location.pathname,
    search: location.search,
    params,
    meta,
    session,
    config,
    configSwitch: session.configSwitch,
    loginFinishing: loginTransitionActive(),
  });
  const signature = JSON.stringify(decision);

  useEffect(() => {
    const d = JSON.parse(signature) as ReturnType<typeof decideRoute>;
    if (d.kind === 'redirect') {
      if (d.saveToPath !== undefined) sessionStore.setState({ toPath: d.saveToPath });
      navigate(d.to, { replace: d.replace ?? false });
    } else if (d.kind === 'logout') {
      void logout();
    } else if (d.kind === 'allow' && d.identity) {
      sessionStore.setState({ subjectType: d.identity });
    }
  }, [signature, navigate]);

  const leave = () => {
    // React Router keeps the history index in history.state: go back when there is somewhere to go.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(pathTo('home'), { replace: true });
  };

  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'notFound':
      return <DeferredNotFoundScreen />;
    case 'dialog':
      return <DeferredCompleteRegistrationDialog open onCancel={leave} />;
    default:
      return null;
  }
}
