import { type Bilingual, exhibitMessages, type MediaPurpose, ResponseCode } from '@openfair/contract';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { isValidMediaKey } from '../../media/storage';

/** A refusal with its message in both languages (the request's is sent). */
export const refused = (message: Bilingual) =>
  new AppError(ResponseCode.BadRequest, undefined, { cn: message.zh, en: message.en });

/** The caller's company: exhibitor staff who have not resigned. */
export function companyOf(session: AuthSession): string {
  if (!session.employee || session.employee.resigned) throw new AppError(ResponseCode.Forbidden);
  return session.employee.exhibitorId;
}

/**
 * A media key a company's row may keep: one it has (`kept`), or a fresh upload of this company for this
 * purpose (the upload call made and checked it). Anything else is refused: a key of another company, a
 * resized variant, a made-up or missing file.
 */
export async function acceptMedia(
  app: AppContext,
  exhibitorId: string,
  purpose: MediaPurpose,
  key: string,
  kept: readonly string[],
): Promise<string> {
  if (key === '' || kept.includes(key)) return key;
  const prefix = `uploads/${exhibitorId}/${purpose.toLowerCase()}/`;
  const ours =
    isValidMediaKey(key) &&
    key.startsWith(prefix) &&
    !key.slice(prefix.length).includes('/') &&
    !/-(?:small|thumb)\.[a-z0-9]+$/.test(key);
  if (!ours || !(await app.storage.stat(key))) throw refused(exhibitMessages.foreignMedia);
  return key;
}

/** A list of keys, each accepted as above, duplicates dropped. */
export async function acceptMediaList(
  app: AppContext,
  exhibitorId: string,
  purpose: MediaPurpose,
  keys: readonly string[],
  kept: readonly string[],
): Promise<string[]> {
  const accepted: string[] = [];
  for (const key of new Set(keys)) accepted.push(await acceptMedia(app, exhibitorId, purpose, key, kept));
  return accepted;
}
