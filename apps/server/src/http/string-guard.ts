import { ResponseCode } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';

/**
 * The NUL character: PostgreSQL cannot store it in text or jsonb, so a string carrying one would fail at
 * the database with a 500 wherever it is written. No field of the platform needs it.
 */
const FORBIDDEN = '\u0000';

/**
 * The path of the first string (value or key) in `value` that holds a NUL character, else null. Walks
 * with a stack of its own (a deeply nested body must not overflow the call stack), each entry linked to
 * its parent so that only the path found is ever built.
 */
export function findForbiddenCharacter(value: unknown): string[] | null {
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): string[] => {
    const path = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (v.includes(FORBIDDEN)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: entry });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes(FORBIDDEN)) return pathOf(entry, key.replaceAll(FORBIDDEN, '\\0'));
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * Refuses a query or JSON body with a NUL character anywhere, with the validation answer (400, the
 * field named in both languages), before common fields, policies or handlers see it.
 */
export function registerStringGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = findForbiddenCharacter(request.query) ?? findForbiddenCharacter(request.body);
    if (!path) return;
    // Answered before the common fields are read: take the language from the body as they would.
    if ((request.body as { languageType?: unknown } | null)?.languageType === 'en') request.lang = 'en';
    const field = path.join('.') || 'body';
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: `${field} 含有不允许的字符（NUL）`,
      en: `${field} contains a character that is not allowed (NUL)`,
    });
  });
}
