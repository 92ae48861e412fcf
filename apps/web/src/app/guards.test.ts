import type { RuntimeConfig } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../lib/session-store';
import {
  anonymous,
  exhibitor,
  organizer,
  stepStates,
  switchOff,
  testConfig,
  visitor,
} from '../test/fixtures';
import { decideRoute, type GuardDecision } from './guards';
import { type RouteDef, routeDefs } from './route-table';

const personas = {
  anonymous,
  visitorComplete: visitor(),
  visitorNoName: visitor(stepStates[2], ''),
  actorEmployee: exhibitor(false),
  actorAdmin: exhibitor(true),
  organizer: organizer(),
} satisfies Record<string, SessionState>;
const personaNames = Object.keys(personas) as (keyof typeof personas)[];

/** Finds the route definition a concrete path belongs to, with its params (like the router does). */
function resolve(path: string): { def: RouteDef; params: Record<string, string | undefined> } {
  const segments = path.split('/').filter(Boolean);
  const candidates = routeDefs.filter((def) => {
    const parts = def.path.split('/').filter(Boolean);
    const required = parts.filter((p) => !p.endsWith('?')).length;
    return segments.length >= required && segments.length <= parts.length;
  });
  // Static segments win over params (React Router ranks them the same way).
  const scored = candidates
    .map((def) => {
      const parts = def.path.split('/').filter(Boolean);
      const params: Record<string, string | undefined> = {};
      let score = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i]!;
        const seg = segments[i];
        if (part.startsWith(':')) params[part.slice(1).replace('?', '')] = seg;
        else if (part === seg) score += 10;
        else return null;
      }
      return { def, params, score };
    })
    .filter((x) => x !== null)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) throw new Error(`no route for ${path}`);
  return { def: best.def, params: best.params };
}

/** Compact outcome code: A allow, Iv/Ia allow choosing visitor/actor identity, H home, L login with saved path, D dialog, X logout, N 404, R<path> redirect. */
function code(d: GuardDecision, path: string): string {
  switch (d.kind) {
    case 'allow':
      return d.identity === 'VISITOR' ? 'Iv' : d.identity === 'ACTOR' ? 'Ia' : 'A';
    case 'dialog':
      return 'D';
    case 'logout':
      return 'X';
    case 'notFound':
      return 'N';
    case 'redirect':
      if (d.to === '/') return 'H';
      if (d.to === '/login/person' && d.saveToPath === path) return 'L';
      return `R${d.to}`;
  }
}

function run(
  path: string,
  session: SessionState,
  config: RuntimeConfig = testConfig,
  search = '',
): GuardDecision {
  const { def, params } = resolve(path);
  return decideRoute({
    path,
    search,
    params,
    meta: def.meta,
    session,
    config,
    configSwitch: session.configSwitch,
  });
}

// Columns: anonymous, visitor (complete), visitor without name (step 2), exhibitor employee, exhibitor admin, organizer.
const LE = 'R/l-register/account-email-info/0';
const RC = 'R/register/completed';
const table: [string, string][] = [
  ['/', 'A A A A A A'],
  ['/login', 'A H H H H H'],
  ['/login/person', 'Iv H H H H H'],
  ['/login/actor', 'Ia H H H H H'],
  ['/login/vis', 'Iv H H H H H'],
  ['/login/zzz', 'N H H H H H'],
  ['/register/email/0', `A ${RC} A H H H`],
  ['/register/email/2', `A ${RC} A H H H`],
  ['/register/mobile/1', `A ${RC} A H H H`],
  ['/register/password/vis', 'Iv A A H H H'],
  ['/forgot-password', 'A H H H H H'],
  ['/qr-login/q1', 'L A A A A A'],
  ['/register/completed', `L A ${LE} H H H`],
  ['/register/account-info/1', `L ${RC} ${LE} H H H`],
  ['/register/questionnaire', `L ${RC} ${LE} H H H`],
  ['/l-register/account-email-info/0', `L ${RC} A H H H`],
  ['/l-register/account-mobile-info/0', `L ${RC} A H H H`],
  ['/find/actor', 'A A A H H A'],
  ['/find/product', 'A A A H H A'],
  ['/find/person', 'A H H A A H'],
  ['/find/zzz', 'N N N N N N'],
  ['/find-opportunity', 'L A D A A A'],
  ['/opportunity-manage/list', 'L A D A A H'],
  ['/opportunity-manage/publish', 'L A D A A H'],
  ['/opportunity-manage/zzz', 'L N N N N N'],
  ['/search-list', 'A A A A A A'],
  ['/purchaseMeeting', 'A A A H H H'],
  ['/meetingList', 'A H H A A H'],
  ['/procurementDocking', 'A A A A A H'],
  ['/onLineMeeting', 'A A A A A A'],
  ['/onLineMeeting/m1', 'A A A A A A'],
  ['/aboutus', 'A A A A A A'],
  ['/disclaimer', 'A A A A A A'],
  ['/qa', 'A A A A A A'],
  ['/agreement', 'A A A A A A'],
  ['/news', 'A A A A A A'],
  ['/news/n1', 'A A A A A A'],
  ['/versionLog', 'A A A A A A'],
  ['/profile', 'L A D H H H'],
  ['/companyfile', 'L A D H H H'],
  ['/vip', 'L A D H H H'],
  ['/voucher', 'L A D H H H'],
  ['/preRegistration/group', 'L A D H H H'],
  ['/preRegistration/index', 'L A D H H H'],
  ['/preRegistration/index/p1', 'L A D H H H'],
  ['/company-management', 'L H H H A H'],
  ['/my-exhibit-list', 'L H H A A H'],
  ['/my-employee-list', 'L H H H A H'],
  ['/add-employee', 'L H H H A H'],
  ['/employee/e1', 'L H H H A H'],
  ['/add-exhibit', 'L H H A A H'],
  ['/exhibit/x1', 'L H H A A H'],
  ['/exhibit-detail/x1', 'L H H A A H'],
  ['/company-info', 'L H H A A H'],
  ['/liveManage', 'L H H A A H'],
  ['/hotspot', 'L H H A A H'],
  ['/hotspot-detail/1', 'L H H A A H'],
  ['/hotspot-detail/1/h1', 'L H H A A H'],
  ['/invitehistory', 'L H H A A H'],
  ['/inviteSend', 'L H H A A H'],
  ['/invitationCode', 'L H H A A H'],
  ['/invite', 'L A D A A H'],
  ['/statistical', 'L H H A A H'],
  ['/live', 'A A A A A A'],
  ['/live/list', 'A A A A A A'],
  ['/live/l1', 'A A A A A A'],
  ['/map', 'A A A A A A'],
  ['/map/3F', 'A A A A A A'],
  ['/find-person/detail/v1', 'L A D A A A'],
  ['/find-exhibit/detail/p1', 'A A A A A A'],
  ['/find-exhibitor/detail/e1', 'A A A A A A'],
  ['/chat', 'L A D A A H'],
  ['/mail', 'L A D A A H'],
  ['/potential-order', 'L A D A A H'],
  ['/personal/change-password', 'L A A A A A'],
  ['/personal/questionnaire/change', 'L A D H H H'],
  ['/footprint', 'L R/footprint/exhibitor D R/footprint/person R/footprint/person H'],
  ['/footprint/person', 'L H H A A H'],
  ['/footprint/exhibitor', 'L A D H H H'],
  ['/footprint/product', 'L A D H H H'],
  ['/footprint/zzz', 'L N N N N N'],
  ['/collection', 'L R/collection/exhibitor D R/collection/audience R/collection/audience H'],
  ['/collection/audience', 'L H H A A H'],
  ['/collection/exhibitor', 'L A D H H H'],
  ['/collection/product', 'L A D H H H'],
  ['/collection/zzz', 'L N N N N N'],
  ['/report/actorIndex', 'L H H A A H'],
  ['/report/personReport', 'L A D H H H'],
  ['/report/zzz', 'L N N N N N'],
  ['/organizer', 'L H H H H A'],
  ['/organizer/exhibitors', 'L H H H H A'],
  ['/organizer/staff', 'L H H H H A'],
  ['/organizer/audit-log', 'L H H H H A'],
  ['/organizer/chat', 'L H H H H A'],
  ['/organizer/fair', 'L H H H H A'],
  ['/organizer/content/banners', 'L H H H H A'],
  ['/organizer/content/carousel', 'L H H H H A'],
  ['/organizer/content/ads', 'L H H H H A'],
  ['/organizer/content/hot-samples', 'L H H H H A'],
  ['/organizer/content/news', 'L H H H H A'],
  ['/organizer/content/pages', 'L H H H H A'],
  ['/organizer/content/versions', 'L H H H H A'],
  ['/organizer/reviews', 'L H H H H A'],
  ['/organizer/sourcing', 'L H H H H A'],
  ['/organizer/live/activity-types', 'L H H H H A'],
  ['/organizer/questionnaire', 'L H H H H A'],
  ['/organizer/content/notices', 'L H H H H A'],
];

describe('route guard: every route × every role (spec 000 §2, §4, §6)', () => {
  it('the table covers every route definition', () => {
    const covered = new Set(table.map(([path]) => resolve(path).def.path));
    const missing = routeDefs.map((d) => d.path).filter((p) => !covered.has(p));
    expect(missing).toEqual([]);
  });

  const cases = table.flatMap(([path, row]) => {
    const expected = row.split(' ');
    if (expected.length !== personaNames.length) throw new Error(`bad row for ${path}`);
    return personaNames.map((persona, i) => [path, persona, expected[i]!] as const);
  });
  it.each(cases)('%s as %s → %s', (path, persona, expected) => {
    expect(code(run(path, personas[persona]), path)).toBe(expected);
  });
});

describe('registration screens only in their step (spec 000 §4)', () => {
  const routes = [
    '/register/email/0',
    '/register/password/vis',
    '/l-register/account-email-info/0',
    '/l-register/account-mobile-info/0',
    '/register/account-info/1',
    '/register/questionnaire',
    '/register/completed',
  ];
  const AI = 'R/register/account-info/1';
  const Q = 'R/register/questionnaire';
  // The set-password screen (second column) opens in every step: a visitor without a password may be
  // in any of them (after a code login, a visitor without a password is sent there).
  const expected: Record<2 | 3 | 4 | 5, string> = {
    2: `A A A A ${LE} ${LE} ${LE}`,
    3: `${AI} A ${AI} ${AI} A ${AI} ${AI}`,
    4: `${Q} A ${Q} ${Q} ${Q} A ${Q}`,
    5: `${RC} A ${RC} ${RC} ${RC} ${RC} A`,
  };
  const cases = ([2, 3, 4, 5] as const).flatMap((step) =>
    routes.map((path, i) => [step, path, expected[step].split(' ')[i]!] as const),
  );
  it.each(cases)('step %s on %s → %s', (step, path, want) => {
    expect(code(run(path, visitor(stepStates[step])), path)).toBe(want);
  });

  it('a mobile login in step 2 is sent to the mobile variant of the registration start', () => {
    const s = visitor(stepStates[2], 'Li', { loginType: 'MOBILE' });
    expect(run('/register/questionnaire', s)).toEqual({
      kind: 'redirect',
      to: '/l-register/account-mobile-info/0',
      replace: true,
    });
  });

  it('a named visitor in any step reaches the work routes; only the name gates them', () => {
    for (const step of [2, 3, 4, 5] as const) {
      expect(run('/profile', visitor(stepStates[step], 'Li')).kind).toBe('allow');
      expect(run('/profile', visitor(stepStates[step], '  ')).kind).toBe('dialog');
    }
  });
});

describe('global flags, VIP, switches and identity', () => {
  const flags = (patch: Partial<RuntimeConfig['features']>): RuntimeConfig => ({
    ...testConfig,
    features: { ...testConfig.features, ...patch },
  });

  it('noAction sends every route but home to home, for every role but the organizer', () => {
    for (const persona of personaNames) {
      for (const [path] of table) {
        const d = run(path, personas[persona], flags({ noAction: true }));
        // The organizer who closed the fair reaches the staff login and the console to open it again.
        const open = path === '/' || path === '/login/actor' || persona === 'organizer';
        expect(code(d, path)).toBe(open ? code(run(path, personas[persona]), path) : 'H');
      }
    }
  });

  it('noActor logs exhibitors out everywhere and leaves others alone', () => {
    const config = flags({ noActor: true });
    for (const [path] of table) {
      expect(run(path, personas.actorEmployee, config).kind).toBe('logout');
      expect(run(path, personas.actorAdmin, config).kind).toBe('logout');
      expect(run(path, personas.visitorComplete, config)).toEqual(run(path, personas.visitorComplete));
      expect(run(path, personas.anonymous, config)).toEqual(run(path, personas.anonymous));
    }
  });

  it('the VIP route redirects to / without permission (registration not complete)', () => {
    expect(code(run('/vip', visitor(stepStates[4], 'Li')), '/vip')).toBe('H');
    expect(code(run('/vip', visitor(stepStates[5], 'Li')), '/vip')).toBe('A');
  });

  it('potential orders are closed to visitors in registration-only mode, not to exhibitors', () => {
    const registrationOnly = { ...switchOff, registrationOnly: true };
    expect(
      code(run('/potential-order', visitor(undefined, 'Li', { configSwitch: registrationOnly })), ''),
    ).toBe('H');
    expect(run('/potential-order', exhibitor(false, { configSwitch: registrationOnly })).kind).toBe('allow');
  });

  it('saves the full path with its query as toPath', () => {
    expect(run('/chat', anonymous, testConfig, '?conversation=c1')).toEqual({
      kind: 'redirect',
      to: '/login/person',
      replace: true,
      saveToPath: '/chat?conversation=c1',
    });
  });

  it('set-identity routes do not re-set an identity already chosen', () => {
    expect(run('/login/actor', { ...anonymous, subjectType: 'ACTOR' })).toEqual({ kind: 'allow' });
    expect(run('/login/person', { ...anonymous, subjectType: 'ACTOR' })).toEqual({
      kind: 'allow',
      identity: 'VISITOR',
    });
  });

  it('an anonymous session that chose the exhibitor identity still browses as anonymous', () => {
    const anonActor = { ...anonymous, subjectType: 'ACTOR' as const };
    expect(run('/find/actor', anonActor).kind).toBe('allow');
    expect(code(run('/profile', anonActor), '/profile')).toBe('L');
  });

  it('a session missing any part of the logged-in definition is anonymous', () => {
    const v = personas.visitorComplete;
    for (const broken of [
      { token: '' },
      { subjectType: '' as const },
      { isLogin: 0 as const },
      { info: null },
    ]) {
      expect(code(run('/profile', { ...v, ...broken }), '/profile')).toBe('L');
    }
  });

  it('any other path (no route meta) is allowed so the 404 screen renders', () => {
    expect(
      decideRoute({
        path: '/nope',
        params: {},
        meta: undefined,
        session: anonymous,
        config: testConfig,
        configSwitch: null,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('a login finishing on its login screen stays there, to open the landing itself (no flash of home)', () => {
    for (const path of ['/login/person', '/login/actor']) {
      const { def, params } = resolve(path);
      const input = {
        path,
        params,
        meta: def.meta,
        session: personas.visitorComplete,
        config: testConfig,
        configSwitch: null,
      };
      expect(decideRoute({ ...input, loginFinishing: true })).toEqual({ kind: 'allow' });
      expect(decideRoute(input)).toEqual({ kind: 'redirect', to: '/', replace: true });
    }
  });
});
