import { eq } from 'drizzle-orm';
import { exhibitions } from '../db/schema/index';
import { type AppContext, slot } from './context';
import { TtlCache } from './ttl-cache';

/** Fairs are created rarely and never deleted while the platform runs: a known id is kept this long. */
const KNOWN_MS = 30_000;

const knownExhibitions = slot('core.knownExhibitions', () => new TtlCache<true>(KNOWN_MS, 1_000));

/** Whether the fair exists (every call names one in its common fields). */
export async function exhibitionExists(app: AppContext, id: string): Promise<boolean> {
  const known = app.use(knownExhibitions);
  if (known.get(id)) return true;
  const [row] = await app.db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, id))
    .limit(1);
  if (row) known.set(id, true);
  return !!row;
}
