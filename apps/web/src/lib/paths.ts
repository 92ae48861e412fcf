/**
 * Every in-app path pattern of the route table (spec 000 §2, spec 001 §2, plus ours), by name. The route
 * table (app/route-table.ts) takes its paths from here, and every link, redirect and navigation builds
 * its path with `pathTo`, so a route renamed here is renamed everywhere and a missing parameter is a type
 * error. Paths are inside the base path: the router has BASE_PATH as its basename.
 */
export const routePaths = {
  home: '/',

  login: '/login',
  loginPerson: '/login/person',
  loginActor: '/login/actor',
  loginType: '/login/:type',
  forgotPassword: '/forgot-password',
  qrLogin: '/qr-login/:qrId',

  registerEmail: '/register/email/:step',
  registerMobile: '/register/mobile/:step',
  registerPassword: '/register/password/vis',
  registerCompleted: '/register/completed',
  accountInfo: '/register/account-info/1',
  questionnaire: '/register/questionnaire',
  firstInfoEmail: '/l-register/account-email-info/0',
  firstInfoMobile: '/l-register/account-mobile-info/0',

  findList: '/find/:type',
  findOpportunity: '/find-opportunity',
  opportunityManage: '/opportunity-manage/:type',
  searchList: '/search-list',
  purchaseMeeting: '/purchaseMeeting',
  meetingList: '/meetingList',
  procurementDocking: '/procurementDocking',
  onlineMeeting: '/onLineMeeting',
  onlineMeetingDetail: '/onLineMeeting/:id',

  about: '/aboutus',
  disclaimer: '/disclaimer',
  qa: '/qa',
  agreement: '/agreement',
  newsList: '/news',
  newsDetail: '/news/:id',
  versionLog: '/versionLog',

  profile: '/profile',
  companyFile: '/companyfile',
  vip: '/vip',
  voucher: '/voucher',
  preRegistrationGroup: '/preRegistration/group',
  preRegistration: '/preRegistration/index/:id?',

  companyManagement: '/company-management',
  myExhibitList: '/my-exhibit-list',
  myEmployeeList: '/my-employee-list',
  addEmployee: '/add-employee',
  employee: '/employee/:id',
  addExhibit: '/add-exhibit',
  exhibitEdit: '/exhibit/:id',
  exhibitDetail: '/exhibit-detail/:id',
  companyInfo: '/company-info',
  liveManage: '/liveManage',
  hotspot: '/hotspot',
  hotspotDetail: '/hotspot-detail/:step/:id?',
  inviteHistory: '/invitehistory',
  inviteSend: '/inviteSend',
  invitationCode: '/invitationCode',
  invite: '/invite',
  statistical: '/statistical',

  live: '/live',
  liveList: '/live/list',
  liveDetail: '/live/:id',
  map: '/map/:floor?',

  personDetail: '/find-person/detail/:id',
  productDetail: '/find-exhibit/detail/:id',
  exhibitorDetail: '/find-exhibitor/detail/:id',

  chat: '/chat',
  mail: '/mail',
  potentialOrder: '/potential-order',
  changePassword: '/personal/change-password',
  questionnaireChange: '/personal/questionnaire/change',
  footprintDefault: '/footprint',
  footprint: '/footprint/:type',
  collectionDefault: '/collection',
  collection: '/collection/:type',
  report: '/report/:type',

  organizer: '/organizer',
  organizerExhibitors: '/organizer/exhibitors',
  organizerStaff: '/organizer/staff',
  organizerAuditLog: '/organizer/audit-log',
  organizerChat: '/organizer/chat',
  organizerFair: '/organizer/fair',
  organizerBanners: '/organizer/content/banners',
  organizerCarousel: '/organizer/content/carousel',
  organizerAds: '/organizer/content/ads',
  organizerHotSamples: '/organizer/content/hot-samples',
  organizerNews: '/organizer/content/news',
  organizerPages: '/organizer/content/pages',
  organizerVersions: '/organizer/content/versions',
  organizerReviews: '/organizer/reviews',
  organizerSourcing: '/organizer/sourcing',
  organizerLiveTypes: '/organizer/live/activity-types',
  organizerQuestionnaire: '/organizer/questionnaire',
  organizerBroadcast: '/organizer/content/notices',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePattern = (typeof routePaths)[RouteName];

type ParamValue = string | number;
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParam<S extends string> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalParam<S extends string> = S extends `:${infer N}?` ? N : never;

/** The parameters of a pattern: `/hotspot-detail/:step/:id?` → `{ step: ParamValue; id?: ParamValue }`. */
export type PathParams<P extends string> = { [K in RequiredParam<Segments<P>>]: ParamValue } & {
  [K in OptionalParam<Segments<P>>]?: ParamValue;
};

/** Query string values; `undefined` and `null` leave the key out. */
export type PathQuery = Record<string, string | number | boolean | null | undefined>;

type ParamsOf<N extends RouteName> = PathParams<(typeof routePaths)[N]>;
type PathArgs<N extends RouteName> =
  RequiredParam<Segments<(typeof routePaths)[N]>> extends never
    ? [params?: ParamsOf<N>, query?: PathQuery]
    : [params: ParamsOf<N>, query?: PathQuery];

function queryString(query: PathQuery | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The path of a named route: parameters are filled in (URI-encoded), an optional parameter without a
 * value drops its segment, and `query` is appended.
 *
 * pathTo('productDetail', { id: 'p 1' }) → '/find-exhibit/detail/p%201'
 * pathTo('findList', { type: 'product' }, { exhibitorId: 'e1' }) → '/find/product?exhibitorId=e1'
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: PathArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const segments = routePaths[name].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`pathTo('${name}'): missing parameter "${key}"`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';
  return `${path}${queryString(query)}`;
}
