import {
  type ConfigSwitch,
  mayOrganizer,
  type OrganizerPermission,
  type OrganizerRole,
  type RuntimeConfig,
  type SessionSubjectType,
} from '@openfair/contract';
import { pathTo } from '../../lib/paths';
import { exhibitorWorkbenchPath } from '../../lib/session-paths';

/**
 * Menu building of spec 000 §2 (layout) and §6 (roles and permissions), kept pure so that every
 * role × admin × switch combination is checked by a table-driven test. Components only translate
 * `labelKey` (namespace 'layout') and map `icon` to an icon component.
 */

export type MenuIcon =
  | 'home'
  | 'exhibitors'
  | 'products'
  | 'visitors'
  | 'circle'
  | 'meeting'
  | 'about'
  | 'handbook'
  | 'company'
  | 'exhibits'
  | 'employees'
  | 'profile'
  | 'notification'
  | 'service'
  | 'invitation'
  | 'order'
  | 'docking'
  | 'records'
  | 'live'
  | 'hotspot'
  | 'statistics'
  | 'organizer';

export type MenuEntry = {
  /** unique within its menu; also the antd Menu key */
  key: string;
  /** i18n key in the 'layout' namespace */
  labelKey: string;
  /** in-app path (leaves only) */
  path?: string;
  /** external link opened in a new tab (leaves only) */
  href?: string;
  icon?: MenuIcon;
  /** shows the unread-notice dot (message management and its submenu) */
  unreadDot?: boolean;
  children?: MenuEntry[];
};

/** What the menus need to know about the session; built from the session store by `menuSessionOf`. */
export type MenuSession = {
  loggedIn: boolean;
  /** '' is anonymous: treated as a visitor for menus (spec 000 §1) */
  subjectType: SessionSubjectType;
  /** exhibitor employee administrator flag */
  admin: boolean;
  /** an organizer's role: the console's entries are those it allows */
  organizerRole?: OrganizerRole;
};

export type MenuSwitches = Pick<
  ConfigSwitch,
  'secondInfo' | 'hideElement' | 'dockingMeeting' | 'registrationOnly'
>;

export type BuildMenusInput = {
  session: MenuSession;
  /** null until the switch is fetched after login: every switch then counts as off */
  configSwitch: Partial<MenuSwitches> | null | undefined;
  runtimeConfig: Pick<RuntimeConfig, 'handbook'> | null | undefined;
};

export type Menus = {
  top: MenuEntry[];
  side: MenuEntry[];
  /** landing page of the logged-in user's work area; null when anonymous */
  workbenchPath: string | null;
  /** the search box is hidden for exhibitors (spec 000 §6) */
  showSearch: boolean;
  /** advertisements are hidden for exhibitors (spec 000 §6) */
  showAds: boolean;
};

export function buildMenus({ session, configSwitch, runtimeConfig }: BuildMenusInput): Menus {
  const sw: MenuSwitches = {
    secondInfo: configSwitch?.secondInfo === true,
    hideElement: configSwitch?.hideElement === true,
    dockingMeeting: configSwitch?.dockingMeeting === true,
    registrationOnly: configSwitch?.registrationOnly === true,
  };
  const isActor = session.subjectType === 'ACTOR';
  return {
    top: buildTopMenu(session, runtimeConfig),
    side: session.loggedIn ? buildSideMenu(session, sw) : [],
    workbenchPath: workbenchPathOf(session),
    showSearch: !isActor,
    showAds: !isActor,
  };
}

export function workbenchPathOf(session: MenuSession): string | null {
  if (!session.loggedIn) return null;
  switch (session.subjectType) {
    case 'ACTOR':
      return exhibitorWorkbenchPath(session.admin);
    case 'VISITOR':
      return pathTo('profile');
    case 'ORGANIZER':
      return pathTo('organizer');
    default:
      return null;
  }
}

function buildTopMenu(session: MenuSession, runtimeConfig: BuildMenusInput['runtimeConfig']): MenuEntry[] {
  const role = session.subjectType;
  const isActor = role === 'ACTOR';
  // Anonymous counts as a visitor for menus; organizers browse exhibitors and products like visitors do
  // (read-only: they favourite nothing).
  const browsesAsVisitor = role === '' || role === 'VISITOR';
  const top: MenuEntry[] = [{ key: 'home', labelKey: 'menu.home', path: pathTo('home'), icon: 'home' }];
  if (browsesAsVisitor || role === 'ORGANIZER') {
    top.push(
      {
        key: 'findActor',
        labelKey: 'menu.exhibitors',
        path: pathTo('findList', { type: 'actor' }),
        icon: 'exhibitors',
      },
      {
        key: 'findProduct',
        labelKey: 'menu.products',
        path: pathTo('findList', { type: 'product' }),
        icon: 'products',
      },
    );
  }
  if (isActor) {
    top.push({
      key: 'findPerson',
      labelKey: 'menu.visitors',
      path: pathTo('findList', { type: 'person' }),
      icon: 'visitors',
    });
  }
  top.push({
    key: 'circle',
    labelKey: 'menu.businessCircle',
    path: pathTo('findOpportunity'),
    icon: 'circle',
  });
  if (isActor) {
    top.push({
      key: 'meetingList',
      labelKey: 'menu.meetingList',
      path: pathTo('meetingList'),
      icon: 'meeting',
    });
  } else if (browsesAsVisitor) {
    top.push({
      key: 'purchaseMeeting',
      labelKey: 'menu.purchaseMeeting',
      path: pathTo('purchaseMeeting'),
      icon: 'meeting',
    });
  }
  top.push({ key: 'aboutUs', labelKey: 'menu.aboutUs', path: pathTo('about'), icon: 'about' });
  const handbook = isActor ? runtimeConfig?.handbook.actor : runtimeConfig?.handbook.visitor;
  if (handbook) {
    top.push({
      key: 'handbook',
      labelKey: isActor ? 'menu.actorHandbook' : 'menu.visitorHandbook',
      href: handbook,
      icon: 'handbook',
    });
  }
  return top;
}

/** The console's entries, each with what it needs: an organizer sees those the role allows. */
const ORGANIZER_CONSOLE: { entry: MenuEntry; needs?: OrganizerPermission }[] = [
  { entry: { key: 'organizer', labelKey: 'menu.organizerHome', path: pathTo('organizer') } },
  {
    entry: { key: 'organizerFair', labelKey: 'menu.organizerFair', path: pathTo('organizerFair') },
    needs: 'configureFair',
  },
  {
    entry: {
      key: 'organizerExhibitors',
      labelKey: 'menu.organizerExhibitors',
      path: pathTo('organizerExhibitors'),
    },
    needs: 'manageExhibitors',
  },
  {
    entry: { key: 'organizerBanners', labelKey: 'menu.organizerBanners', path: pathTo('organizerBanners') },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerCarousel',
      labelKey: 'menu.organizerCarousel',
      path: pathTo('organizerCarousel'),
    },
    needs: 'editContent',
  },
  {
    entry: { key: 'organizerAds', labelKey: 'menu.organizerAds', path: pathTo('organizerAds') },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerHotSamples',
      labelKey: 'menu.organizerHotSamples',
      path: pathTo('organizerHotSamples'),
    },
    needs: 'editContent',
  },
  {
    entry: { key: 'organizerNews', labelKey: 'menu.organizerNews', path: pathTo('organizerNews') },
    needs: 'editContent',
  },
  {
    entry: { key: 'organizerPages', labelKey: 'menu.organizerPages', path: pathTo('organizerPages') },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerVersions',
      labelKey: 'menu.organizerVersions',
      path: pathTo('organizerVersions'),
    },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerBroadcast',
      labelKey: 'menu.organizerBroadcast',
      path: pathTo('organizerBroadcast'),
    },
    needs: 'editContent',
  },
  {
    entry: { key: 'organizerReviews', labelKey: 'menu.organizerReviews', path: pathTo('organizerReviews') },
    needs: 'review',
  },
  {
    entry: { key: 'organizerChat', labelKey: 'menu.organizerChat', path: pathTo('organizerChat') },
    needs: 'serveChat',
  },
  {
    entry: {
      key: 'organizerSourcing',
      labelKey: 'menu.organizerSourcing',
      path: pathTo('organizerSourcing'),
    },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerLiveTypes',
      labelKey: 'menu.organizerLiveTypes',
      path: pathTo('organizerLiveTypes'),
    },
    needs: 'editContent',
  },
  {
    entry: {
      key: 'organizerQuestionnaire',
      labelKey: 'menu.organizerQuestionnaire',
      path: pathTo('organizerQuestionnaire'),
    },
    needs: 'configureFair',
  },
  {
    entry: { key: 'organizerStaff', labelKey: 'menu.organizerStaff', path: pathTo('organizerStaff') },
    needs: 'manageOrganizers',
  },
  {
    entry: {
      key: 'organizerAuditLog',
      labelKey: 'menu.organizerAuditLog',
      path: pathTo('organizerAuditLog'),
    },
    needs: 'readAuditLog',
  },
];

/** A session from before roles were sent (no role) sees every entry; the screens and the server still check. */
function organizerConsoleEntries(role: OrganizerRole | undefined): MenuEntry[] {
  return ORGANIZER_CONSOLE.filter(({ needs }) => !needs || !role || mayOrganizer(role, needs)).map(
    ({ entry }) => entry,
  );
}

function buildSideMenu(session: MenuSession, sw: MenuSwitches): MenuEntry[] {
  switch (session.subjectType) {
    case 'ACTOR':
      return actorSideMenu(session.admin, sw);
    case 'VISITOR':
      return visitorSideMenu(sw);
    case 'ORGANIZER':
      return [
        {
          key: 'organizerConsole',
          labelKey: 'menu.organizerConsole',
          icon: 'organizer',
          children: organizerConsoleEntries(session.organizerRole),
        },
        {
          key: 'profile',
          labelKey: 'menu.personalCentre',
          icon: 'profile',
          children: [
            { key: 'changePassword', labelKey: 'menu.changePassword', path: pathTo('changePassword') },
          ],
        },
      ];
    default:
      return [];
  }
}

function actorSideMenu(admin: boolean, sw: MenuSwitches): MenuEntry[] {
  const side: MenuEntry[] = [];
  if (admin) {
    side.push({
      key: 'companyManagement',
      labelKey: 'menu.companyManagement',
      path: pathTo('companyManagement'),
      icon: 'company',
    });
  }
  // Non-admin employees land on their exhibits (spec 000 §4), so exhibit management is for every employee.
  side.push({
    key: 'exhibits',
    labelKey: 'menu.exhibitManagement',
    path: pathTo('myExhibitList'),
    icon: 'exhibits',
  });
  if (admin) {
    side.push({
      key: 'employees',
      labelKey: 'menu.employeeManagement',
      path: pathTo('myEmployeeList'),
      icon: 'employees',
    });
  }
  side.push({
    key: 'profile',
    labelKey: 'menu.personalCentre',
    icon: 'profile',
    children: [{ key: 'changePassword', labelKey: 'menu.changePassword', path: pathTo('changePassword') }],
  });
  side.push(...workMenus(sw, true));
  side.push({
    key: 'inviteGroup',
    labelKey: 'menu.invitations',
    icon: 'invitation',
    children: [
      { key: 'inviteHistory', labelKey: 'menu.inviteHistory', path: pathTo('inviteHistory') },
      { key: 'inviteSend', labelKey: 'menu.inviteSend', path: pathTo('inviteSend') },
      { key: 'invitationCode', labelKey: 'menu.invitationCode', path: pathTo('invitationCode') },
      // Visitors' approval requests ("Click Invite"): staff confirm them here, not only from the notice.
      { key: 'inviteRequests', labelKey: 'menu.inviteRequests', path: pathTo('invite') },
    ],
  });
  // Exhibitor routes of spec 001 §2 that the spec's menu list does not name; without these entries
  // the screens would only be reachable by typing their address.
  side.push(
    { key: 'liveManage', labelKey: 'menu.liveManagement', path: pathTo('liveManage'), icon: 'live' },
    { key: 'hotspot', labelKey: 'menu.hotspot', path: pathTo('hotspot'), icon: 'hotspot' },
    { key: 'statistical', labelKey: 'menu.statistics', path: pathTo('statistical'), icon: 'statistics' },
    {
      key: 'records',
      labelKey: 'menu.records',
      icon: 'records',
      children: [
        {
          key: 'collectionAudience',
          labelKey: 'menu.collectionAudience',
          path: pathTo('collection', { type: 'audience' }),
        },
        {
          key: 'footprintPerson',
          labelKey: 'menu.footprintPerson',
          path: pathTo('footprint', { type: 'person' }),
        },
      ],
    },
  );
  return side;
}

function visitorSideMenu(sw: MenuSwitches): MenuEntry[] {
  const profileChildren: MenuEntry[] = [
    { key: 'myProfile', labelKey: 'menu.profile', path: pathTo('profile') },
    { key: 'vip', labelKey: 'menu.vip', path: pathTo('vip') },
  ];
  if (sw.secondInfo) {
    profileChildren.push({ key: 'companyFile', labelKey: 'menu.companyFile', path: pathTo('companyFile') });
  }
  profileChildren.push(
    { key: 'changePassword', labelKey: 'menu.changePassword', path: pathTo('changePassword') },
    {
      key: 'questionnaireChange',
      labelKey: 'menu.questionnaireChange',
      path: pathTo('questionnaireChange'),
    },
  );
  const side: MenuEntry[] = [
    { key: 'profile', labelKey: 'menu.personalCentre', icon: 'profile', children: profileChildren },
  ];
  // Registration-only mode keeps visitors to registration: no notification, invitation, order or circle menus.
  if (!sw.registrationOnly) side.push(...workMenus(sw, false));
  side.push({
    key: 'records',
    labelKey: 'menu.records',
    icon: 'records',
    children: [
      {
        key: 'collectionExhibitor',
        labelKey: 'menu.collectionExhibitor',
        path: pathTo('collection', { type: 'exhibitor' }),
      },
      {
        key: 'collectionProduct',
        labelKey: 'menu.collectionProduct',
        path: pathTo('collection', { type: 'product' }),
      },
      {
        key: 'footprintExhibitor',
        labelKey: 'menu.footprintExhibitor',
        path: pathTo('footprint', { type: 'exhibitor' }),
      },
      {
        key: 'footprintProduct',
        labelKey: 'menu.footprintProduct',
        path: pathTo('footprint', { type: 'product' }),
      },
    ],
  });
  return side;
}

/** Notification, online service, invitation, order and business-circle menus shared by both roles. */
function workMenus(sw: MenuSwitches, isActor: boolean): MenuEntry[] {
  const items: MenuEntry[] = [
    {
      key: 'notification',
      labelKey: 'menu.notification',
      icon: 'notification',
      unreadDot: true,
      children: [
        { key: 'chat', labelKey: 'menu.sendMessage', path: pathTo('chat') },
        { key: 'mail', labelKey: 'menu.messageManagement', path: pathTo('mail'), unreadDot: true },
      ],
    },
    {
      key: 'onlineService',
      labelKey: 'menu.onlineService',
      path: pathTo('chat', {}, { service: '1' }),
      icon: 'service',
    },
  ];
  if (!isActor) {
    items.push({
      key: 'invite',
      labelKey: 'menu.invitationManagement',
      path: pathTo('invite'),
      icon: 'invitation',
    });
  }
  // hideElement hides the order entry; dockingMeeting swaps intent orders for the sourcing-docking meeting.
  if (!sw.hideElement) {
    items.push(
      sw.dockingMeeting
        ? {
            key: 'docking',
            labelKey: 'menu.dockingMeeting',
            path: pathTo('procurementDocking'),
            icon: 'docking',
          }
        : {
            key: 'potentialOrder',
            labelKey: 'menu.potentialOrder',
            path: pathTo('potentialOrder'),
            icon: 'order',
          },
    );
  }
  items.push({
    key: 'circleGroup',
    labelKey: 'menu.businessCircle',
    icon: 'circle',
    children: [
      { key: 'circleFeed', labelKey: 'menu.circleFeed', path: pathTo('findOpportunity') },
      {
        key: 'circleList',
        labelKey: 'menu.circleManage',
        path: pathTo('opportunityManage', { type: 'list' }),
      },
      {
        key: 'circlePublish',
        labelKey: 'menu.circlePublish',
        path: pathTo('opportunityManage', { type: 'publish' }),
      },
    ],
  });
  return items;
}

/** Every leaf of a menu, for selecting the active entry from the current location. */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? flattenMenu(e.children) : [e]));
}

/**
 * Key of the leaf matching the current path: the longest path that equals the location or prefixes
 * it at a segment boundary ('/' only matches exactly).
 */
export function activeMenuKey(entries: MenuEntry[], pathname: string): string | null {
  let best: { key: string; len: number } | null = null;
  for (const leaf of flattenMenu(entries)) {
    if (!leaf.path) continue;
    const path = leaf.path.split('?')[0] ?? leaf.path;
    const match = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (match && (!best || path.length > best.len)) best = { key: leaf.key, len: path.length };
  }
  return best?.key ?? null;
}

/** Key of the submenu holding `leafKey`, to open it by default. */
export function parentKeyOf(entries: MenuEntry[], leafKey: string): string | null {
  for (const e of entries) {
    if (e.children?.some((c) => c.key === leafKey)) return e.key;
  }
  return null;
}
