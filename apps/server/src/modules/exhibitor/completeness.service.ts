import type { BoothCompleteness, BoothPart } from '@openfair/contract';
import { and, count, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { Db } from '../../db/client';
import { exhibitorEmployees, hotExhibitorSamples, products } from '../../db/schema/index';
import { companyOf } from './company-media';
import { loadExhibitor } from './profile.service';

/** Profile fields a buyer looks for first; the checklist names those still empty. */
const ESSENTIAL_FIELDS = [
  'nameEn',
  'introduction',
  'enIntroduction',
  'mainBusinessScope',
  'address',
  'telephone',
  'email',
  'contacts',
  'categories',
] as const;

/**
 * What the booth still lacks, for the administrator's landing: the profile's essentials, a logo, company
 * pictures, exhibits, employees besides the administrators, and a hot-spot scene. Counts only: each part
 * is one indexed count of this company's rows.
 */
export async function boothCompleteness(db: Db, session: AuthSession): Promise<BoothCompleteness> {
  const exhibitorId = companyOf(session);
  const row = await loadExhibitor(db, session.exhibitionId, exhibitorId);
  const [[exhibits], [employees], [scenes]] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.exhibitorId, exhibitorId)),
    db
      .select({ n: count() })
      .from(exhibitorEmployees)
      .where(
        and(
          eq(exhibitorEmployees.exhibitorId, exhibitorId),
          eq(exhibitorEmployees.admin, false),
          eq(exhibitorEmployees.resigned, false),
        ),
      ),
    db
      .select({ n: count() })
      .from(hotExhibitorSamples)
      .where(eq(hotExhibitorSamples.exhibitorId, exhibitorId)),
  ]);
  const missingFields = ESSENTIAL_FIELDS.filter((field) => {
    const value = row[field];
    return Array.isArray(value) ? value.length === 0 : String(value).trim() === '';
  });
  const counts: Record<BoothPart, number> = {
    profile: missingFields.length === 0 ? 1 : 0,
    logo: row.logo ? 1 : 0,
    images: row.images.length,
    exhibits: exhibits?.n ?? 0,
    employees: employees?.n ?? 0,
    hotShowcase: scenes?.n ?? 0,
  };
  return {
    parts: (Object.keys(counts) as BoothPart[]).map((part) => ({
      part,
      complete: counts[part] > 0,
      count: counts[part],
      available: true,
    })),
    missingFields: [...missingFields],
  };
}
