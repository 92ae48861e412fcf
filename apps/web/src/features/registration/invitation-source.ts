import { type InvitationSource, type InvitationSourceType, InvitationSourceTypes } from '@openfair/contract';
import { type SessionState, sessionStore } from '../../lib/session-store';

/**
 * Invitation links carry the inviting exhibitor, the employee account, the invited email and the
 * source type, on any page: `/register/email/0?exhibitorId=..&employeeId=..&email=..&sourceType=INVITE`.
 * The source is kept in the session store (spec 000 §3 invitationSource, inviteType) until the visitor
 * registers, so it survives browsing around before signing up.
 */
export type ParsedInvitation = {
  invitationSource: SessionState['invitationSource'];
  inviteType: InvitationSourceType | '';
  /** Server-signed proof of the invited email (registerUserByEmailNotCheck), when the link has one. */
  invitationToken: string;
};

const MAX_ID = 64;
const MAX_EMAIL = 128;
const INVITATION_TOKEN_KEY = 'openfair.invitationToken';

function param(url: URL, names: string[], max: number): string {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value.slice(0, max);
  }
  return '';
}

/** The invitation of a link, or null when the link carries none. */
export function parseInvitationSource(url: URL): ParsedInvitation | null {
  const exhibitorId = param(url, ['exhibitorId'], MAX_ID);
  const employee = param(url, ['employeeId', 'exhibitorEmployeeUserAccountId'], MAX_ID);
  const email = param(url, ['email'], MAX_EMAIL);
  const rawType = param(url, ['sourceType', 'inviteType'], 32).toUpperCase();
  const inviteType = (InvitationSourceTypes as readonly string[]).includes(rawType)
    ? (rawType as InvitationSourceType)
    : '';
  const invitationToken = param(url, ['invitationToken'], 512);
  // An email alone is no invitation (any page may carry one); an exhibitor or a source type is.
  if (!exhibitorId && !employee && !inviteType && !invitationToken) return null;
  return {
    invitationSource: { exhibitorId, exhibitorEmployeeUserAccountId: employee, email },
    inviteType,
    invitationToken,
  };
}

/** Called once at start: stores the link's invitation in the session (a later link replaces it). */
export function captureInvitationSource(url: URL): boolean {
  const parsed = parseInvitationSource(url);
  if (!parsed) return false;
  sessionStore.setState({ invitationSource: parsed.invitationSource, inviteType: parsed.inviteType });
  try {
    if (parsed.invitationToken) window.sessionStorage.setItem(INVITATION_TOKEN_KEY, parsed.invitationToken);
    else window.sessionStorage.removeItem(INVITATION_TOKEN_KEY);
  } catch {
    // storage unavailable: the visitor verifies the email with a code instead
  }
  return true;
}

export function readInvitationToken(): string {
  try {
    return window.sessionStorage.getItem(INVITATION_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The registration call's invitationSource: only the fields that are set; undefined without an invitation. */
export function invitationSourceForRequest(
  session: Pick<SessionState, 'invitationSource' | 'inviteType'>,
): InvitationSource {
  const { exhibitorId, exhibitorEmployeeUserAccountId, email } = session.invitationSource;
  const sourceType = (InvitationSourceTypes as readonly string[]).includes(session.inviteType)
    ? (session.inviteType as InvitationSourceType)
    : undefined;
  const source: NonNullable<InvitationSource> = {};
  if (exhibitorId) source.exhibitorId = exhibitorId;
  if (exhibitorEmployeeUserAccountId) source.exhibitorEmployeeUserAccountId = exhibitorEmployeeUserAccountId;
  if (email) source.email = email;
  if (sourceType) source.sourceType = sourceType;
  return Object.keys(source).length > 0 ? source : undefined;
}

/** Once registered, the invitation has been used. */
export function clearInvitationSource(): void {
  sessionStore.setState({
    invitationSource: { exhibitorId: '', exhibitorEmployeeUserAccountId: '', email: '' },
    inviteType: '',
  });
  try {
    window.sessionStorage.removeItem(INVITATION_TOKEN_KEY);
  } catch {
    // nothing to clear
  }
}
