import type { OrganizerRole } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import {
  activeMenuKey,
  type BuildMenusInput,
  buildMenus,
  flattenMenu,
  type MenuEntry,
  type MenuSession,
  type MenuSwitches,
  parentKeyOf,
} from './menus';

const anonymous: MenuSession = { loggedIn: false, subjectType: '', admin: false };
const visitor: MenuSession = { loggedIn: true, subjectType: 'VISITOR', admin: false };
const actorAdmin: MenuSession = { loggedIn: true, subjectType: 'ACTOR', admin: true };
const actorStaff: MenuSession = { loggedIn: true, subjectType: 'ACTOR', admin: false };
const organizer: MenuSession = { loggedIn: true, subjectType: 'ORGANIZER', admin: false };

const allOff: MenuSwitches = {
  secondInfo: false,
  hideElement: false,
  dockingMeeting: false,
  registrationOnly: false,
};
const runtimeConfig = {
  handbook: { actor: 'https://example.test/actor.pdf', visitor: 'https://example.test/v.pdf' },
};

function paths(entries: MenuEntry[]): string[] {
  return flattenMenu(entries).map((e) => e.path ?? e.href ?? '');
}

function build(
  session: MenuSession,
  sw: Partial<MenuSwitches> = {},
  rc: BuildMenusInput['runtimeConfig'] = runtimeConfig,
) {
  return buildMenus({ session, configSwitch: { ...allOff, ...sw }, runtimeConfig: rc });
}

describe('top menu by role', () => {
  it.each([
    [
      'anonymous',
      anonymous,
      [
        '/',
        '/find/actor',
        '/find/product',
        '/find-opportunity',
        '/purchaseMeeting',
        '/aboutus',
        runtimeConfig.handbook.visitor,
      ],
    ],
    [
      'visitor',
      visitor,
      [
        '/',
        '/find/actor',
        '/find/product',
        '/find-opportunity',
        '/purchaseMeeting',
        '/aboutus',
        runtimeConfig.handbook.visitor,
      ],
    ],
    [
      'exhibitor admin',
      actorAdmin,
      ['/', '/find/person', '/find-opportunity', '/meetingList', '/aboutus', runtimeConfig.handbook.actor],
    ],
    [
      'exhibitor employee',
      actorStaff,
      ['/', '/find/person', '/find-opportunity', '/meetingList', '/aboutus', runtimeConfig.handbook.actor],
    ],
    [
      'organizer',
      organizer,
      ['/', '/find/actor', '/find/product', '/find-opportunity', '/aboutus', runtimeConfig.handbook.visitor],
    ],
  ])('%s', (_name, session, expected) => {
    expect(paths(build(session).top)).toEqual(expected);
  });

  it('leaves out the handbook link when the configuration has none', () => {
    const menus = build(visitor, {}, { handbook: { actor: '', visitor: '' } });
    expect(menus.top.some((e) => e.key === 'handbook')).toBe(false);
    expect(
      buildMenus({ session: anonymous, configSwitch: null, runtimeConfig: null }).top.map((e) => e.key),
    ).toEqual(['home', 'findActor', 'findProduct', 'circle', 'purchaseMeeting', 'aboutUs']);
  });
});

type Row = {
  name: string;
  session: MenuSession;
  sw?: Partial<MenuSwitches>;
  has: string[];
  hasNot: string[];
};

const N = '/chat';
const MAIL = '/mail';
const ORDER = '/potential-order';
const DOCK = '/procurementDocking';
const CIRCLE = '/opportunity-manage/list';
const INVITE_V = '/invite';
const INVITE_A = ['/invitehistory', '/inviteSend', '/invitationCode'];
/** staff reach visitors' approval requests at the visitors' /invite route, from the invitation submenu */
const INVITE_REQUESTS = '/invite';

const rows: Row[] = [
  { name: 'anonymous has no side menu', session: anonymous, has: [], hasNot: ['/profile', N] },
  {
    name: 'exhibitor admin: company, exhibits, employees, work menus, invitation submenu',
    session: actorAdmin,
    has: [
      '/company-management',
      '/my-exhibit-list',
      '/my-employee-list',
      N,
      MAIL,
      ORDER,
      CIRCLE,
      ...INVITE_A,
      INVITE_REQUESTS,
    ],
    hasNot: ['/profile', '/companyfile', DOCK],
  },
  {
    name: 'exhibitor employee: no company or employee management',
    session: actorStaff,
    has: ['/my-exhibit-list', N, MAIL, ORDER, CIRCLE, ...INVITE_A],
    hasNot: ['/company-management', '/my-employee-list', '/add-employee'],
  },
  {
    name: 'exhibitor with registrationOnly still keeps the work menus',
    session: actorStaff,
    sw: { registrationOnly: true },
    has: [N, MAIL, ORDER, CIRCLE, ...INVITE_A],
    hasNot: [],
  },
  {
    name: 'exhibitor with dockingMeeting gets the docking meeting instead of orders',
    session: actorAdmin,
    sw: { dockingMeeting: true },
    has: [DOCK],
    hasNot: [ORDER],
  },
  {
    name: 'exhibitor with hideElement has no order entry',
    session: actorAdmin,
    sw: { hideElement: true, dockingMeeting: true },
    has: [N, CIRCLE],
    hasNot: [ORDER, DOCK],
  },
  {
    name: 'visitor, all switches off',
    session: visitor,
    has: [
      '/profile',
      '/personal/change-password',
      '/personal/questionnaire/change',
      N,
      MAIL,
      INVITE_V,
      ORDER,
      CIRCLE,
    ],
    hasNot: ['/companyfile', '/company-management', '/my-exhibit-list', DOCK, ...INVITE_A],
  },
  {
    name: 'visitor with secondInfo sees the company file',
    session: visitor,
    sw: { secondInfo: true },
    has: ['/profile', '/companyfile'],
    hasNot: [],
  },
  {
    name: 'visitor in registration-only mode: no notification, invitation, order or circle',
    session: visitor,
    sw: { registrationOnly: true },
    has: ['/profile', '/personal/change-password'],
    hasNot: [N, MAIL, INVITE_V, ORDER, DOCK, CIRCLE, '/opportunity-manage/publish'],
  },
  {
    name: 'visitor with dockingMeeting',
    session: visitor,
    sw: { dockingMeeting: true },
    has: [DOCK],
    hasNot: [ORDER],
  },
  {
    name: 'visitor with hideElement',
    session: visitor,
    sw: { hideElement: true },
    has: [N, CIRCLE],
    hasNot: [ORDER, DOCK],
  },
  {
    name: 'organizer: console and password only',
    session: organizer,
    has: ['/organizer', '/personal/change-password'],
    hasNot: [N, '/profile', '/company-management'],
  },
];

describe('side menu by role × admin × switches', () => {
  it.each(rows)('$name', ({ session, sw, has, hasNot }) => {
    const side = paths(build(session, sw).side);
    for (const p of has) expect(side, p).toContain(p);
    for (const p of hasNot) expect(side, p).not.toContain(p);
  });

  it('anonymous side menu is empty', () => {
    expect(build(anonymous).side).toEqual([]);
  });

  it('puts the unread dot on message management and its submenu', () => {
    const side = build(visitor).side;
    const notification = side.find((e) => e.key === 'notification');
    expect(notification?.unreadDot).toBe(true);
    expect(notification?.children?.find((c) => c.path === MAIL)?.unreadDot).toBe(true);
    expect(notification?.children?.find((c) => c.path === N)?.unreadDot).toBeUndefined();
  });

  it('treats a missing config switch as all switches off', () => {
    const side = paths(buildMenus({ session: visitor, configSwitch: null, runtimeConfig }).side);
    expect(side).toContain(ORDER);
    expect(side).not.toContain('/companyfile');
  });

  it("shows an organizer the console's entries the role allows", () => {
    const console = (role?: OrganizerRole) =>
      paths(build({ ...organizer, organizerRole: role }).side).filter((p) => p.startsWith('/organizer'));
    expect(console('reviewer')).toEqual(['/organizer', '/organizer/reviews']);
    expect(console('contentEditor')).toEqual([
      '/organizer',
      '/organizer/content/banners',
      '/organizer/content/carousel',
      '/organizer/content/ads',
      '/organizer/content/hot-samples',
      '/organizer/content/news',
      '/organizer/content/pages',
      '/organizer/content/versions',
      '/organizer/content/notices',
      '/organizer/sourcing',
      '/organizer/live/activity-types',
    ]);
    expect(console('customerService')).toEqual(['/organizer', '/organizer/chat']);
    // with the pages and version log, sourcing, the home's carousel, ads and hot samples, the chat and
    // the live activity types
    expect(console('owner')).toHaveLength(18);
    // A session without the role (issued before it was sent) sees them all; screens and server still check.
    expect(console(undefined)).toEqual(console('owner'));
  });

  it('has unique keys in every menu', () => {
    for (const s of [anonymous, visitor, actorAdmin, actorStaff, organizer]) {
      for (const menu of [build(s).top, build(s).side]) {
        const keys = [...menu.map((e) => e.key), ...flattenMenu(menu).map((e) => e.key)];
        const leafKeys = flattenMenu(menu).map((e) => e.key);
        expect(new Set(leafKeys).size).toBe(leafKeys.length);
        expect(keys.length).toBeGreaterThanOrEqual(leafKeys.length);
      }
    }
  });
});

describe('workbench, search and ads', () => {
  it.each([
    ['anonymous', anonymous, null, true],
    ['visitor', visitor, '/profile', true],
    ['exhibitor admin', actorAdmin, '/company-management', false],
    ['exhibitor employee', actorStaff, '/my-exhibit-list', false],
    ['organizer', organizer, '/organizer', true],
  ] as const)('%s', (_name, session, workbench, visitorSide) => {
    const menus = build(session);
    expect(menus.workbenchPath).toBe(workbench);
    expect(menus.showSearch).toBe(visitorSide);
    expect(menus.showAds).toBe(visitorSide);
  });
});

describe('active entry', () => {
  const side = build(actorAdmin).side;
  it.each([
    ['/my-exhibit-list', 'exhibits'],
    ['/mail', 'mail'],
    ['/chat', 'chat'],
    ['/opportunity-manage/publish', 'circlePublish'],
    ['/company-management', 'companyManagement'],
    ['/nowhere', null],
  ])('%s → %s', (path, key) => {
    expect(activeMenuKey(side, path)).toBe(key);
  });

  it('matches home only exactly and detail paths by prefix', () => {
    const top = build(visitor).top;
    expect(activeMenuKey(top, '/')).toBe('home');
    expect(activeMenuKey(top, '/aboutus')).toBe('aboutUs');
    expect(activeMenuKey(top, '/find/actor/x')).toBe('findActor');
    expect(activeMenuKey(top, '/news')).toBeNull();
  });

  it('finds the submenu of a leaf', () => {
    expect(parentKeyOf(side, 'mail')).toBe('notification');
    expect(parentKeyOf(side, 'exhibits')).toBeNull();
  });
});
