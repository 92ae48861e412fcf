import { pathTo } from '../../lib/paths';
import type { CodeChannel } from '../../shared/verification/verification.api';

/**
 * State carried between the registration steps /register/{email,mobile}/{0,1,2}. The proof that the
 * visitor controls the email or mobile (a verifiedToken, one use, 30 minutes on the server) lives in
 * sessionStorage: it survives a reload of step 1 but not the tab, and never reaches localStorage.
 */
export type VerifiedTarget = {
  channel: CodeChannel;
  target: string;
  /** Set after a code check; an invitation link proves the email with `invitationToken` instead. */
  verifiedToken?: string;
  invitationToken?: string;
  /** epoch ms of the check, to drop a stale proof before the server refuses it */
  at: number;
};

const KEY = 'openfair.register.verified';
/** The server keeps a verified token for 30 minutes; we stop offering it a little earlier. */
export const VERIFIED_TTL_MS = 29 * 60 * 1000;

export type RegisterChannelSegment = 'email' | 'mobile';
export const channelOfSegment = (segment: RegisterChannelSegment): CodeChannel =>
  segment === 'mobile' ? 'MOBILE' : 'EMAIL';

export function saveVerified(value: Omit<VerifiedTarget, 'at'>, now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...value, at: now }));
  } catch {
    // without storage step 1 sends the visitor back to step 0
  }
}

export function readVerified(channel: CodeChannel, now: number = Date.now()): VerifiedTarget | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<VerifiedTarget>;
    if (parsed.channel !== channel || typeof parsed.target !== 'string' || !parsed.target) return null;
    if (!parsed.verifiedToken && !parsed.invitationToken) return null;
    if (typeof parsed.at !== 'number' || now - parsed.at > VERIFIED_TTL_MS) return null;
    return parsed as VerifiedTarget;
  } catch {
    return null;
  }
}

export function clearVerified(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Where a registration step may open (steps opened out of order go back): step 1 needs a verified
 * target of the same channel, step 2 a logged-in visitor (the account was created); a logged-in visitor
 * on step 0 or 1 has an account already and continues at step 2. Returns the step to show.
 */
export function allowedRegisterStep(
  requested: string | undefined,
  state: { verified: boolean; loggedInVisitor: boolean },
): 0 | 1 | 2 {
  const step = requested === '1' ? 1 : requested === '2' ? 2 : 0;
  if (state.loggedInVisitor) return 2;
  if (step === 1 && state.verified) return 1;
  return 0;
}

export function registerStepPath(segment: RegisterChannelSegment, step: 0 | 1 | 2): string {
  return pathTo(segment === 'mobile' ? 'registerMobile' : 'registerEmail', { step });
}
