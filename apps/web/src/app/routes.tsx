import type { RouteObject } from 'react-router';
import { NotAvailableScreen } from '../shared/ui/not-available-screen';
import { NotFoundScreen } from '../shared/ui/not-found-screen';
import { AppShell } from './app-shell';
import { type LazyEntry, LazyScreen, lazyScreen } from './lazy-screen';
import { RouteErrorScreen } from './route-error-screen';
import { RouteGuard } from './route-guard';
import { notFoundMeta } from './route-meta';
import { type RouteDef, routeDefs, type ScreenName } from './route-table';

export { namedRoutes, pathTo, type RouteDef, type RouteName, routeDefs } from './route-table';

/** Screens of this issue, code-split; every other route shows NotAvailableScreen until its issue lands. */
const screens = {
  home: lazyScreen(() => import('../features/content/home-screen').then((m) => m.HomeScreen)),
  about: lazyScreen(() => import('../features/content/about-screen').then((m) => m.AboutScreen)),
  disclaimer: lazyScreen(() =>
    import('../features/content/disclaimer-screen').then((m) => m.DisclaimerScreen),
  ),
  qa: lazyScreen(() => import('../features/content/qa-screen').then((m) => m.QaScreen)),
  agreement: lazyScreen(() => import('../features/content/agreement-screen').then((m) => m.AgreementScreen)),
  versionLog: lazyScreen(() =>
    import('../features/content/version-log-screen').then((m) => m.VersionLogScreen),
  ),
  newsList: lazyScreen(() => import('../features/content/news-list-screen').then((m) => m.NewsListScreen)),
  newsDetail: lazyScreen(() =>
    import('../features/content/news-detail-screen').then((m) => m.NewsDetailScreen),
  ),
  login: lazyScreen(() => import('../features/session/login-screen').then((m) => m.LoginScreen)),
} satisfies Record<ScreenName, LazyEntry>;

function elementFor(def: RouteDef) {
  const entry = def.screen ? screens[def.screen] : undefined;
  return (
    <RouteGuard meta={def.meta}>
      {entry ? <LazyScreen entry={entry} /> : <NotAvailableScreen titleKey={def.meta.titleKey} />}
    </RouteGuard>
  );
}

/** The data-router route objects: one root (layout shell) with every route of the table and the 404. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...routeDefs.map(
          (def): RouteObject =>
            def.path === '/'
              ? { index: true, element: elementFor(def), handle: { meta: def.meta } }
              : { path: def.path, element: elementFor(def), handle: { meta: def.meta } },
        ),
        { path: '*', element: <NotFoundScreen />, handle: { meta: notFoundMeta } },
      ],
    },
  ];
}
