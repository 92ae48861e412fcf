import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n';
import { AppShell } from './app-shell';
import {
  DeferredNotAvailableScreen,
  DeferredNotFoundScreen,
  DeferredRouteErrorScreen,
} from './deferred-screens';
import { type LazyEntry, LazyScreen, lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';
import { notFoundMeta } from './route-meta';
import { type RouteDef, routeDefs, type ScreenName } from './route-table';

export { type RouteDef, routeDefs } from './route-table';

/** Other areas' components a screen shows, by prop name, each loaded like the screen itself. */
type SlotLoaders<P> = { [K in keyof P]-?: () => Promise<NonNullable<P[K]>> };

/**
 * A code-split screen whose i18n namespaces (those not bundled with the shell) are fetched together with
 * its code, so it renders with its texts at once. A namespace missing from the list still loads, through
 * LazyScreen's Suspense boundary, when the screen asks for it; screen-namespaces.test.ts keeps the lists
 * in step with the screens' sources.
 *
 * `slots` composes areas here instead of one feature importing another: e.g. the home (content) shows the
 * catalog's recommended products through its `recommendations` prop. They load in parallel with the
 * screen.
 */
function screen<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  needed: readonly string[],
  slots?: SlotLoaders<P>,
): LazyEntry & { namespaces: readonly string[] } {
  const slotEntries = Object.entries(slots ?? {}) as [string, () => Promise<unknown>][];
  const entry = lazyScreen(() =>
    Promise.all([
      loader(),
      Promise.all(slotEntries.map(([name, load]) => load().then((component) => [name, component] as const))),
      loadNamespaces(needed),
      // antd's locale and theme: the shell has no antd, each screen brings it with its code.
      import('./antd-scope'),
    ]).then(([Screen, loaded, , { AntdScope }]): ComponentType => {
      const props = Object.fromEntries(loaded) as P;
      return function ScopedScreen() {
        return (
          <AntdScope>
            <Screen {...props} />
          </AntdScope>
        );
      };
    }),
  );
  return Object.assign(entry, { namespaces: needed });
}

/** Screens built so far, code-split; every other route shows NotAvailableScreen until its area is built. */
const screens = {
  home: screen(
    () => import('../features/content/home-screen').then((m) => m.HomeScreen),
    ['content', 'shared', 'catalog', 'catalog-detail'],
    {
      recommendations: () =>
        import('../features/catalog/personal/recommended-products').then((m) => m.RecommendedProducts),
    },
  ),
  chat: screen(() => import('../features/chat/chat-screen').then((m) => m.ChatScreen), ['chat']),
  about: screen(
    () => import('../features/content/about-screen').then((m) => m.AboutScreen),
    ['content', 'content-pages'],
  ),
  disclaimer: screen(
    () => import('../features/content/disclaimer-screen').then((m) => m.DisclaimerScreen),
    ['content', 'content-pages'],
  ),
  qa: screen(
    () => import('../features/content/qa-screen').then((m) => m.QaScreen),
    ['content', 'content-pages'],
  ),
  agreement: screen(
    () => import('../features/content/agreement-screen').then((m) => m.AgreementScreen),
    ['content', 'content-pages'],
  ),
  versionLog: screen(
    () => import('../features/content/version-log-screen').then((m) => m.VersionLogScreen),
    ['content', 'shared'],
  ),
  newsList: screen(
    () => import('../features/content/news-list-screen').then((m) => m.NewsListScreen),
    ['content', 'shared'],
  ),
  newsDetail: screen(
    () => import('../features/content/news-detail-screen').then((m) => m.NewsDetailScreen),
    ['content', 'shared'],
  ),
  login: screen(
    () => import('../features/session/login-screen').then((m) => m.LoginScreen),
    ['session', 'shared'],
  ),
  registerEmail: screen(
    () => import('../features/registration/register-screen').then((m) => m.RegisterEmailScreen),
    ['registration', 'shared'],
  ),
  registerMobile: screen(
    () => import('../features/registration/register-screen').then((m) => m.RegisterMobileScreen),
    ['registration', 'shared'],
  ),
  registerPassword: screen(
    () => import('../features/registration/set-password-screen').then((m) => m.SetPasswordScreen),
    ['registration'],
  ),
  registerCompleted: screen(
    () => import('../features/registration/register-completed-screen').then((m) => m.RegisterCompletedScreen),
    ['registration', 'shared'],
  ),
  firstInfo: screen(
    () => import('../features/profile/first-info-screen').then((m) => m.FirstInfoScreen),
    ['profile', 'shared'],
  ),
  accountInfo: screen(
    () => import('../features/profile/account-info-screen').then((m) => m.AccountInfoScreen),
    ['profile', 'shared'],
  ),
  questionnaire: screen(
    () => import('../features/profile/questionnaire-screen').then((m) => m.QuestionnaireScreen),
    ['profile', 'shared'],
  ),
  profile: screen(
    () => import('../features/profile/profile-screen').then((m) => m.ProfileScreen),
    ['profile', 'shared'],
  ),
  companyFile: screen(
    () => import('../features/profile/company-file-screen').then((m) => m.CompanyFileScreen),
    ['profile', 'shared'],
  ),
  companyManagement: screen(
    () => import('../features/exhibitor/company-management-screen').then((m) => m.CompanyManagementScreen),
    ['exhibitor'],
  ),
  companyInfo: screen(
    () => import('../features/exhibitor/company-info-screen').then((m) => m.CompanyInfoScreen),
    ['exhibitor', 'shared'],
  ),
  exhibitList: screen(
    () => import('../features/exhibitor/exhibits/exhibit-list-screen').then((m) => m.ExhibitListScreen),
    ['exhibitor'],
  ),
  exhibitForm: screen(
    () => import('../features/exhibitor/exhibits/exhibit-form-screen').then((m) => m.ExhibitFormScreen),
    ['exhibitor', 'shared'],
  ),
  exhibitDetail: screen(
    () => import('../features/exhibitor/exhibits/exhibit-detail-screen').then((m) => m.ExhibitDetailScreen),
    ['exhibitor'],
  ),
  invitationCode: screen(
    () => import('../features/invitations/invitation-code-screen').then((m) => m.InvitationCodeScreen),
    ['invitations'],
  ),
  inviteSend: screen(
    () => import('../features/invitations/invite-send-screen').then((m) => m.InviteSendScreen),
    ['invitations'],
  ),
  inviteHistory: screen(
    () => import('../features/invitations/invite-history-screen').then((m) => m.InviteHistoryScreen),
    ['invitations'],
  ),
  invite: screen(
    () => import('../features/invitations/invite-screen').then((m) => m.InviteScreen),
    ['invitations'],
  ),
  liveList: screen(
    () => import('../features/live/live-list-screen').then((m) => m.LiveListScreen),
    ['live', 'shared'],
  ),
  liveDetail: screen(
    () => import('../features/live/live-detail-screen').then((m) => m.LiveDetailScreen),
    ['live', 'shared'],
  ),
  liveManage: screen(
    () => import('../features/live/live-manage-screen').then((m) => m.LiveManageScreen),
    ['live', 'shared'],
  ),
  potentialOrder: screen(
    () => import('../features/orders/potential-order-screen').then((m) => m.PotentialOrderScreen),
    ['orders'],
  ),
  employeeList: screen(
    () => import('../features/exhibitor/employees/employee-list-screen').then((m) => m.EmployeeListScreen),
    ['exhibitor'],
  ),
  employeeForm: screen(
    () => import('../features/exhibitor/employees/employee-form-screen').then((m) => m.EmployeeFormScreen),
    ['exhibitor', 'shared'],
  ),
  hotspotList: screen(
    () => import('../features/exhibitor/hotspots/hotspot-list-screen').then((m) => m.HotspotListScreen),
    ['exhibitor'],
  ),
  hotspotEditor: screen(
    () => import('../features/exhibitor/hotspots/hotspot-editor-screen').then((m) => m.HotspotEditorScreen),
    ['exhibitor', 'shared'],
  ),
  organizerHome: screen(
    () => import('../features/organizer/organizer-home-screen').then((m) => m.OrganizerHomeScreen),
    ['organizer'],
  ),
  organizerExhibitors: screen(
    () => import('../features/organizer/exhibitors-screen').then((m) => m.OrganizerExhibitorsScreen),
    ['organizer'],
  ),
  organizerStaff: screen(
    () => import('../features/organizer/staff-screen').then((m) => m.OrganizerStaffScreen),
    ['organizer'],
  ),
  organizerFair: screen(
    () => import('../features/organizer/fair-screen').then((m) => m.OrganizerFairScreen),
    ['organizer'],
  ),
  organizerAuditLog: screen(
    () => import('../features/organizer/audit-log-screen').then((m) => m.OrganizerAuditLogScreen),
    ['organizer'],
  ),
  organizerBanners: screen(
    () => import('../features/organizer/banners-screen').then((m) => m.OrganizerBannersScreen),
    ['organizer', 'shared'],
  ),
  organizerCarousel: screen(
    () => import('../features/organizer/carousel-screen').then((m) => m.OrganizerCarouselScreen),
    ['organizer', 'organizer-home', 'shared'],
  ),
  organizerAds: screen(
    () => import('../features/organizer/ads-screen').then((m) => m.OrganizerAdsScreen),
    ['organizer', 'organizer-home', 'shared'],
  ),
  organizerHotSamples: screen(
    () => import('../features/organizer/hot-samples-screen').then((m) => m.OrganizerHotSamplesScreen),
    ['organizer', 'organizer-home'],
  ),
  organizerNews: screen(
    () => import('../features/organizer/news-screen').then((m) => m.OrganizerNewsScreen),
    ['organizer', 'shared'],
  ),
  organizerPages: screen(
    () => import('../features/organizer/pages-screen').then((m) => m.OrganizerPagesScreen),
    ['organizer', 'organizer-pages', 'shared'],
  ),
  organizerVersions: screen(
    () => import('../features/organizer/versions-screen').then((m) => m.OrganizerVersionsScreen),
    ['organizer', 'organizer-pages'],
  ),
  vip: screen(() => import('../features/vip/vip-screen').then((m) => m.VipScreen), ['vip', 'shared']),
  organizerQuestionnaire: screen(
    () => import('../features/organizer/questionnaire-screen').then((m) => m.OrganizerQuestionnaireScreen),
    ['organizer'],
  ),
  organizerChat: screen(() => import('../features/chat/chat-screen').then((m) => m.ChatScreen), ['chat']),
  organizerBroadcast: screen(
    () => import('../features/organizer/broadcast-screen').then((m) => m.OrganizerBroadcastScreen),
    ['organizer'],
  ),
  organizerReviews: screen(
    () => import('../features/organizer/reviews-screen').then((m) => m.OrganizerReviewsScreen),
    // profile: the business natures' names a visitor picked from; the sourcing and live queues' texts
    ['organizer', 'profile', 'organizer-sourcing', 'sourcing', 'organizer-live'],
  ),
  organizerLiveTypes: screen(
    () => import('../features/organizer/live-types-screen').then((m) => m.OrganizerLiveTypesScreen),
    ['organizer', 'organizer-live'],
  ),
  organizerSourcing: screen(
    () => import('../features/organizer/sourcing-meetings-screen').then((m) => m.OrganizerSourcingScreen),
    ['organizer', 'organizer-sourcing'],
  ),
  procurementDocking: screen(
    () => import('../features/sourcing/procurement-docking-screen').then((m) => m.ProcurementDockingScreen),
    ['sourcing', 'shared'],
  ),
  purchaseMeeting: screen(
    () => import('../features/sourcing/purchase-meeting-screen').then((m) => m.PurchaseMeetingScreen),
    // profile: the business natures' names
    ['sourcing', 'shared', 'profile'],
  ),
  meetingList: screen(
    () => import('../features/sourcing/meeting-list-screen').then((m) => m.MeetingListScreen),
    ['sourcing', 'shared', 'profile'],
  ),
  changePassword: screen(
    () => import('../features/registration/change-password-screen').then((m) => m.ChangePasswordScreen),
    ['registration'],
  ),
  forgotPassword: screen(
    () => import('../features/registration/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
    ['registration', 'shared'],
  ),
  qrConfirm: screen(
    () => import('../features/session/qr-confirm-screen').then((m) => m.QrConfirmScreen),
    ['session'],
  ),
  findList: screen(
    () => import('../features/catalog/find/find-list-screen').then((m) => m.FindListScreen),
    ['catalog', 'profile'],
  ),
  searchList: screen(
    () => import('../features/catalog/search/search-list-screen').then((m) => m.SearchListScreen),
    ['catalog'],
  ),
  exhibitorDetail: screen(
    () => import('../features/catalog/detail/exhibitor-detail-screen').then((m) => m.ExhibitorDetailScreen),
    ['catalog-detail', 'catalog', 'shared'],
  ),
  productDetail: screen(
    () => import('../features/catalog/detail/product-detail-screen').then((m) => m.ProductDetailScreen),
    ['catalog-detail', 'catalog'],
  ),
  personDetail: screen(
    () => import('../features/catalog/detail/person-detail-screen').then((m) => m.PersonDetailScreen),
    ['catalog-detail', 'profile'],
  ),
  collection: screen(
    () => import('../features/catalog/personal/collection-screen').then((m) => m.CollectionScreen),
    ['catalog', 'catalog-detail', 'profile', 'shared'],
  ),
  footprint: screen(
    () => import('../features/catalog/personal/footprint-screen').then((m) => m.FootprintScreen),
    ['catalog', 'catalog-detail', 'profile', 'shared'],
  ),
  mail: screen(
    () => import('../features/catalog/personal/mail-screen').then((m) => m.MailScreen),
    ['catalog-detail', 'shared'],
  ),
} satisfies Record<ScreenName, LazyEntry & { namespaces: readonly string[] }>;

/** The namespaces each screen fetches with its code (checked against the sources by a test). */
export const screenNamespaces = (): Record<ScreenName, readonly string[]> =>
  Object.fromEntries(Object.entries(screens).map(([name, entry]) => [name, entry.namespaces])) as Record<
    ScreenName,
    readonly string[]
  >;

function elementFor(def: RouteDef) {
  const entry = def.screen ? screens[def.screen] : undefined;
  // Keyed by route: React Router keeps the element of the previous route when the next one has the same
  // component types (every route is RouteGuard > LazyScreen), and LazyScreen keeps the screen it loaded,
  // so without the key going from one loaded screen to another kept showing the first one.
  return (
    <RouteGuard key={def.path} meta={def.meta}>
      {entry ? <LazyScreen entry={entry} /> : <DeferredNotAvailableScreen titleKey={def.meta.titleKey} />}
    </RouteGuard>
  );
}

/** The data-router route objects: one root (layout shell) with every route of the table and the 404. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <DeferredRouteErrorScreen />,
      children: [
        ...routeDefs.map(
          (def): RouteObject =>
            def.path === '/'
              ? { index: true, element: elementFor(def), handle: { meta: def.meta } }
              : { path: def.path, element: elementFor(def), handle: { meta: def.meta } },
        ),
        { path: '*', element: <DeferredNotFoundScreen />, handle: { meta: notFoundMeta } },
      ],
    },
  ];
}

/** The route-table entry and screen of the route at `pathname` (under `basename`), if any. */
export function routeAt(pathname: string, basename: string) {
  const matches = matchRoutes(
    routeDefs.map((def) => ({ path: def.path, id: def.path })),
    pathname,
    basename || '/',
  );
  const match = matches?.at(-1);
  const def = routeDefs.find((d) => d.path === match?.route.id);
  if (!def || !match) return null;
  return { def, params: match.params, entry: def.screen ? screens[def.screen] : undefined };
}

/**
 * Loads the screen of the route at `pathname` (its code, slots and texts) and keeps it, so the next
 * render draws it at once. Resolves false when the route has no screen or its code could not be fetched.
 */
export async function loadScreenAt(pathname: string, basename: string): Promise<boolean> {
  const entry = routeAt(pathname, basename)?.entry;
  if (!entry) return false;
  if (entry.loaded) return true;
  try {
    entry.loaded ??= await entry.loader();
    return true;
  } catch {
    // LazyScreen retries with its timeout and error screen.
    return false;
  }
}

/**
 * Starts fetching the screen of the route at `pathname` right away, in parallel with the start-up calls
 * (config.json, user info), instead of after the first render. Never awaited: LazyScreen shows the
 * screen at once if it is there by then, and loads it itself otherwise.
 */
export function preloadScreenAt(pathname: string, basename: string): void {
  void loadScreenAt(pathname, basename);
}
