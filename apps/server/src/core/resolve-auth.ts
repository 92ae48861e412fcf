import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, exhibitionUsers, exhibitorEmployees } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import type { AuthSession, AuthState } from './auth';
import type { AppContext } from './context';

/** Reads `Authorization: <token>` (a leading "Bearer " is tolerated). The fixed visitor token means anonymous. */
export async function resolveAuth(app: AppContext, header: string | undefined): Promise<AuthState> {
  const raw = header?.replace(/^Bearer\s+/i, '').trim();
  if (!raw || raw === app.settings.visitorToken) return { kind: 'anonymous' };
  if (raw.length > 256) return { kind: 'invalid' };
  const tokenHash = hashToken(raw);
  // Only live sessions are kept (see session-cache.ts); a token that is not (yet) valid is read each time.
  const cached = app.sessions.get(tokenHash);
  if (cached) {
    if (cached.expiresAt > Date.now()) return { kind: 'session', session: cached.session };
    return { kind: 'invalid' };
  }
  const [row] = await app.prepared.get('auth_session_by_token', sessionByTokenHash).execute({ tokenHash });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
  const session: AuthSession = {
    tokenId: row.id,
    userAccountId: row.userAccountId,
    exhibitionId: row.exhibitionId,
    subjectType: row.subjectType,
    preRegistered: row.preRegistered === true,
    issuedAt: row.createdAt.getTime(),
    employee:
      row.exhibitorId === null
        ? null
        : { exhibitorId: row.exhibitorId, admin: row.admin === true, resigned: row.resigned === true },
  };
  app.sessions.set(tokenHash, { session, expiresAt: row.expiresAt.getTime() });
  return { kind: 'session', session };
}

/** The token's row with the standing its subject needs (runs on nearly every request, so prepared). */
const sessionByTokenHash = (db: Db) =>
  db
    .select({
      id: authTokens.id,
      userAccountId: authTokens.userAccountId,
      exhibitionId: authTokens.exhibitionId,
      subjectType: authTokens.subjectType,
      expiresAt: authTokens.expiresAt,
      createdAt: authTokens.createdAt,
      revokedAt: authTokens.revokedAt,
      preRegistered: exhibitionUsers.completeExhibitionRegistration,
      exhibitorId: exhibitorEmployees.exhibitorId,
      admin: exhibitorEmployees.admin,
      resigned: exhibitorEmployees.resigned,
    })
    .from(authTokens)
    // Both joins are on unique keys (exhibition_users_uq, exhibitor_employees_account_uq).
    .leftJoin(
      exhibitionUsers,
      and(
        eq(exhibitionUsers.exhibitionId, authTokens.exhibitionId),
        eq(exhibitionUsers.userAccountId, authTokens.userAccountId),
        eq(exhibitionUsers.subjectType, 'VISITOR'),
        eq(authTokens.subjectType, 'VISITOR'),
      ),
    )
    .leftJoin(
      exhibitorEmployees,
      and(
        eq(exhibitorEmployees.exhibitionId, authTokens.exhibitionId),
        eq(exhibitorEmployees.userAccountId, authTokens.userAccountId),
        eq(authTokens.subjectType, 'ACTOR'),
      ),
    )
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_by_token');
