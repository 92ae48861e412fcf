import type { SessionSubjectType } from '@openfair/contract';
import { pathTo, type RouteName, routePaths } from '../lib/paths';
import type { RouteMeta } from './route-meta';

/**
 * The route table as data (no React): the guard tests walk it, routes.tsx turns it into router objects.
 */

const V: SessionSubjectType = 'VISITOR';
const A: SessionSubjectType = 'ACTOR';
const ANON: SessionSubjectType = '';
const O: SessionSubjectType = 'ORGANIZER';

/** Screens built so far (code-split in routes.tsx). */
export type ScreenName =
  | 'home'
  | 'about'
  | 'disclaimer'
  | 'qa'
  | 'agreement'
  | 'versionLog'
  | 'chat'
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
  | 'companyManagement'
  | 'companyInfo'
  | 'exhibitList'
  | 'exhibitForm'
  | 'exhibitDetail'
  | 'employeeList'
  | 'employeeForm'
  | 'hotspotList'
  | 'hotspotEditor'
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
  | 'mail'
  | 'organizerHome'
  | 'organizerExhibitors'
  | 'organizerStaff'
  | 'organizerAuditLog'
  | 'organizerChat'
  | 'organizerFair'
  | 'organizerBanners'
  | 'organizerCarousel'
  | 'organizerAds'
  | 'organizerHotSamples'
  | 'organizerNews'
  | 'organizerPages'
  | 'organizerVersions'
  | 'organizerReviews'
  | 'organizerSourcing'
  | 'organizerLiveTypes'
  | 'procurementDocking'
  | 'purchaseMeeting'
  | 'meetingList'
  | 'organizerQuestionnaire'
  | 'organizerBroadcast'
  | 'vip'
  | 'potentialOrder'
  | 'invitationCode'
  | 'inviteSend'
  | 'inviteHistory'
  | 'invite'
  | 'liveList'
  | 'liveDetail'
  | 'liveManage';

export type RouteDef = {
  path: string;
  meta: RouteMeta;
  /** The route's screen; undefined → the shared "not available yet" screen. */
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
const routes: Record<RouteName, Omit<RouteDef, 'path'>> = {
  home: { meta: pub('common:routes.home', { headerMode: 2 }), screen: 'home' },

  // Login: default target /login/person; /login renders the visitor login.
  login: { meta: loginMeta(), screen: 'login' },
  loginPerson: { meta: loginMeta(), screen: 'login' },
  loginActor: { meta: loginMeta(), screen: 'login' },
  loginType: { meta: loginMeta({ typeRoles: { vis: [ANON] } }), screen: 'login' },

  // Password recovery and QR login (ours).
  forgotPassword: {
    meta: pub('registration:routes.forgotPassword', { roles: [ANON] }),
    screen: 'forgotPassword',
  },
  qrLogin: {
    meta: work('session:routes.qrLogin', undefined, { headerMode: 3 }),
    screen: 'qrConfirm',
  },

  // Registration. First steps are public; later steps need the created account.
  registerEmail: {
    meta: registerFirst('common:routes.registerEmail'),
    screen: 'registerEmail',
  },
  registerMobile: {
    meta: registerFirst('common:routes.registerMobile'),
    screen: 'registerMobile',
  },
  registerPassword: {
    // Not gated by the registration step: a visitor without a password can be in any step (a code
    // login after a full registration included) and is sent here after login.
    meta: registerFirst('common:routes.registerPassword', {
      setIdentity: true,
      registrationStage: undefined,
    }),
    screen: 'registerPassword',
  },
  registerCompleted: {
    meta: registerLater('common:routes.registerCompleted', 'completed'),
    screen: 'registerCompleted',
  },
  accountInfo: {
    meta: registerLater('common:routes.accountInfo', 'accountInfo'),
    screen: 'accountInfo',
  },
  questionnaire: {
    meta: registerLater('common:routes.questionnaire', 'questionnaire'),
    screen: 'questionnaire',
  },
  firstInfoEmail: {
    meta: registerLater('common:routes.lAccountInfo', 'firstInfo'),
    screen: 'firstInfo',
  },
  firstInfoMobile: {
    meta: registerLater('common:routes.lAccountInfo', 'firstInfo'),
    screen: 'firstInfo',
  },

  // Finding and browsing.
  findList: {
    meta: pub('common:routes.findList', {
      // Organizers (ours) browse exhibitors and products read-only, as a visitor sees them.
      typeRoles: { actor: [V, ANON, O], product: [V, ANON, O], person: [A, ANON] },
      typeTitleKeys: {
        actor: 'common:routes.findActor',
        product: 'common:routes.findProduct',
        person: 'common:routes.findPerson',
      },
    }),
    screen: 'findList',
  },
  findOpportunity: {
    meta: visitorWork('common:routes.findOpportunity', undefined, { headerMode: 3 }),
  },
  opportunityManage: {
    meta: visitorWork('common:routes.opportunityManage', [V, A], {
      typeRoles: { list: [V, A], publish: [V, A] },
    }),
  },
  searchList: { meta: pub('common:routes.searchList'), screen: 'searchList' },
  purchaseMeeting: {
    meta: pub('common:routes.purchaseMeeting', { roles: [V, ANON] }),
    screen: 'purchaseMeeting',
  },
  meetingList: { meta: pub('common:routes.meetingList', { roles: [A, ANON] }), screen: 'meetingList' },
  procurementDocking: {
    meta: pub('common:routes.procurementDocking', { roles: [V, A, ANON] }),
    screen: 'procurementDocking',
  },
  onlineMeeting: { meta: pub('common:routes.onlineMeeting') },
  onlineMeetingDetail: {
    meta: pub('common:routes.onlineMeeting', { parentPath: pathTo('onlineMeeting') }),
  },

  // Information pages.
  about: { meta: pub('common:routes.about'), screen: 'about' },
  disclaimer: { meta: pub('common:routes.disclaimer'), screen: 'disclaimer' },
  qa: { meta: pub('common:routes.qa'), screen: 'qa' },
  agreement: { meta: pub('common:routes.agreement'), screen: 'agreement' },
  newsList: { meta: pub('common:routes.news'), screen: 'newsList' },
  newsDetail: {
    meta: pub('common:routes.newsDetail', { parentPath: pathTo('newsList') }),
    screen: 'newsDetail',
  },
  versionLog: { meta: pub('common:routes.versionLog'), screen: 'versionLog' },

  // Visitor work area.
  profile: { meta: visitorWork('common:routes.profile', [V]), screen: 'profile' },
  companyFile: {
    meta: visitorWork('common:routes.companyFile', [V]),
    screen: 'companyFile',
  },
  vip: { meta: visitorWork('common:routes.vip', [V], { vip: true }), screen: 'vip' },
  voucher: { meta: visitorWork('common:routes.voucher', [V]) },
  preRegistrationGroup: {
    meta: visitorWork('common:routes.preRegistrationGroup', [V], { parentPath: pathTo('voucher') }),
  },
  preRegistration: {
    meta: visitorWork('common:routes.preRegistration', [V], { parentPath: pathTo('voucher') }),
  },

  // Exhibitor back office.
  companyManagement: {
    meta: work('common:routes.companyManagement', [A], { adminOnly: true }),
    screen: 'companyManagement',
  },
  myExhibitList: { meta: work('common:routes.myExhibitList', [A]), screen: 'exhibitList' },
  myEmployeeList: {
    meta: work('common:routes.myEmployeeList', [A], { adminOnly: true }),
    screen: 'employeeList',
  },
  addEmployee: {
    meta: work('common:routes.addEmployee', [A], { adminOnly: true, parentPath: pathTo('myEmployeeList') }),
    screen: 'employeeForm',
  },
  employee: {
    meta: work('common:routes.employee', [A], { adminOnly: true, parentPath: pathTo('myEmployeeList') }),
    screen: 'employeeForm',
  },
  addExhibit: {
    meta: work('common:routes.addExhibit', [A], { parentPath: pathTo('myExhibitList') }),
    screen: 'exhibitForm',
  },
  exhibitEdit: {
    meta: work('common:routes.exhibitEdit', [A], { parentPath: pathTo('myExhibitList') }),
    screen: 'exhibitForm',
  },
  exhibitDetail: {
    meta: work('common:routes.exhibitDetail', [A], { parentPath: pathTo('myExhibitList') }),
    screen: 'exhibitDetail',
  },
  companyInfo: {
    // Every employee may read the profile; saving it is the administrators' (the screen and the server).
    meta: work('common:routes.companyInfo', [A], { parentPath: pathTo('companyManagement') }),
    screen: 'companyInfo',
  },
  liveManage: { meta: work('common:routes.liveManage', [A]), screen: 'liveManage' },
  hotspot: { meta: work('common:routes.hotspot', [A]), screen: 'hotspotList' },
  hotspotDetail: {
    meta: work('common:routes.hotspotDetail', [A], { parentPath: pathTo('hotspot') }),
    screen: 'hotspotEditor',
  },
  inviteHistory: { meta: work('common:routes.inviteHistory', [A]), screen: 'inviteHistory' },
  inviteSend: { meta: work('common:routes.inviteSend', [A]), screen: 'inviteSend' },
  invitationCode: { meta: work('common:routes.invitationCode', [A]), screen: 'invitationCode' },
  invite: { meta: visitorWork('common:routes.invite', [A, V]), screen: 'invite' },
  statistical: { meta: work('common:routes.statistical', [A]) },

  // Live and map.
  live: { meta: pub('common:routes.live'), screen: 'liveList' },
  liveList: { meta: pub('common:routes.live'), screen: 'liveList' },
  liveDetail: { meta: pub('common:routes.liveDetail', { parentPath: pathTo('live') }), screen: 'liveDetail' },
  map: { meta: pub('common:routes.map') },

  // Details.
  personDetail: {
    meta: visitorWork('common:routes.personDetail', undefined, {
      headerMode: 3,
      parentPath: pathTo('findList', { type: 'person' }),
    }),
    screen: 'personDetail',
  },
  productDetail: {
    meta: pub('common:routes.exhibitPublicDetail', { parentPath: pathTo('findList', { type: 'product' }) }),
    screen: 'productDetail',
  },
  exhibitorDetail: {
    meta: pub('common:routes.exhibitorDetail', { parentPath: pathTo('findList', { type: 'actor' }) }),
    screen: 'exhibitorDetail',
  },

  // Messages, orders, personal.
  chat: { meta: visitorWork('common:routes.chat', [V, A]), screen: 'chat' },
  mail: { meta: visitorWork('common:routes.mail', [V, A]), screen: 'mail' },
  potentialOrder: {
    meta: visitorWork('common:routes.potentialOrder', [A, V], { visitorNeedsFullMode: true }),
    screen: 'potentialOrder',
  },
  changePassword: {
    meta: work('common:routes.changePassword', undefined),
    screen: 'changePassword',
  },
  questionnaireChange: {
    meta: visitorWork('common:routes.questionnaireChange', [V]),
    screen: 'questionnaire',
  },

  // History, favourites and reports; without a type they open the role's default (spec 000 §2).
  footprintDefault: {
    meta: visitorWork('common:routes.footprint', [V, A], {
      defaultTypeByRole: { VISITOR: 'exhibitor', ACTOR: 'person' },
    }),
  },
  footprint: {
    meta: visitorWork('common:routes.footprint', [V, A], {
      typeRoles: { person: [A], exhibitor: [V], product: [V] },
    }),
    screen: 'footprint',
  },
  collectionDefault: {
    meta: visitorWork('common:routes.collection', [V, A], {
      defaultTypeByRole: { VISITOR: 'exhibitor', ACTOR: 'audience' },
    }),
  },
  collection: {
    meta: visitorWork('common:routes.collection', [V, A], {
      typeRoles: { audience: [A], exhibitor: [V], product: [V] },
    }),
    screen: 'collection',
  },
  report: {
    meta: visitorWork('common:routes.report', [V, A], { typeRoles: { actorIndex: [A], personReport: [V] } }),
  },

  // Ours: the organizer console. What each screen shows depends on the organizer's role (the server
  // checks it on every call; the screens say when the role does not allow theirs).
  organizer: { meta: work('common:routes.organizer', ['ORGANIZER']), screen: 'organizerHome' },
  organizerExhibitors: {
    meta: work('common:routes.organizerExhibitors', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerExhibitors',
  },
  organizerStaff: {
    meta: work('common:routes.organizerStaff', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerStaff',
  },
  organizerAuditLog: {
    meta: work('common:routes.organizerAuditLog', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerAuditLog',
  },
  // Customer service answers buyers and exhibitors here (the role that serves chat; owners too).
  organizerChat: {
    meta: work('common:routes.organizerChat', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerChat',
  },
  organizerFair: {
    meta: work('common:routes.organizerFair', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerFair',
  },
  organizerBanners: {
    meta: work('common:routes.organizerBanners', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerBanners',
  },
  organizerCarousel: {
    meta: work('common:routes.organizerCarousel', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerCarousel',
  },
  organizerAds: {
    meta: work('common:routes.organizerAds', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerAds',
  },
  organizerHotSamples: {
    meta: work('common:routes.organizerHotSamples', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerHotSamples',
  },
  organizerNews: {
    meta: work('common:routes.organizerNews', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerNews',
  },
  organizerPages: {
    meta: work('common:routes.organizerPages', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerPages',
  },
  organizerVersions: {
    meta: work('common:routes.organizerVersions', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerVersions',
  },
  organizerReviews: {
    meta: work('common:routes.organizerReviews', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerReviews',
  },
  organizerSourcing: {
    meta: work('common:routes.organizerSourcing', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerSourcing',
  },
  organizerLiveTypes: {
    meta: work('common:routes.organizerLiveTypes', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerLiveTypes',
  },
  organizerQuestionnaire: {
    meta: work('common:routes.organizerQuestionnaire', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerQuestionnaire',
  },
  organizerBroadcast: {
    meta: work('common:routes.organizerBroadcast', ['ORGANIZER'], { parentPath: '/organizer' }),
    screen: 'organizerBroadcast',
  },
};

/** The route table in routes.ts order, each route with its path pattern from lib/paths.ts. */
export const routeDefs: RouteDef[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  path: routePaths[name],
  ...routes[name],
}));
