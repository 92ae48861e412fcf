import type { CompleteState, ConfigSwitch, RuntimeConfig, UserInfo } from '@openfair/contract';
import { initialSessionState, type SessionState } from '../lib/session-store';

/** Test fixtures shared by the web core tests (runtime config, sessions of every role). */
export const testConfig: RuntimeConfig = {
  exhibitionId: 'fair-1',
  appId: 'app-1',
  imAppId: 'im-1',
  visitorToken: 'visitor-token',
  basePath: '',
  social: { weibo: '', wechat: '', linkedin: '', facebook: '' },
  handbook: { actor: '', visitor: '' },
  survey: { actor: '', visitor: '' },
  invitationLinkBase: '',
  downloadApp: true,
  translate: false,
  features: {
    noAction: false,
    noActor: false,
    noActor2: false,
    onlayReg: false,
    onlayReg2: false,
    thirdPartyLogin: false,
  },
};

export const switchOff: ConfigSwitch = {
  visitorDelay: false,
  secondInfo: false,
  hideElement: false,
  dockingMeeting: false,
  registrationOnly: false,
  singleStepRegistration: false,
};

export const complete: CompleteState = {
  completeVisitor: true,
  completeVisitorRegister: true,
  completeQuestionnaire: true,
  completeExhibitionRegistration: true,
};

/** Completeness flags of each registration step 2..5 (spec 000 §4). */
export const stepStates: Record<2 | 3 | 4 | 5, CompleteState> = {
  2: {
    completeVisitor: false,
    completeVisitorRegister: false,
    completeQuestionnaire: false,
    completeExhibitionRegistration: false,
  },
  3: {
    completeVisitor: true,
    completeVisitorRegister: false,
    completeQuestionnaire: false,
    completeExhibitionRegistration: false,
  },
  4: {
    completeVisitor: true,
    completeVisitorRegister: true,
    completeQuestionnaire: false,
    completeExhibitionRegistration: false,
  },
  5: complete,
};

function info(subjectType: UserInfo['subjectType'], patch: Partial<UserInfo> = {}): UserInfo {
  return {
    id: `u-${subjectType}`,
    userAccountId: `acc-${subjectType}`,
    userInfo: { name: 'Li Lei', headImage: '', imAccount: '' },
    visitor: null,
    exhibitorEmployee: null,
    exhibitionUserCompleteState: complete,
    projectId: 'p',
    subjectId: 's',
    subjectType,
    exhibitionId: 'fair-1',
    ...patch,
  };
}

export const anonymous: SessionState = {
  ...initialSessionState(),
  token: 'visitor-token',
  exhibitionId: 'fair-1',
};

const loggedIn = (i: UserInfo, patch: Partial<SessionState> = {}): SessionState => ({
  ...anonymous,
  token: `token-${i.id}`,
  info: i,
  subjectType: i.subjectType,
  isLogin: 1,
  loginType: 'EMAIL',
  configSwitch: switchOff,
  ...patch,
});

export function visitor(
  state: CompleteState = complete,
  name = 'Li Lei',
  patch: Partial<SessionState> = {},
): SessionState {
  return loggedIn(
    info('VISITOR', {
      exhibitionUserCompleteState: state,
      userInfo: { name, headImage: '', imAccount: '' },
      visitor: { id: 'v-1', name, headImage: '', email: 'v@example.com' },
    }),
    patch,
  );
}

export function exhibitor(admin: boolean, patch: Partial<SessionState> = {}): SessionState {
  return loggedIn(
    info('ACTOR', {
      exhibitorEmployee: { exhibitorId: 'e-1', admin, exhibitor: { id: 'e-1', name: 'ACME', hotImage: '' } },
    }),
    patch,
  );
}

export function organizer(patch: Partial<SessionState> = {}): SessionState {
  return loggedIn(info('ORGANIZER'), patch);
}
