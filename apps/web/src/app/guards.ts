import {
  type ConfigSwitch,
  RegistrationStep,
  type RuntimeConfig,
  type SessionSubjectType,
} from '@openfair/contract';
import { pathTo } from '../lib/paths';
import { registrationStepPath } from '../lib/session-paths';
import { computeRegistrationStep, isLoggedIn, type SessionState } from '../lib/session-store';
import type { RegistrationStage, RouteMeta } from './route-meta';

export type GuardDecision =
  | { kind: 'allow'; identity?: Exclude<SessionSubjectType, '' | 'ORGANIZER'> }
  | { kind: 'redirect'; to: string; replace?: boolean; saveToPath?: string }
  | { kind: 'dialog'; dialog: 'completeRegistration' }
  | { kind: 'logout' }
  | { kind: 'notFound' };

export type GuardInput = {
  /** Path inside the base route, e.g. '/profile'. */
  path: string;
  /** Query string with '?', kept in the saved toPath. */
  search?: string;
  params: Record<string, string | undefined>;
  meta: RouteMeta | undefined;
  session: SessionState;
  config: RuntimeConfig | null;
  configSwitch: ConfigSwitch | null;
  /** A login is finishing on this login screen, which opens the landing page itself (login-transition). */
  loginFinishing?: boolean;
};

export const LOGIN_PATH = pathTo('loginPerson');
const HOME = pathTo('home');

/** The role the guard uses: the session's subject type only when logged in, '' (anonymous) otherwise. */
export function effectiveRole(session: SessionState): SessionSubjectType {
  return isLoggedIn(session) ? session.subjectType : '';
}

/** Route type → identity for set-identity routes (spec 000 §4: vis or actor; /login/person is vis). */
export function identityFromType(type: string | undefined): 'VISITOR' | 'ACTOR' | undefined {
  if (type === 'vis' || type === 'person') return 'VISITOR';
  if (type === 'actor') return 'ACTOR';
  return undefined;
}

const stageSteps: Record<RegistrationStage, RegistrationStep[]> = {
  firstInfo: [RegistrationStep.Start, RegistrationStep.FirstInfoPending],
  accountInfo: [RegistrationStep.RegisterPending],
  questionnaire: [RegistrationStep.QuestionnairePending],
  completed: [RegistrationStep.Complete],
};

/** Empty name in the user info: the visitor has not completed registration (spec 000 §4, §6). */
export function hasEmptyName(session: SessionState): boolean {
  const info = session.info;
  if (!info) return true;
  const name = info.visitor ? info.visitor.name : info.userInfo?.name;
  return !name || name.trim() === '';
}

/**
 * Our reading of "VIP permission" (spec 000 §4, spec 001 §6; the rule itself is not shown): a visitor
 * may apply for VIP status once the exhibition registration is complete.
 */
export function hasVipPermission(session: SessionState): boolean {
  return computeRegistrationStep(session.info?.exhibitionUserCompleteState) === RegistrationStep.Complete;
}

function lastSegment(path: string): string | undefined {
  return path.split('/').filter(Boolean).pop();
}

/**
 * The route guard of spec 000 §4 and the access rules of §6, as a pure function. Rules in order:
 * 1. the noAction flag sends every route home (not the organizer's: staff login and console); 2. the noActor flag logs exhibitors out; 3. a logged-in
 * user on a login path goes home (unless the login is finishing there: the screen opens the landing); 4. an anonymous user on a protected path goes to /login/person with
 * the path saved as toPath; 5. a role not allowed (also per :type) goes home; 6. admin-only routes;
 * 7. visitor routes gated by the registration-only switch; 8. registration screens only in their step;
 * 9. a visitor with an empty name on a work route gets the complete-registration dialog; 10. the VIP
 * route without permission goes to '/'; 11. collection/footprint without a type go to the role's
 * default; 12. set-identity routes choose the anonymous role from the route type.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const { path, meta, session, config, configSwitch } = input;
  if (!meta) return { kind: 'allow' };
  const loggedIn = isLoggedIn(session);
  const role = effectiveRole(session);
  const features = config?.features;

  // The organizer who closed the fair must still reach the staff login and the console to open it again.
  const organizerWay = (loggedIn && role === 'ORGANIZER') || path === pathTo('loginActor');
  if (features?.noAction && path !== HOME && !organizerWay)
    return { kind: 'redirect', to: HOME, replace: true };
  if (features?.noActor && loggedIn && role === 'ACTOR') return { kind: 'logout' };
  if (meta.loginPath && loggedIn) {
    return input.loginFinishing ? { kind: 'allow' } : { kind: 'redirect', to: HOME, replace: true };
  }

  const needsLogin = meta.requiresLogin === true || meta.whitelist !== true;
  if (!loggedIn && needsLogin) {
    return { kind: 'redirect', to: LOGIN_PATH, replace: true, saveToPath: `${path}${input.search ?? ''}` };
  }

  if (meta.typeRoles) {
    const type = input.params.type;
    if (type !== undefined) {
      const allowed = meta.typeRoles[type];
      if (!allowed) return { kind: 'notFound' };
      if (!allowed.includes(role)) return { kind: 'redirect', to: HOME, replace: true };
    }
  }
  if (meta.roles && !meta.roles.includes(role)) return { kind: 'redirect', to: HOME, replace: true };
  if (meta.adminOnly && !(role === 'ACTOR' && session.info?.exhibitorEmployee?.admin === true)) {
    return { kind: 'redirect', to: HOME, replace: true };
  }
  if (meta.visitorNeedsFullMode && role === 'VISITOR' && configSwitch?.registrationOnly) {
    return { kind: 'redirect', to: HOME, replace: true };
  }

  if (meta.registrationStage && (role === 'VISITOR' || role === '')) {
    const step = loggedIn
      ? computeRegistrationStep(session.info?.exhibitionUserCompleteState)
      : RegistrationStep.Start;
    if (!stageSteps[meta.registrationStage].includes(step)) {
      const to = registrationStepPath(step, session.loginType);
      if (to !== path) return { kind: 'redirect', to, replace: true };
    }
  }

  if (meta.requiresName && role === 'VISITOR' && hasEmptyName(session)) {
    return { kind: 'dialog', dialog: 'completeRegistration' };
  }
  if (meta.vip && !hasVipPermission(session)) return { kind: 'redirect', to: HOME, replace: true };

  if (meta.defaultTypeByRole) {
    const type = meta.defaultTypeByRole[role];
    if (!type) return { kind: 'redirect', to: HOME, replace: true };
    return { kind: 'redirect', to: `${path.replace(/\/$/, '')}/${type}`, replace: true };
  }

  if (meta.setIdentity && !loggedIn) {
    const identity = identityFromType(input.params.type ?? lastSegment(path));
    if (identity && identity !== session.subjectType) return { kind: 'allow', identity };
  }
  return { kind: 'allow' };
}
