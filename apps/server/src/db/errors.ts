type PgError = { code: string; constraint?: string };

/** The PostgreSQL error as thrown by pg or PGlite, or wrapped by Drizzle (in `cause`). */
function pgError(error: unknown): PgError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The statement lost to a concurrent one and was rolled back whole (deadlock_detected 40P01,
 * serialization_failure 40001): running it again is safe and will likely pass.
 */
export const isConcurrencyConflict = (error: unknown) => {
  const code = pgError(error)?.code;
  return code === '40P01' || code === '40001';
};

/** unique_violation (23505): a row with that key exists. */
export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';

/**
 * A foreign key refused the write, of `constraint` when named: the row referred to is gone
 * (foreign_key_violation, 23503), or a row still refers to the one deleted (23503, or restrict_violation
 * 23001 for an ON DELETE RESTRICT key on newer PostgreSQL).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return (
    (e?.code === '23503' || e?.code === '23001') && (constraint === undefined || e.constraint === constraint)
  );
}
