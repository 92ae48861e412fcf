export type { DbOrTx, Tx } from '../../db/client';

/** PostgreSQL unique_violation (23505), as thrown by pg, PGlite, or wrapped by Drizzle (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
