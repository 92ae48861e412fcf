import { and, desc, eq, sql } from 'drizzle-orm';
import { productVisibility, type Viewer, viewerAccountId, visibilityKey } from '../../core/visibility';
import type { Db } from '../../db/client';
import { products, questionAnswers, questions, visitors } from '../../db/schema/index';
import type { CatalogContext } from './catalog-context';
import { type Candidate, type Interests, labelsFor, visitorKey } from './read-model';

export const WEIGHTS = { favourite: 3, history: 2, purchase: 2 } as const;
/** How many of the newest visible products are ranked (see recommendedProductIds). */
export const CANDIDATE_WINDOW = 2000;
/** Favourites and history rows read per visitor (a signal, not an inventory). */
const SIGNAL_ROWS = 1000;

/** What the visitor has shown interest in: category keys and exhibitor ids. */
type Interest = Interests['favourite'];
type Signals = Interests;

const emptyInterest = (): Interest => ({ categories: new Set(), exhibitors: new Set() });

/**
 * The fair's newest CANDIDATE_WINDOW products that a viewer class may see in lists, newest first. The
 * same for every viewer of the class, so it is kept like a list page (read-model.ts): ranking then
 * happens in memory, with no per-visitor scan of the products table.
 */
function candidateWindow(cc: CatalogContext): Promise<Candidate[]> {
  const { db, exhibitionId, viewer: v } = cc;
  return cc.readModel.candidateWindows.load(`${exhibitionId}|${visibilityKey(v)}`, () =>
    db
      .select({
        id: products.id,
        category: products.category,
        exhibitorId: products.exhibitorId,
        scope: products.scope,
      })
      .from(products)
      .where(and(eq(products.exhibitionId, exhibitionId), productVisibility(v)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(CANDIDATE_WINDOW),
  );
}

type SignalRow = {
  source: string;
  category: string | null;
  exhibitor_id: string | null;
  product_id: string | null;
};

/**
 * Favourites, history and client pools of one visitor in one round trip: the categories and exhibitors
 * of favourited and viewed products and exhibitors, the favourited product ids, and the exhibitors
 * whose client pool holds the visitor.
 */
async function interestSignals(
  db: Db,
  exhibitionId: string,
  userAccountId: string,
): Promise<Omit<Signals, 'purchase'>> {
  const mine = (table: 'collections' | 'footprints', type: 'PRODUCT' | 'ACTOR') =>
    sql`${sql.identifier(table)}.exhibition_id = ${exhibitionId} AND ${sql.identifier(table)}.user_account_id = ${userAccountId} AND ${sql.identifier(table)}.subject_type = ${type}`;
  const { rows } = await db.execute<SignalRow>(sql`
    (SELECT 'favourite' AS source, p.category, p.exhibitor_id, p.id AS product_id
       FROM collections JOIN products p ON p.id = collections.subject_id
      WHERE ${mine('collections', 'PRODUCT')} LIMIT ${SIGNAL_ROWS})
    UNION ALL
    (SELECT 'favourite', e.category, e.id, NULL
       FROM collections JOIN exhibitors e ON e.id = collections.subject_id
      WHERE ${mine('collections', 'ACTOR')} LIMIT ${SIGNAL_ROWS})
    UNION ALL
    (SELECT 'history', p.category, p.exhibitor_id, NULL
       FROM footprints JOIN products p ON p.id = footprints.subject_id
      WHERE ${mine('footprints', 'PRODUCT')} LIMIT ${SIGNAL_ROWS})
    UNION ALL
    (SELECT 'history', e.category, e.id, NULL
       FROM footprints JOIN exhibitors e ON e.id = footprints.subject_id
      WHERE ${mine('footprints', 'ACTOR')} LIMIT ${SIGNAL_ROWS})
    UNION ALL
    (SELECT 'pool', NULL, exhibitor_id, NULL FROM client_pool_members
      WHERE exhibition_id = ${exhibitionId} AND user_account_id = ${userAccountId})`);
  const out = {
    favourite: emptyInterest(),
    history: emptyInterest(),
    favouriteProductIds: new Set<string>(),
    pool: new Set<string>(),
  };
  for (const r of rows) {
    if (r.source === 'pool') {
      if (r.exhibitor_id) out.pool.add(r.exhibitor_id);
      continue;
    }
    const interest = r.source === 'favourite' ? out.favourite : out.history;
    if (r.category) interest.categories.add(r.category);
    if (r.exhibitor_id) interest.exhibitors.add(r.exhibitor_id);
    if (r.product_id) out.favouriteProductIds.add(r.product_id);
  }
  return out;
}

/**
 * Category keys named by the visitor's purchase categories (account info) and questionnaire answers.
 * Both hold free labels or keys, so they are matched against the fair's category keys and both names.
 */
async function purchaseCategoryKeys(cc: CatalogContext, userAccountId: string): Promise<Set<string>> {
  const { db, exhibitionId } = cc;
  const [info, answers, labels] = await Promise.all([
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
    labelsFor(cc),
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
  const keys = new Set<string>();
  for (const [key, names] of labels)
    if ([key, ...names].some((w) => words.has(w.trim().toLowerCase()))) keys.add(key);
  return keys;
}

/**
 * A candidate the viewer may open: scope 1 needs the owner's client pool (or being its staff); a
 * recommendation that only alerts is useless. Scope 2 was settled by the window's visibility.
 */
function openable(v: Viewer, c: Candidate, pool: Set<string>): boolean {
  if (c.scope !== 1 || v.kind === 'organizer') return true;
  if (v.kind === 'anonymous') return false;
  return pool.has(c.exhibitorId) || (v.kind === 'exhibitor' && v.exhibitorId === c.exhibitorId);
}

/** The ranking below, as a number: higher first. */
export function score(c: Candidate, s: Pick<Signals, 'favourite' | 'history' | 'purchase'>): number {
  let n = 0;
  if (s.favourite.categories.has(c.category)) n += WEIGHTS.favourite;
  if (s.favourite.exhibitors.has(c.exhibitorId)) n += WEIGHTS.favourite;
  if (s.history.categories.has(c.category)) n += WEIGHTS.history;
  if (s.history.exhibitors.has(c.exhibitorId)) n += WEIGHTS.history;
  if (s.purchase.has(c.category)) n += WEIGHTS.purchase;
  return n;
}

/**
 * Recommended product ids for one page. Candidates are the fair's newest CANDIDATE_WINDOW products the
 * viewer's class sees, less those this viewer may not open and those already favourited: ranking every
 * product of a 100k-product fair on each home page view would cost a full scan, and a recommendation
 * feed is about what is current anyway. Each candidate scores
 *   3 × (its category is one of the favourites' categories) + 3 × (its exhibitor was favourited, or
 *   made a favourited product)
 * + 2 × (same, for the browsing history)
 * + 2 × (its category is one of the visitor's purchase categories or questionnaire choices),
 * so what the visitor explicitly kept outranks what they merely looked at, and both outrank what they
 * said at registration. Equal scores take exhibitors in turn, each with its newest product first: the
 * newest product of each exhibitor (newest exhibitor first), then each one's second newest, and so on
 * (inTurns). That is also the whole order for anonymous callers and for visitors without any signal, so
 * a guest's first products come from as many companies as there are, not from the latest upload.
 */
export async function recommendedProductIds(
  cc: CatalogContext,
  page: { pageNum: number; pageSize: number },
): Promise<{ ids: string[]; total: number }> {
  const ranked = await rankedProductIds(cc);
  const start = (page.pageNum - 1) * page.pageSize;
  return { ids: ranked.slice(start, start + page.pageSize), total: ranked.length };
}

/**
 * Candidates sorted by score (newest first within a score), reordered so that within each score the
 * exhibitors take turns: the first product of every exhibitor in the order their first appears, then
 * every exhibitor's second, and so on. Linear plus one sort of the window, once per cached ranking.
 */
export function inTurns(sorted: { c: Candidate; s: number }[]): Candidate[] {
  const seen = new Map<string, { first: number; count: number }>();
  const keyed = sorted.map(({ c, s }, i) => {
    const key = `${s}|${c.exhibitorId}`;
    let e = seen.get(key);
    if (!e) {
      e = { first: i, count: 0 };
      seen.set(key, e);
    }
    return { c, s, turn: e.count++, first: e.first };
  });
  return keyed.sort((a, b) => b.s - a.s || a.turn - b.turn || a.first - b.first).map((k) => k.c);
}

/**
 * The viewer's whole recommendation order, kept per visitor and visibility class for the read model's
 * TTL: a visitor's favourites and pools (the 'interests.changed' event) reorder it at once, their history
 * within the TTL. Anonymous viewers share the order of their class.
 */
function rankedProductIds(cc: CatalogContext): Promise<string[]> {
  const v = cc.viewer;
  const userAccountId = viewerAccountId(v);
  const rank = async () => {
    const [window, signals] = await Promise.all([
      candidateWindow(cc),
      userAccountId ? interestsOf(cc, userAccountId) : null,
    ]);
    const pool = signals?.pool ?? new Set<string>();
    const candidates = window.filter((c) => openable(v, c, pool) && !signals?.favouriteProductIds.has(c.id));
    const scored = signals
      ? candidates.map((c) => ({ c, s: score(c, signals) }))
      : candidates.map((c) => ({ c, s: 0 }));
    // Array.prototype.sort is stable: equal scores keep the window's newest-first order.
    return inTurns(scored.sort((a, b) => b.s - a.s)).map((c) => c.id);
  };
  const who = userAccountId ? visitorKey(cc.exhibitionId, userAccountId) : `${cc.exhibitionId}|`;
  return cc.readModel.rankings.load(`${who}|${visibilityKey(v)}`, rank);
}

/** A visitor's interests through the read model. */
function interestsOf(cc: CatalogContext, userAccountId: string): Promise<Signals> {
  return cc.readModel.interests.load(visitorKey(cc.exhibitionId, userAccountId), async () => {
    const [interest, purchase] = await Promise.all([
      interestSignals(cc.db, cc.exhibitionId, userAccountId),
      purchaseCategoryKeys(cc, userAccountId),
    ]);
    return { ...interest, purchase };
  });
}
