import { ResponseCode } from '@openfair/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthSession, Policy } from '../core/auth';
import { AppError } from '../core/errors';

export { resolveAuth } from '../core/resolve-auth';

/**
 * Applies a route's policy. No token → 401; a dead token, or one issued for another fair → 1003;
 * a live session of the wrong kind → 1004.
 */
export function enforcePolicy(request: FastifyRequest, policy: Policy): void {
  if (policy === 'anonymous') return;
  const auth = request.auth;
  if (auth.kind === 'anonymous') throw new AppError(ResponseCode.Unauthorized);
  if (auth.kind === 'invalid' || auth.session.exhibitionId !== request.common.exhibitionId) {
    throw new AppError(ResponseCode.LoginExpired);
  }
  const s = auth.session;
  const allowed =
    policy === 'loggedIn' ||
    (policy === 'visitor' && s.subjectType === 'VISITOR') ||
    (policy === 'organizer' && s.subjectType === 'ORGANIZER') ||
    (policy === 'exhibitor' && s.subjectType === 'ACTOR') ||
    (policy === 'exhibitorAdmin' &&
      s.subjectType === 'ACTOR' &&
      s.employee?.admin === true &&
      !s.employee.resigned);
  if (!allowed) throw new AppError(ResponseCode.Forbidden);
}

/** The session if the caller is logged in to this fair, else null. */
export function sessionInFair(request: FastifyRequest): AuthSession | null {
  const a = request.auth;
  return a.kind === 'session' && a.session.exhibitionId === request.common.exhibitionId ? a.session : null;
}
