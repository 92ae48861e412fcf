import type { SessionSubjectType } from '@openfair/contract';
import { generatePath } from 'react-router';
import type { RouteMeta } from './route-meta';

/**
 * The route table as data (no React): the guard tests walk it, routes.tsx turns it into router objects.
 */

const V: SessionSubjectType = 'VISITOR';
const A: SessionSubjectType = 'ACTOR';
const ANON: SessionSubjectType = '';

/** Screens built so far (code-split in routes.tsx). */
export type ScreenName =
  | 'home'
  | 'about'
  | 'disclaimer'
  | 'qa'
  | 'agreement'
  | 'versionLog'
  | 'newsList'
  | 'newsDetail'
  | 'login'
  | 'registerEmail'
  | 'registerMobile'
  | 'registerPassword'
  | 'registerCompleted'
  | 'firstInfo'
  | 'accountInfo'
  | 'questionnaire'
  | 'profile'
  | 'companyFile'
  | 'changePassword'
  | 'forgotPassword'
  | 'qrConfirm'
  | 'findList'
  | 'searchList'
  | 'exhibitorDetail'
  | 'productDetail'
  | 'personDetail'
  | 'collection'
  | 'footprint'
  | 'mail';

export type RouteDef = {
  path: string;
  meta: RouteMeta;
  /** A screen of this issue; undefined → the shared "not available yet" screen. */
  screen?: ScreenName;
};

// Shorthands for the metadata groups of spec 000 §6.
const pub = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  headerMode: 3,
  whitelist: true,
  titleKey,
  ...extra,
});
const work = (
  titleKey: string,
  roles: SessionSubjectType[] | undefined,
  extra: Partial<RouteMeta> = {},
): RouteMeta => ({
  headerMode: 1,
  requiresLogin: true,
  roles,
  titleKey,
  ...extra,
});
/** Visitor work routes need a non-empty name (spec 000 §6). */
const visitorWork = (
  titleKey: string,
  roles: SessionSubjectType[] | undefined,
  extra: Partial<RouteMeta> = {},
) => work(titleKey, roles, { requiresName: true, ...extra });
const loginMeta = (extra: Partial<RouteMeta> = {}): RouteMeta =>
  pub('common:routes.login', { roles: [ANON], loginPath: true, setIdentity: true, ...extra });
const registerFirst = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta =>
  pub(titleKey, { roles: [V, ANON], registrationStage: 'firstInfo', ...extra });
const registerLater = (titleKey: string, registrationStage: RouteMeta['registrationStage']): RouteMeta => ({
  headerMode: 3,
  requiresLogin: true,
  roles: [V],
  titleKey,
  registrationStage,
});

/** The whole route table of spec 000 §2 and spec 001 §2, plus /organizer (ours). */
export const routeDefs: RouteDef[] = [
  { path: '/', meta: pub('common:routes.home', { headerMode: 2 }), screen: 'home' },

  // Login: default target /login/person; /login renders the visitor login.
  { path: '/login', meta: loginMeta(), screen: 'login' },
  { path: '/login/person', meta: loginMeta(), screen: 'login' },
  { path: '/login/actor', meta: loginMeta(), screen: 'login' },
  { path: '/login/:type', meta: loginMeta({ typeRoles: { vis: [ANON] } }), screen: 'login' },

  // Password recovery and QR login (ours, issue 3).
  {
    path: '/forgot-password',
    meta: pub('registration:routes.forgotPassword', { roles: [ANON] }),
    screen: 'forgotPassword',
  },
  {
    path: '/qr-login/:qrId',
    meta: work('session:routes.qrLogin', undefined, { headerMode: 3 }),
    screen: 'qrConfirm',
  },

  // Registration. First steps are public; later steps need the created account.
  {
    path: '/register/email/:step',
    meta: registerFirst('common:routes.registerEmail'),
    screen: 'registerEmail',
  },
  {
    path: '/register/mobile/:step',
    meta: registerFirst('common:routes.registerMobile'),
    screen: 'registerMobile',
  },
  {
    // Not gated by the registration step: a visitor without a password can be in any step (a code
    // login after a full registration included) and is sent here after login (issue 3 item 3).
    path: '/register/password/vis',
    meta: registerFirst('common:routes.registerPassword', {
      setIdentity: true,
      registrationStage: undefined,
    }),
    screen: 'registerPassword',
  },
  {
    path: '/register/completed',
    meta: registerLater('common:routes.registerCompleted', 'completed'),
    screen: 'registerCompleted',
  },
  {
    path: '/register/account-info/1',
    meta: registerLater('common:routes.accountInfo', 'accountInfo'),
    screen: 'accountInfo',
  },
  {
    path: '/register/questionnaire',
    meta: registerLater('common:routes.questionnaire', 'questionnaire'),
    screen: 'questionnaire',
  },
  {
    path: '/l-register/account-email-info/0',
    meta: registerLater('common:routes.lAccountInfo', 'firstInfo'),
    screen: 'firstInfo',
  },
  {
    path: '/l-register/account-mobile-info/0',
    meta: registerLater('common:routes.lAccountInfo', 'firstInfo'),
    screen: 'firstInfo',
  },

  // Finding and browsing.
  {
    path: '/find/:type',
    meta: pub('common:routes.findList', {
      typeRoles: { actor: [V, ANON], product: [V, ANON], person: [A, ANON] },
    }),
    screen: 'findList',
  },
  {
    path: '/find-opportunity',
    meta: visitorWork('common:routes.findOpportunity', undefined, { headerMode: 3 }),
  },
  {
    path: '/opportunity-manage/:type',
    meta: visitorWork('common:routes.opportunityManage', [V, A], {
      typeRoles: { list: [V, A], publish: [V, A] },
    }),
  },
  { path: '/search-list', meta: pub('common:routes.searchList'), screen: 'searchList' },
  { path: '/purchaseMeeting', meta: pub('common:routes.purchaseMeeting', { roles: [V, ANON] }) },
  { path: '/meetingList', meta: pub('common:routes.meetingList', { roles: [A, ANON] }) },
  { path: '/procurementDocking', meta: pub('common:routes.procurementDocking', { roles: [V, A, ANON] }) },
  { path: '/onLineMeeting', meta: pub('common:routes.onlineMeeting') },
  { path: '/onLineMeeting/:id', meta: pub('common:routes.onlineMeeting', { parentPath: '/onLineMeeting' }) },

  // Information pages.
  { path: '/aboutus', meta: pub('common:routes.about'), screen: 'about' },
  { path: '/disclaimer', meta: pub('common:routes.disclaimer'), screen: 'disclaimer' },
  { path: '/qa', meta: pub('common:routes.qa'), screen: 'qa' },
  { path: '/agreement', meta: pub('common:routes.agreement'), screen: 'agreement' },
  { path: '/news', meta: pub('common:routes.news'), screen: 'newsList' },
  { path: '/news/:id', meta: pub('common:routes.newsDetail', { parentPath: '/news' }), screen: 'newsDetail' },
  { path: '/versionLog', meta: pub('common:routes.versionLog'), screen: 'versionLog' },

  // Visitor work area.
  { path: '/profile', meta: visitorWork('common:routes.profile', [V]), screen: 'profile' },
  { path: '/companyfile', meta: visitorWork('common:routes.companyFile', [V]), screen: 'companyFile' },
  { path: '/vip', meta: visitorWork('common:routes.vip', [V], { vip: true }) },
  { path: '/voucher', meta: visitorWork('common:routes.voucher', [V]) },
  {
    path: '/preRegistration/group',
    meta: visitorWork('common:routes.preRegistrationGroup', [V], { parentPath: '/voucher' }),
  },
  {
    path: '/preRegistration/index/:id?',
    meta: visitorWork('common:routes.preRegistration', [V], { parentPath: '/voucher' }),
  },

  // Exhibitor back office.
  { path: '/company-management', meta: work('common:routes.companyManagement', [A], { adminOnly: true }) },
  { path: '/my-exhibit-list', meta: work('common:routes.myExhibitList', [A]) },
  { path: '/my-employee-list', meta: work('common:routes.myEmployeeList', [A], { adminOnly: true }) },
  {
    path: '/add-employee',
    meta: work('common:routes.addEmployee', [A], { adminOnly: true, parentPath: '/my-employee-list' }),
  },
  {
    path: '/employee/:id',
    meta: work('common:routes.employee', [A], { adminOnly: true, parentPath: '/my-employee-list' }),
  },
  { path: '/add-exhibit', meta: work('common:routes.addExhibit', [A], { parentPath: '/my-exhibit-list' }) },
  { path: '/exhibit/:id', meta: work('common:routes.exhibitEdit', [A], { parentPath: '/my-exhibit-list' }) },
  {
    path: '/exhibit-detail/:id',
    meta: work('common:routes.exhibitDetail', [A], { parentPath: '/my-exhibit-list' }),
  },
  {
    path: '/company-info',
    meta: work('common:routes.companyInfo', [A], { parentPath: '/company-management' }),
  },
  { path: '/liveManage', meta: work('common:routes.liveManage', [A]) },
  { path: '/hotspot', meta: work('common:routes.hotspot', [A]) },
  {
    path: '/hotspot-detail/:step/:id?',
    meta: work('common:routes.hotspotDetail', [A], { parentPath: '/hotspot' }),
  },
  { path: '/invitehistory', meta: work('common:routes.inviteHistory', [A]) },
  { path: '/inviteSend', meta: work('common:routes.inviteSend', [A]) },
  { path: '/invitationCode', meta: work('common:routes.invitationCode', [A]) },
  { path: '/invite', meta: visitorWork('common:routes.invite', [A, V]) },
  { path: '/statistical', meta: work('common:routes.statistical', [A]) },

  // Live and map.
  { path: '/live', meta: pub('common:routes.live') },
  { path: '/live/list', meta: pub('common:routes.live') },
  { path: '/live/:id', meta: pub('common:routes.liveDetail', { parentPath: '/live' }) },
  { path: '/map/:floor?', meta: pub('common:routes.map') },

  // Details.
  {
    path: '/find-person/detail/:id',
    meta: visitorWork('common:routes.personDetail', undefined, { headerMode: 3, parentPath: '/find/person' }),
    screen: 'personDetail',
  },
  {
    path: '/find-exhibit/detail/:id',
    meta: pub('common:routes.exhibitPublicDetail', { parentPath: '/find/product' }),
    screen: 'productDetail',
  },
  {
    path: '/find-exhibitor/detail/:id',
    meta: pub('common:routes.exhibitorDetail', { parentPath: '/find/actor' }),
    screen: 'exhibitorDetail',
  },

  // Messages, orders, personal.
  { path: '/chat', meta: visitorWork('common:routes.chat', [V, A]) },
  { path: '/mail', meta: visitorWork('common:routes.mail', [V, A]), screen: 'mail' },
  {
    path: '/potential-order',
    meta: visitorWork('common:routes.potentialOrder', [A, V], { visitorNeedsFullMode: true }),
  },
  {
    path: '/personal/change-password',
    meta: work('common:routes.changePassword', undefined),
    screen: 'changePassword',
  },
  {
    path: '/personal/questionnaire/change',
    meta: visitorWork('common:routes.questionnaireChange', [V]),
    screen: 'questionnaire',
  },

  // History, favourites and reports; without a type they open the role's default (spec 000 §2).
  {
    path: '/footprint',
    meta: visitorWork('common:routes.footprint', [V, A], {
      defaultTypeByRole: { VISITOR: 'exhibitor', ACTOR: 'person' },
    }),
  },
  {
    path: '/footprint/:type',
    meta: visitorWork('common:routes.footprint', [V, A], {
      typeRoles: { person: [A], exhibitor: [V], product: [V] },
    }),
    screen: 'footprint',
  },
  {
    path: '/collection',
    meta: visitorWork('common:routes.collection', [V, A], {
      defaultTypeByRole: { VISITOR: 'exhibitor', ACTOR: 'audience' },
    }),
  },
  {
    path: '/collection/:type',
    meta: visitorWork('common:routes.collection', [V, A], {
      typeRoles: { audience: [A], exhibitor: [V], product: [V] },
    }),
    screen: 'collection',
  },
  {
    path: '/report/:type',
    meta: visitorWork('common:routes.report', [V, A], { typeRoles: { actorIndex: [A], personReport: [V] } }),
  },

  // Ours: the organizer's landing page (the organizer back office is a later issue).
  { path: '/organizer', meta: work('common:routes.organizer', ['ORGANIZER']) },
];

/** Named routes of spec 000 §2. */
export const namedRoutes = {
  registerEmail: '/register/email/:step',
  registerMobile: '/register/mobile/:step',
  registerPassWord: '/register/password/vis',
  registerCompleted: '/register/completed',
  lAccountInfoEmail: '/l-register/account-email-info/0',
  lAccountInfoMobile: '/l-register/account-mobile-info/0',
  'account-info': '/register/account-info/1',
  questionnaire: '/register/questionnaire',
  liveDetail: '/live/:id',
  findList: '/find/:type',
  Home: '/',
} as const;
export type RouteName = keyof typeof namedRoutes;

/** Builds the path of a named route, e.g. pathTo('findList', { type: 'actor' }) → '/find/actor'. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return generatePath(namedRoutes[name], stringParams as never);
}
