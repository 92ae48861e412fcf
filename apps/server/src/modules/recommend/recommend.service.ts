import type { CollectionType } from '@openfair/contract';
import { and, count, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  clientPoolMembers,
  collections,
  exhibitors,
  footprints,
  products,
  questionAnswers,
  questions,
  visitors,
} from '../../db/schema/index';
import { productVisibility, type Viewer, viewerAccountId } from '../catalog/catalog-viewer.service';

/** What the visitor has shown interest in: category keys and exhibitor ids. */
type Interest = { categories: string[]; exhibitors: string[] };

// Weights of the ranking (see recommendedProductIds).
export const WEIGHTS = { favourite: 3, history: 2, purchase: 2 } as const;
/** How many of the newest openable products are ranked (see recommendedProductIds). */
export const CANDIDATE_WINDOW = 2000;
// Favourites left out of the candidates; an account with more still gets recommendations, some repeated.
const FAVOURITES_LIMIT = 1000;

const inList = (column: Parameters<typeof inArray>[0], values: string[]): SQL =>
  values.length > 0 ? inArray(column, values) : sql`false`;

/** Categories and exhibitors of the products and exhibitors a visitor favourited or viewed. */
async function interestOf(
  db: Db,
  table: typeof collections | typeof footprints,
  exhibitionId: string,
  userAccountId: string,
): Promise<Interest> {
  const mine = (type: CollectionType) =>
    and(
      eq(table.exhibitionId, exhibitionId),
      eq(table.userAccountId, userAccountId),
      eq(table.subjectType, type),
    );
  // History is bounded to the latest views: interest drifts, and the lists stay small.
  const [fromProducts, fromExhibitors] = await Promise.all([
    db
      .select({ category: products.category, exhibitorId: products.exhibitorId })
      .from(table)
      .innerJoin(products, eq(products.id, table.subjectId))
      .where(mine('PRODUCT'))
      .limit(200),
    db
      .select({ category: exhibitors.category, exhibitorId: exhibitors.id })
      .from(table)
      .innerJoin(exhibitors, eq(exhibitors.id, table.subjectId))
      .where(mine('ACTOR'))
      .limit(200),
  ]);
  const all = [...fromProducts, ...fromExhibitors];
  return {
    categories: [...new Set(all.map((r) => r.category).filter(Boolean))],
    exhibitors: [...new Set(all.map((r) => r.exhibitorId))],
  };
}

/**
 * Category keys named by the visitor's purchase categories (account info) and questionnaire answers.
 * Both hold free labels or keys, so they are matched against the fair's category keys and both names.
 */
async function purchaseCategoryKeys(db: Db, exhibitionId: string, userAccountId: string): Promise<string[]> {
  const [info, answers, fairCategories] = await Promise.all([
    db
      .select({ purchaseCategories: visitors.purchaseCategories })
      .from(visitors)
      .where(and(eq(visitors.exhibitionId, exhibitionId), eq(visitors.userAccountId, userAccountId)))
      .limit(1),
    db
      .select({ optionIds: questionAnswers.optionIds, options: questions.options })
      .from(questionAnswers)
      .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
      .where(
        and(eq(questionAnswers.exhibitionId, exhibitionId), eq(questionAnswers.userAccountId, userAccountId)),
      ),
    db
      .select({ key: categories.key, name: categories.name, nameEn: categories.nameEn })
      .from(categories)
      .where(eq(categories.exhibitionId, exhibitionId)),
  ]);
  const words = new Set<string>();
  for (const c of info[0]?.purchaseCategories ?? []) words.add(c.trim().toLowerCase());
  for (const a of answers) {
    for (const o of a.options) {
      if (!a.optionIds.includes(o.id)) continue;
      words.add(o.id.toLowerCase());
      words.add(o.label.trim().toLowerCase());
      words.add(o.labelEn.trim().toLowerCase());
    }
  }
  words.delete('');
  return fairCategories
    .filter((c) => [c.key, c.name, c.nameEn].some((w) => words.has(w.trim().toLowerCase())))
    .map((c) => c.key);
}

/** Exhibitors whose client pool holds the caller (small: one row per invitation or card). */
async function poolOf(db: Db, exhibitionId: string, userAccountId: string): Promise<string[]> {
  const rows = await db
    .select({ exhibitorId: clientPoolMembers.exhibitorId })
    .from(clientPoolMembers)
    .where(
      and(
        eq(clientPoolMembers.exhibitionId, exhibitionId),
        eq(clientPoolMembers.userAccountId, userAccountId),
      ),
    );
  return rows.map((r) => r.exhibitorId);
}

async function favouriteProductIds(db: Db, exhibitionId: string, userAccountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: collections.subjectId })
    .from(collections)
    .where(
      and(
        eq(collections.exhibitionId, exhibitionId),
        eq(collections.userAccountId, userAccountId),
        eq(collections.subjectType, 'PRODUCT'),
      ),
    )
    .limit(FAVOURITES_LIMIT);
  return rows.map((r) => r.id);
}

/**
 * Products the viewer may open: the catalog's list visibility, minus restricted (scope 1) products of
 * exhibitors whose client pool does not hold the viewer (a recommendation that only alerts is useless).
 */
function openableBy(v: Viewer, pool: string[]): SQL {
  const visible = productVisibility(v) ?? sql`true`;
  if (v.kind === 'anonymous' || v.kind === 'organizer') return visible;
  const mine = v.kind === 'exhibitor' && v.exhibitorId ? [...pool, v.exhibitorId] : pool;
  return and(visible, or(ne(products.scope, 1), inList(products.exhibitorId, mine)))!;
}

/**
 * Recommended product ids for one page. Candidates are the fair's newest CANDIDATE_WINDOW products the
 * viewer may open and has not favourited yet: ranking every product of a 100k-product fair on each
 * home page view would cost a full scan, and a recommendation feed is about what is current anyway.
 * Each candidate scores
 *   3 × (its category is one of the favourites' categories) + 3 × (its exhibitor was favourited, or
 *   made a favourited product)
 * + 2 × (same, for the browsing history)
 * + 2 × (its category is one of the visitor's purchase categories or questionnaire choices),
 * so what the visitor explicitly kept outranks what they merely looked at, and both outrank what they
 * said at registration; equal scores fall back to freshness (newest first), which is also the whole
 * order for anonymous callers and for visitors without any signal.
 */
export async function recommendedProductIds(
  db: Db,
  exhibitionId: string,
  v: Viewer,
  page: { pageNum: number; pageSize: number },
): Promise<{ ids: string[]; total: number }> {
  const userAccountId = viewerAccountId(v);
  const signals = userAccountId
    ? await Promise.all([
        interestOf(db, collections, exhibitionId, userAccountId),
        interestOf(db, footprints, exhibitionId, userAccountId),
        purchaseCategoryKeys(db, exhibitionId, userAccountId),
        poolOf(db, exhibitionId, userAccountId),
        favouriteProductIds(db, exhibitionId, userAccountId),
      ])
    : null;
  const conditions: SQL[] = [eq(products.exhibitionId, exhibitionId), openableBy(v, signals?.[3] ?? [])];
  if (signals && signals[4].length > 0) conditions.push(notInArray(products.id, signals[4]));
  const candidates = db
    .select({
      id: products.id,
      category: products.category,
      exhibitorId: products.exhibitorId,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(CANDIDATE_WINDOW)
    .as('candidates');
  // Without a caller there is no signal: the order is freshness alone (a constant would read as a column number).
  const order: SQL[] = [];
  if (signals) {
    const [favourite, history, purchase] = signals;
    const w = (weight: number, condition: SQL) =>
      sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)`;
    order.push(sql`${w(WEIGHTS.favourite, inList(candidates.category, favourite.categories))}
      + ${w(WEIGHTS.favourite, inList(candidates.exhibitorId, favourite.exhibitors))}
      + ${w(WEIGHTS.history, inList(candidates.category, history.categories))}
      + ${w(WEIGHTS.history, inList(candidates.exhibitorId, history.exhibitors))}
      + ${w(WEIGHTS.purchase, inList(candidates.category, purchase))} desc`);
  }
  // One pass over the window: the page and, beside each row, the window's size (a separate count
  // would read the 2,000 candidates a second time).
  const rows = await db
    .select({ id: candidates.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(candidates)
    .orderBy(...order, desc(candidates.createdAt), desc(candidates.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  // A page past the end has no rows to carry the total.
  const [total] = await db.select({ n: count() }).from(candidates);
  return { ids: [], total: total?.n ?? 0 };
}
