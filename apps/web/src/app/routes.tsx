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

/** Screens built so far, code-split; every other route shows NotAvailableScreen until its issue lands. */
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
  registerEmail: lazyScreen(() =>
    import('../features/registration/register-screen').then((m) => m.RegisterEmailScreen),
  ),
  registerMobile: lazyScreen(() =>
    import('../features/registration/register-screen').then((m) => m.RegisterMobileScreen),
  ),
  registerPassword: lazyScreen(() =>
    import('../features/registration/set-password-screen').then((m) => m.SetPasswordScreen),
  ),
  registerCompleted: lazyScreen(() =>
    import('../features/registration/register-completed-screen').then((m) => m.RegisterCompletedScreen),
  ),
  firstInfo: lazyScreen(() => import('../features/profile/first-info-screen').then((m) => m.FirstInfoScreen)),
  accountInfo: lazyScreen(() =>
    import('../features/profile/account-info-screen').then((m) => m.AccountInfoScreen),
  ),
  questionnaire: lazyScreen(() =>
    import('../features/profile/questionnaire-screen').then((m) => m.QuestionnaireScreen),
  ),
  profile: lazyScreen(() => import('../features/profile/profile-screen').then((m) => m.ProfileScreen)),
  companyFile: lazyScreen(() =>
    import('../features/profile/company-file-screen').then((m) => m.CompanyFileScreen),
  ),
  changePassword: lazyScreen(() =>
    import('../features/registration/change-password-screen').then((m) => m.ChangePasswordScreen),
  ),
  forgotPassword: lazyScreen(() =>
    import('../features/registration/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  ),
  qrConfirm: lazyScreen(() => import('../features/session/qr-confirm-screen').then((m) => m.QrConfirmScreen)),
  findList: lazyScreen(() =>
    import('../features/catalog/find/find-list-screen').then((m) => m.FindListScreen),
  ),
  searchList: lazyScreen(() =>
    import('../features/catalog/search/search-list-screen').then((m) => m.SearchListScreen),
  ),
  exhibitorDetail: lazyScreen(() =>
    import('../features/catalog/detail/exhibitor-detail-screen').then((m) => m.ExhibitorDetailScreen),
  ),
  productDetail: lazyScreen(() =>
    import('../features/catalog/detail/product-detail-screen').then((m) => m.ProductDetailScreen),
  ),
  personDetail: lazyScreen(() =>
    import('../features/catalog/detail/person-detail-screen').then((m) => m.PersonDetailScreen),
  ),
  collection: lazyScreen(() =>
    import('../features/catalog/personal/collection-screen').then((m) => m.CollectionScreen),
  ),
  footprint: lazyScreen(() =>
    import('../features/catalog/personal/footprint-screen').then((m) => m.FootprintScreen),
  ),
  mail: lazyScreen(() => import('../features/catalog/personal/mail-screen').then((m) => m.MailScreen)),
} satisfies Record<ScreenName, LazyEntry>;

function elementFor(def: RouteDef) {
  const entry = def.screen ? screens[def.screen] : undefined;
  // Keyed by route: React Router keeps the element of the previous route when the next one has the same
  // component types (every route is RouteGuard > LazyScreen), and LazyScreen keeps the screen it loaded,
  // so without the key going from one loaded screen to another kept showing the first one.
  return (
    <RouteGuard key={def.path} meta={def.meta}>
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
