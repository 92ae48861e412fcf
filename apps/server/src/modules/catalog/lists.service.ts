import {
  type CatalogPage,
  type ExhibitorCard,
  type ExhibitorListRequest,
  type FilterOptions,
  Floors,
  type ProductCard,
  type ProductListRequest,
  type VisitorCard,
  type VisitorListRequest,
} from '@openfair/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { sharedResponse } from '../../core/route';
import { productVisibility, visibilityKey } from '../../core/visibility';
import { categories, exhibitors, products, visitors } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import {
  presentExhibitorCards,
  presentProductCards,
  visitorCards,
  withCollectedExhibitors,
  withProductFlags,
} from './cards.service';
import { categoryLabel, countryName } from './catalog.presenter';
import {
  anyTag,
  type CategoryLabels,
  countUpTo,
  productCardColumns,
  selectExhibitorRows,
  tsMatch,
  tsRank,
  visibleProductCounts,
  withOwnerNames,
} from './catalog.queries';
import type { CatalogContext } from './catalog-context';
import type { Keyword } from './search-text';
import { admitProductCards, touristBudget } from './tourist-limit.service';

/** Lists never return more than this per page, whatever the client asks (the contract allows 100). */
export const MAX_PAGE_SIZE = 50;
/**
 * Product totals are counted up to this many (pages beyond it are not browsed by people): counting
 * all 100k products of a large fair costs a full index walk per request.
 */
export const TOTAL_CAP = 10_000;
/**
 * A keyword's default order is relevance (ts_rank) when it matches at most this many products. Ranking
 * reads every matching row (about 6 µs each at 100k products: 1,256 matches of "phone case" took
 * 7.5 ms); a common word's results come newest first instead, which the planner serves by walking
 * products_exhibition_idx and stops after one page.
 */
export const RANK_MAX = 300;

/**
 * A list request as the contract defines it, with its keyword parsed once (search-text.ts); the floor is
 * any text here (the contract limits what a client may send, a search passes none).
 */
type WithKeyword<R extends { keyword: string; floor: string }> = Omit<R, 'keyword' | 'floor'> & {
  keyword: Keyword;
  floor: string;
};

const pageOf = (pageNum: number, pageSize: number) => {
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  return { pageNum, pageSize: size, offset: (pageNum - 1) * size };
};

const emptyPage = (page: { pageNum: number; pageSize: number }) => ({
  list: [],
  total: 0,
  pageNum: page.pageNum,
  pageSize: page.pageSize,
});

/** A keyword that holds no searchable word finds nothing (rather than everything). */
const unsearchable = (k: Keyword) => k.text !== '' && k.tsquery === null;

// ——— exhibitors ———

export type ExhibitorQuery = WithKeyword<ExhibitorListRequest>;

export async function listExhibitors(
  cc: CatalogContext,
  q: ExhibitorQuery,
  opts: { highlight?: boolean } = {},
): Promise<CatalogPage<ExhibitorCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  if (unsearchable(q.keyword)) return emptyPage(page);
  const tsq = q.keyword.tsquery;
  // Built only when the page is not in the read model: building SQL costs more than a cache hit.
  const query = () => {
    const where = and(
      eq(exhibitors.exhibitionId, cc.exhibitionId),
      tsq ? tsMatch(exhibitors.searchVector, tsq) : undefined,
      q.category ? eq(exhibitors.category, q.category) : undefined,
      q.countryId ? eq(exhibitors.countryCode, q.countryId.toUpperCase()) : undefined,
      q.floor ? eq(exhibitors.floor, q.floor) : undefined,
      q.tags.length ? anyTag(exhibitors.tags, q.tags) : undefined,
    );
    const nameCol =
      cc.lang === 'en'
        ? sql`coalesce(nullif(${exhibitors.nameEn}, ''), ${exhibitors.name})`
        : exhibitors.name;
    const order: SQL[] =
      q.sort === 'newest'
        ? [desc(exhibitors.createdAt), desc(exhibitors.id)]
        : q.sort === 'name'
          ? [asc(nameCol), asc(exhibitors.id)]
          : q.sort === 'booth'
            ? [asc(exhibitors.floor), asc(exhibitors.boothNumber), asc(exhibitors.id)]
            : tsq
              ? [desc(tsRank(exhibitors.searchVector, tsq)), asc(exhibitors.id)]
              : // The organizer's order of entry.
                [asc(exhibitors.createdAt), asc(exhibitors.id)];
    return { where, order };
  };
  const filterKey = [tsq ?? '', q.category, q.countryId, q.floor, q.tags.join(',')].join('|');
  const highlightKeyword = opts.highlight ? q.keyword.text : undefined;
  const { readModel } = cc;
  const cached = await readModel.exhibitorPages.load(
    [
      cc.exhibitionId,
      visibilityKey(cc.viewer),
      cc.lang,
      q.sort,
      filterKey,
      page.pageSize,
      page.offset,
      highlightKeyword ?? '',
    ].join('|'),
    async () => {
      const { where, order } = query();
      const [rows, total] = await Promise.all([
        selectExhibitorRows(cc.db)
          .where(where)
          .orderBy(...order)
          .limit(page.pageSize)
          .offset(page.offset),
        readModel.counts.load(`exhibitors|${cc.exhibitionId}|${filterKey}`, async () => {
          const [row] = await cc.db.select({ n: count() }).from(exhibitors).where(where);
          return row?.n ?? 0;
        }),
      ]);
      const productCounts = await visibleProductCounts(
        cc.db,
        cc.exhibitionId,
        cc.viewer,
        rows.map((r) => r.id),
      );
      return { cards: await presentExhibitorCards(cc, rows, { highlightKeyword, productCounts }), total };
    },
  );
  return {
    list: await withCollectedExhibitors(cc, cached.cards),
    total: cached.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

// ——— products ———

export type ProductQuery = WithKeyword<ProductListRequest>;

/**
 * The WHERE and ORDER BY of a product list for a viewer (exported so the EXPLAIN test checks the very
 * query the list runs). A keyword goes through the GIN index: `search_vector @@ to_tsquery(...)`.
 */
export function productListQuery(
  cc: CatalogContext,
  q: Omit<ProductQuery, 'pageNum' | 'pageSize'>,
  /** false when the keyword matches more than RANK_MAX products */
  rank = true,
) {
  const tsq = q.keyword.tsquery;
  const exhibitorFilter =
    q.countryId || q.floor
      ? inArray(
          products.exhibitorId,
          cc.db
            .select({ id: exhibitors.id })
            .from(exhibitors)
            .where(
              and(
                eq(exhibitors.exhibitionId, cc.exhibitionId),
                q.countryId ? eq(exhibitors.countryCode, q.countryId.toUpperCase()) : undefined,
                q.floor ? eq(exhibitors.floor, q.floor) : undefined,
              ),
            ),
        )
      : undefined;
  const where = and(
    eq(products.exhibitionId, cc.exhibitionId),
    productVisibility(cc.viewer),
    tsq ? tsMatch(products.searchVector, tsq) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.exhibitorId ? eq(products.exhibitorId, q.exhibitorId) : undefined,
    exhibitorFilter,
    q.tags.length ? anyTag(products.tags, q.tags) : undefined,
  );
  const nameCol =
    cc.lang === 'en' ? sql`coalesce(nullif(${products.nameEn}, ''), ${products.name})` : products.name;
  const order: SQL[] =
    q.sort === 'newest'
      ? [desc(products.createdAt), desc(products.id)]
      : q.sort === 'priceAsc'
        ? [sql`${products.salePrice} asc nulls last`, asc(products.id)]
        : q.sort === 'priceDesc'
          ? [sql`${products.salePrice} desc nulls last`, asc(products.id)]
          : q.sort === 'name'
            ? [asc(nameCol), asc(products.id)]
            : tsq && rank
              ? [desc(tsRank(products.searchVector, tsq)), asc(products.id)]
              : q.exhibitorId
                ? // An exhibitor's own order first (products_exhibitor_idx).
                  [asc(products.sort), desc(products.createdAt), asc(products.id)]
                : // Exhibitors in turn (list-order.service.ts; products_mix_idx).
                  [asc(products.mixRound), asc(products.mixSlot), asc(products.id)];

  return { where, order };
}

/**
 * Product list. Tourists (not logged in) see at most the organizer's tourist limit of public products:
 * across the pages of one list (the page that reaches it says `touristLimited`, later pages are empty),
 * and across every list, search and detail of the day (tourist-limit.service.ts): products beyond the
 * client's budget are held back and the page says `touristLimited`.
 */
export async function listProducts(
  cc: CatalogContext,
  q: ProductQuery,
  opts: { highlight?: boolean; touristLimit?: boolean } = {},
): Promise<CatalogPage<ProductCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  if (unsearchable(q.keyword)) return emptyPage(page);
  const tsq = q.keyword.tsquery;
  let limit = page.pageSize;
  let cap: number | null = null;
  const budget = await touristBudget(cc);
  if (budget !== null && opts.touristLimit !== false) {
    cap = budget;
    limit = Math.max(0, Math.min(page.pageSize, cap - page.offset));
  }
  // Tourists never page past their limit, so one more than it is all that needs counting, unless a
  // keyword needs the count to choose between relevance and newest first.
  const needed = Math.max(cap === null ? TOTAL_CAP : cap + 1, tsq ? RANK_MAX + 1 : 0);
  const filterKey = [tsq ?? '', q.category, q.countryId, q.floor, q.tags.join(','), q.exhibitorId].join('|');
  const visibility = visibilityKey(cc.viewer);
  const highlightKeyword = opts.highlight ? q.keyword.text : undefined;
  const { readModel } = cc;
  const shared = await readModel.productPages.load(
    [
      cc.exhibitionId,
      visibility,
      cc.lang,
      q.sort,
      filterKey,
      page.offset,
      limit,
      cap,
      highlightKeyword ?? '',
    ].join('|'),
    async () => {
      const { where } = productListQuery(cc, q);
      const countCap = Math.min(TOTAL_CAP, needed);
      const realTotal = await readModel.counts.load(
        `products|${cc.exhibitionId}|${visibility}|${countCap}|${filterKey}`,
        () => countUpTo(cc.db, products, where, countCap, { keyword: tsq !== null }),
      );
      const { order } = productListQuery(cc, q, realTotal <= RANK_MAX);
      const own =
        limit > 0
          ? await cc.db
              .select(productCardColumns)
              .from(products)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(page.offset)
          : [];
      const rows = await withOwnerNames(cc.db, cc.exhibitionId, own);
      return { cards: await presentProductCards(cc, rows, { highlightKeyword }), realTotal };
    },
  );
  const { cards, realTotal } = shared;
  const flagged = await withProductFlags(cc, cards);
  if (flagged === cards && budget === null) {
    // Nothing of this page is the viewer's own: every such caller gets the same answer, written once.
    const total = realTotal;
    let answer = shared.answer;
    if (answer?.pageNum !== page.pageNum || answer.pageSize !== page.pageSize || answer.total !== total) {
      answer = sharedResponse({ list: cards, total, pageNum: page.pageNum, pageSize: page.pageSize });
      shared.answer = answer;
    }
    return answer;
  }
  const admitted = await admitProductCards(cc, flagged);
  const result: CatalogPage<ProductCard> = {
    list: admitted.cards,
    total: cap === null ? realTotal : Math.min(realTotal, cap),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
  if (admitted.limited || (cap !== null && realTotal > cap && page.offset + page.pageSize >= cap))
    result.touristLimited = true;
  return result;
}

// ——— visitors ———

export type VisitorQuery = VisitorListRequest;

/**
 * Visitors of the fair for exhibitors (/find/person): those who filled in their first info. The
 * keyword matches name, company or position (Chinese or English) by substring; the visitor list has no search vector
 * because it is an exhibitor tool on registered people, not the public catalog.
 */
export async function listVisitors(cc: CatalogContext, q: VisitorQuery): Promise<CatalogPage<VisitorCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  const like = q.keyword ? likePattern(q.keyword) : null;
  const where = and(
    eq(visitors.exhibitionId, cc.exhibitionId),
    ne(visitors.name, ''),
    // A registration the organizer rejected (a fake or a competitor) is not offered to exhibitors.
    ne(visitors.reviewStatus, 'rejected'),
    like
      ? or(
          sql`${visitors.name} ilike ${like}`,
          sql`${visitors.company} ilike ${like}`,
          sql`${visitors.position} ilike ${like}`,
          sql`${visitors.nameEn} ilike ${like}`,
          sql`${visitors.companyEn} ilike ${like}`,
          sql`${visitors.positionEn} ilike ${like}`,
        )
      : undefined,
    q.countryId ? eq(visitors.countryCode, q.countryId.toUpperCase()) : undefined,
    q.category ? sql`${visitors.purchaseCategories} ? ${q.category}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    cc.db
      .select()
      .from(visitors)
      .where(where)
      .orderBy(desc(visitors.createdAt), asc(visitors.id))
      .limit(page.pageSize)
      .offset(page.offset),
    cc.db.select({ n: count() }).from(visitors).where(where),
  ]);
  return {
    list: await visitorCards(cc, rows),
    total: total?.n ?? 0,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

// ——— filter options ———

const TOP_TAGS = 20;

/** Categories (request language), countries and floors present among exhibitors, and the commonest exhibitor tags. */
export async function filterOptions(cc: CatalogContext): Promise<FilterOptions> {
  const { db, exhibitionId, lang } = cc;
  const [cats, countries, floors, tags] = await Promise.all([
    db
      .select({ key: categories.key, name: categories.name, nameEn: categories.nameEn })
      .from(categories)
      .where(eq(categories.exhibitionId, exhibitionId))
      .orderBy(asc(categories.sort), asc(categories.key)),
    db
      .selectDistinct({ code: exhibitors.countryCode })
      .from(exhibitors)
      .where(and(eq(exhibitors.exhibitionId, exhibitionId), ne(exhibitors.countryCode, ''))),
    db
      .selectDistinct({ floor: exhibitors.floor })
      .from(exhibitors)
      .where(and(eq(exhibitors.exhibitionId, exhibitionId), ne(exhibitors.floor, ''))),
    db.execute<{ tag: string }>(
      sql`SELECT t.tag FROM ${exhibitors}, jsonb_array_elements_text(${exhibitors.tags}) AS t(tag)
          WHERE ${exhibitors.exhibitionId} = ${exhibitionId}
          GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT ${TOP_TAGS}`,
    ),
  ]);
  const labels: CategoryLabels = new Map(cats.map((c) => [c.key, [c.name, c.nameEn]]));
  const countryList = countries
    .map((c) => ({ id: c.code, name: countryName(c.code, lang) }))
    // China first (the host country), then by name in the reader's language.
    .sort((a, b) =>
      a.id === 'CN' ? -1 : b.id === 'CN' ? 1 : a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'zh'),
    );
  const floorOrder = (f: string) => {
    const i = (Floors as readonly string[]).indexOf(f);
    return i === -1 ? Floors.length : i;
  };
  return {
    categories: cats.map((c) => ({ key: c.key, name: categoryLabel(labels, c.key, lang) })),
    countries: countryList,
    floors: floors.map((f) => f.floor).sort((a, b) => floorOrder(a) - floorOrder(b) || a.localeCompare(b)),
    tags: tags.rows.map((r) => r.tag),
  };
}
