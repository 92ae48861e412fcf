import {
  type CatalogPage,
  type EmployeeSummary,
  type ExhibitorCard,
  type ExhibitorDetail,
  type ExhibitorSort,
  type FilterOptions,
  Floors,
  type LanguageType,
  type ProductAccessDenied,
  type ProductCard,
  type ProductDetail,
  type ProductSort,
  ResponseCode,
  type SearchResult,
  type VisitorCard,
  type VisitorDetail,
} from '@openfair/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  exhibitorEmployees,
  exhibitors,
  products,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import { AppError } from '../../http/envelope';
import { collectedIds, recordFootprint } from '../footprint/footprint.service';
import {
  type CategoryLabels,
  categoryLabel,
  countryName,
  type ExhibitorRow,
  type ProductCardRow,
  presentExhibitorCard,
  presentExhibitorDetail,
  presentProductCard,
  presentProductDetail,
  presentVisitorCard,
  presentVisitorDetail,
} from './catalog.presenter';
import { catalogCaches, labelsFor } from './catalog-cache';
import {
  inPool,
  poolExhibitors,
  productFlags,
  productVisibility,
  touristProductLimit,
  type Viewer,
  viewerAccountId,
  visibilityKey,
} from './catalog-viewer.service';
import { exhibitorHotShowcase, exhibitorLives } from './exhibitor-showcase.service';
import { categoryLabels } from './search-index.service';
import { toTsQuery } from './search-text';
import { normaliseKeyword, recordSearch, searchTrend } from './search-trend.recorder';

/** Lists never return more than this per page, whatever the client asks (the contract allows 100). */
export const MAX_PAGE_SIZE = 50;
const DETAIL_PRODUCTS = 12;
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
/** Suggestions offered when a search finds nothing. */
const SUGGESTIONS = 10;

export type Ctx = { db: Db; exhibitionId: string; lang: LanguageType; viewer: Viewer };

type Filters = {
  keyword: string;
  category: string;
  countryId: string;
  floor: string;
  tags: string[];
};

const pageOf = (pageNum: number, pageSize: number) => {
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  return { pageNum, pageSize: size, offset: (pageNum - 1) * size };
};

const tsMatch = (column: typeof products.searchVector | typeof exhibitors.searchVector, q: string) =>
  sql`${column} @@ to_tsquery('simple', ${q})`;

const anyTag = (column: typeof products.tags | typeof exhibitors.tags, tags: string[]) =>
  sql`${column} ?| array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

async function collectedSet(
  ctx: Ctx,
  subjectType: 'ACTOR' | 'PRODUCT' | 'VISITOR',
  subjectIds: string[],
): Promise<Set<string>> {
  const userAccountId = viewerAccountId(ctx.viewer);
  if (!userAccountId || subjectIds.length === 0) return new Set();
  return collectedIds(ctx.db, { exhibitionId: ctx.exhibitionId, userAccountId, subjectType, subjectIds });
}

// ——— cards ———

/** Every column but the search vector, which no response needs (it is the widest column). */
const { searchVector: _exhibitorVector, ...exhibitorColumns } = getTableColumns(exhibitors);
const { searchVector: _productVector, ...productColumns } = getTableColumns(products);

/** What a product card needs from its own row (the owner's names come by withOwnerNames). */
const productCardColumns = {
  id: products.id,
  exhibitorId: products.exhibitorId,
  name: products.name,
  nameEn: products.nameEn,
  images: products.images,
  salePrice: products.salePrice,
  minOrder: products.minOrder,
  spotTrading: products.spotTrading,
  customization: products.customization,
  tags: products.tags,
  category: products.category,
  scope: products.scope,
};
type ProductOwnRow = Omit<ProductCardRow, 'exhibitorName' | 'exhibitorNameEn'>;

/**
 * Adds the owners' names to a page of product rows. A second small query rather than a join: the
 * planner joins before the LIMIT, which for a keyword page looked up the owner of every match
 * (1,256 look-ups, 4 ms, for "phone case" at 100k products).
 */
async function withOwnerNames(
  db: Db,
  exhibitionId: string,
  rows: ProductOwnRow[],
): Promise<ProductCardRow[]> {
  if (rows.length === 0) return [];
  const owners = await db
    .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.exhibitionId, exhibitionId),
        inArray(exhibitors.id, [...new Set(rows.map((r) => r.exhibitorId))]),
      ),
    );
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => ({
    ...r,
    exhibitorName: byId.get(r.exhibitorId)?.name ?? '',
    exhibitorNameEn: byId.get(r.exhibitorId)?.nameEn ?? '',
  }));
}

/** Exhibitor rows (without the search vector) for the caller's WHERE, order and page. */
export const selectExhibitorRows = (db: Db) => db.select(exhibitorColumns).from(exhibitors);

/** Card rows of these products in this fair (any order). */
export async function productCardRowsByIds(
  db: Db,
  exhibitionId: string,
  ids: string[],
): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.exhibitionId, exhibitionId), inArray(products.id, [...new Set(ids)])));
  return withOwnerNames(db, exhibitionId, rows);
}

/** How many products of each exhibitor the viewer may see. */
async function visibleProductCounts(ctx: Ctx, exhibitorIds: string[]): Promise<Map<string, number>> {
  if (exhibitorIds.length === 0) return new Map();
  const counts = await ctx.db
    .select({ exhibitorId: products.exhibitorId, n: count() })
    .from(products)
    .where(
      and(
        eq(products.exhibitionId, ctx.exhibitionId),
        inArray(products.exhibitorId, exhibitorIds),
        productVisibility(ctx.viewer),
      ),
    )
    .groupBy(products.exhibitorId);
  return new Map(counts.map((c) => [c.exhibitorId, c.n]));
}

/** Cards for exhibitor rows, with product counts the viewer may see and the collected flag. */
export async function exhibitorCards(
  ctx: Ctx,
  rows: ExhibitorRow[],
  opts: { keyword?: string; labels?: CategoryLabels; productCounts?: Map<string, number> } = {},
): Promise<ExhibitorCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [labels, byId, collected] = await Promise.all([
    opts.labels ?? labelsFor(ctx.db, ctx.exhibitionId),
    opts.productCounts ?? visibleProductCounts(ctx, ids),
    collectedSet(ctx, 'ACTOR', ids),
  ]);
  return rows.map((e) =>
    presentExhibitorCard(e, {
      lang: ctx.lang,
      labels,
      productCount: byId.get(e.id) ?? 0,
      collected: collected.has(e.id),
      keyword: opts.keyword,
    }),
  );
}

/** Cards for product rows: inPool and collected for the viewer. */
export async function productCards(
  ctx: Ctx,
  rows: ProductCardRow[],
  opts: { keyword?: string; labels?: CategoryLabels } = {},
): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const [labels, { pool, collected }] = await Promise.all([
    opts.labels ?? labelsFor(ctx.db, ctx.exhibitionId),
    productFlags(ctx.db, ctx.exhibitionId, ctx.viewer, {
      productIds: rows.map((r) => r.id),
      // Only client-pool-only products (scope 1) depend on the pool.
      restrictedOwnerIds: rows.filter((r) => r.scope === 1).map((r) => r.exhibitorId),
    }),
  ]);
  return rows.map((p) =>
    presentProductCard(p, {
      lang: ctx.lang,
      labels,
      inPool: inPool(ctx.viewer, p, pool),
      collected: collected.has(p.id),
      keyword: opts.keyword,
    }),
  );
}

/** Cards for visitor rows (exhibitors' view), with the collected flag. */
export async function visitorCards(ctx: Ctx, rows: (typeof visitors.$inferSelect)[]): Promise<VisitorCard[]> {
  const collected = await collectedSet(
    ctx,
    'VISITOR',
    rows.map((r) => r.id),
  );
  return rows.map((v) => presentVisitorCard(v, ctx.lang, collected.has(v.id)));
}

// ——— lists ———

export type ExhibitorQuery = Filters & { sort: ExhibitorSort; pageNum: number; pageSize: number };

export async function listExhibitors(
  ctx: Ctx,
  q: ExhibitorQuery,
  opts: { highlight?: boolean } = {},
): Promise<CatalogPage<ExhibitorCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  const tsq = q.keyword ? toTsQuery(q.keyword) : null;
  if (q.keyword && !tsq) return { list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize };
  const where = and(
    eq(exhibitors.exhibitionId, ctx.exhibitionId),
    tsq ? tsMatch(exhibitors.searchVector, tsq) : undefined,
    q.category ? eq(exhibitors.category, q.category) : undefined,
    q.countryId ? eq(exhibitors.countryCode, q.countryId.toUpperCase()) : undefined,
    q.floor ? eq(exhibitors.floor, q.floor) : undefined,
    q.tags.length ? anyTag(exhibitors.tags, q.tags) : undefined,
  );
  const nameCol =
    ctx.lang === 'en' ? sql`coalesce(nullif(${exhibitors.nameEn}, ''), ${exhibitors.name})` : exhibitors.name;
  const order: SQL[] =
    q.sort === 'newest'
      ? [desc(exhibitors.createdAt), desc(exhibitors.id)]
      : q.sort === 'name'
        ? [asc(nameCol), asc(exhibitors.id)]
        : q.sort === 'booth'
          ? [asc(exhibitors.floor), asc(exhibitors.boothNumber), asc(exhibitors.id)]
          : tsq
            ? [
                desc(sql`ts_rank(${exhibitors.searchVector}, to_tsquery('simple', ${tsq}))`),
                asc(exhibitors.id),
              ]
            : // The organizer's order of entry.
              [asc(exhibitors.createdAt), asc(exhibitors.id)];
  const filterKey = [tsq ?? '', q.category, q.countryId, q.floor, q.tags.join(',')].join('|');
  const caches = catalogCaches(ctx.db);
  const cached = await caches.exhibitorPages.load(
    `${ctx.exhibitionId}|${visibilityKey(ctx.viewer)}|${ctx.lang}|${q.sort}|${filterKey}|${page.pageSize}|${page.offset}`,
    async () => {
      const [rows, total] = await Promise.all([
        selectExhibitorRows(ctx.db)
          .where(where)
          .orderBy(...order)
          .limit(page.pageSize)
          .offset(page.offset),
        caches.counts.load(`exhibitors|${ctx.exhibitionId}|${filterKey}`, async () => {
          const [row] = await ctx.db.select({ n: count() }).from(exhibitors).where(where);
          return row?.n ?? 0;
        }),
      ]);
      const productCounts = await visibleProductCounts(
        ctx,
        rows.map((r) => r.id),
      );
      return { rows, total, productCounts };
    },
  );
  return {
    list: await exhibitorCards(ctx, cached.rows, {
      keyword: opts.highlight ? q.keyword : undefined,
      productCounts: cached.productCounts,
    }),
    total: cached.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

export type ProductQuery = Filters & {
  sort: ProductSort;
  exhibitorId: string;
  pageNum: number;
  pageSize: number;
};

/**
 * The WHERE and ORDER BY of a product list for a viewer (exported so the EXPLAIN test checks the very
 * query the list runs). A keyword goes through the GIN index: `search_vector @@ to_tsquery(...)`.
 */
export function productListQuery(
  ctx: Ctx,
  q: Omit<ProductQuery, 'pageNum' | 'pageSize'>,
  tsq: string | null,
  /** false when the keyword matches more than RANK_MAX products */
  rank = true,
) {
  const exhibitorFilter =
    q.countryId || q.floor
      ? inArray(
          products.exhibitorId,
          ctx.db
            .select({ id: exhibitors.id })
            .from(exhibitors)
            .where(
              and(
                eq(exhibitors.exhibitionId, ctx.exhibitionId),
                q.countryId ? eq(exhibitors.countryCode, q.countryId.toUpperCase()) : undefined,
                q.floor ? eq(exhibitors.floor, q.floor) : undefined,
              ),
            ),
        )
      : undefined;
  const where = and(
    eq(products.exhibitionId, ctx.exhibitionId),
    productVisibility(ctx.viewer),
    tsq ? tsMatch(products.searchVector, tsq) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.exhibitorId ? eq(products.exhibitorId, q.exhibitorId) : undefined,
    exhibitorFilter,
    q.tags.length ? anyTag(products.tags, q.tags) : undefined,
  );
  const nameCol =
    ctx.lang === 'en' ? sql`coalesce(nullif(${products.nameEn}, ''), ${products.name})` : products.name;
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
              ? [desc(sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsq}))`), asc(products.id)]
              : q.exhibitorId
                ? // An exhibitor's own order first (products_exhibitor_idx).
                  [asc(products.sort), desc(products.createdAt), asc(products.id)]
                : [desc(products.createdAt), desc(products.id)];

  return { where, order };
}

/**
 * Matching products, counted up to `cap`, through the catalog cache: `key` names the filters that
 * made `where` (with the viewer's visibility class, which the WHERE also depends on).
 */
async function countProducts(ctx: Ctx, key: string, where: SQL | undefined, cap: number): Promise<number> {
  return catalogCaches(ctx.db).counts.load(
    `products|${ctx.exhibitionId}|${visibilityKey(ctx.viewer)}|${cap}|${key}`,
    async () => {
      const matching = ctx.db
        .select({ one: sql`1`.as('one') })
        .from(products)
        .where(where)
        .limit(cap)
        .as('matching');
      const [row] = await ctx.db.select({ n: count() }).from(matching);
      return row?.n ?? 0;
    },
  );
}

/**
 * Product list. Tourists (not logged in) see at most the organizer's tourist limit of public
 * products across all pages: the page that reaches it says `touristLimited`, later pages are empty.
 */
export async function listProducts(
  ctx: Ctx,
  q: ProductQuery,
  opts: { highlight?: boolean; touristLimit?: boolean } = {},
): Promise<CatalogPage<ProductCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  const tsq = q.keyword ? toTsQuery(q.keyword) : null;
  if (q.keyword && !tsq) return { list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize };
  let limit = page.pageSize;
  let cap: number | null = null;
  if (ctx.viewer.kind === 'anonymous' && opts.touristLimit !== false) {
    cap = await touristProductLimit(ctx.db, ctx.exhibitionId);
    limit = Math.max(0, Math.min(page.pageSize, cap - page.offset));
  }
  const { where } = productListQuery(ctx, q, tsq);
  // Tourists never page past their limit, so one more than it is all that needs counting, unless a
  // keyword needs the count to choose between relevance and newest first.
  const needed = Math.max(cap === null ? TOTAL_CAP : cap + 1, tsq ? RANK_MAX + 1 : 0);
  const filterKey = [tsq ?? '', q.category, q.countryId, q.floor, q.tags.join(','), q.exhibitorId].join('|');
  const { rows, realTotal } = await catalogCaches(ctx.db).productPages.load(
    [ctx.exhibitionId, visibilityKey(ctx.viewer), ctx.lang, q.sort, filterKey, page.offset, limit, cap].join(
      '|',
    ),
    async () => {
      const realTotal = await countProducts(ctx, filterKey, where, Math.min(TOTAL_CAP, needed));
      const { order } = productListQuery(ctx, q, tsq, realTotal <= RANK_MAX);
      const own =
        limit > 0
          ? await ctx.db
              .select(productCardColumns)
              .from(products)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(page.offset)
          : [];
      return { rows: await withOwnerNames(ctx.db, ctx.exhibitionId, own), realTotal };
    },
  );
  const result: CatalogPage<ProductCard> = {
    list: await productCards(ctx, rows, { keyword: opts.highlight ? q.keyword : undefined }),
    total: cap === null ? realTotal : Math.min(realTotal, cap),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
  if (cap !== null && realTotal > cap && page.offset + page.pageSize >= cap) result.touristLimited = true;
  return result;
}

export type VisitorQuery = {
  keyword: string;
  countryId: string;
  category: string;
  pageNum: number;
  pageSize: number;
};

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Visitors of the fair for exhibitors (/find/person): those who filled in their first info. The
 * keyword matches name, company or position by substring; the visitor list has no search vector
 * because it is an exhibitor tool on registered people, not the public catalog.
 */
export async function listVisitors(ctx: Ctx, q: VisitorQuery): Promise<CatalogPage<VisitorCard>> {
  const page = pageOf(q.pageNum, q.pageSize);
  const like = q.keyword ? likePattern(q.keyword) : null;
  const where = and(
    eq(visitors.exhibitionId, ctx.exhibitionId),
    ne(visitors.name, ''),
    like
      ? or(
          sql`${visitors.name} ilike ${like}`,
          sql`${visitors.company} ilike ${like}`,
          sql`${visitors.position} ilike ${like}`,
        )
      : undefined,
    q.countryId ? eq(visitors.countryCode, q.countryId.toUpperCase()) : undefined,
    q.category ? sql`${visitors.purchaseCategories} ? ${q.category}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(visitors)
      .where(where)
      .orderBy(desc(visitors.createdAt), asc(visitors.id))
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(visitors).where(where),
  ]);
  return {
    list: await visitorCards(ctx, rows),
    total: total?.n ?? 0,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

// ——— search ———

export { searchTrend };

export async function search(
  ctx: Ctx,
  q: { keyword: string; scope: 'all' | 'exhibitor' | 'product'; pageNum: number; pageSize: number },
): Promise<SearchResult> {
  const filters: Filters = { keyword: q.keyword, category: '', countryId: '', floor: '', tags: [] };
  const page = pageOf(q.pageNum, q.pageSize);
  const empty = { list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize };
  const [ex, pr] = await Promise.all([
    q.scope === 'product'
      ? empty
      : listExhibitors(
          ctx,
          { ...filters, sort: 'default', pageNum: q.pageNum, pageSize: q.pageSize },
          { highlight: true },
        ),
    q.scope === 'exhibitor'
      ? empty
      : listProducts(
          ctx,
          { ...filters, exhibitorId: '', sort: 'default', pageNum: q.pageNum, pageSize: q.pageSize },
          { highlight: true },
        ),
  ]);
  // Paging through results is one search, not several.
  // A keyword with no searchable word (punctuation only) is not a trend.
  if (q.pageNum === 1 && toTsQuery(q.keyword)) recordSearch(ctx.db, ctx.exhibitionId, q.keyword);
  let suggestions: string[] = [];
  if (ex.total === 0 && pr.total === 0) {
    const own = normaliseKeyword(q.keyword);
    const [trends, cats] = await Promise.all([
      searchTrend(ctx.db, ctx.exhibitionId),
      ctx.db
        .select({ name: categories.name, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.exhibitionId, ctx.exhibitionId))
        .orderBy(asc(categories.sort), asc(categories.key))
        .limit(SUGGESTIONS),
    ]);
    suggestions = [
      ...new Set([
        // A trend only helps if it finds something; the keyword that just found nothing does not.
        ...trends.map((t) => t.keyword).filter((k) => k !== own),
        ...cats.map((c) => (ctx.lang === 'en' && c.nameEn ? c.nameEn : c.name)),
      ]),
    ].slice(0, SUGGESTIONS);
  }
  return { keyword: q.keyword, exhibitors: ex, products: pr, suggestions };
}

// ——— details ———

async function exhibitorRow(db: Db, exhibitionId: string, id: string) {
  const [row] = await selectExhibitorRows(db)
    .where(and(eq(exhibitors.id, id), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** Employees who have not resigned, admins first. */
export async function exhibitorEmployeeList(
  db: Db,
  exhibitionId: string,
  exhibitorId: string,
): Promise<EmployeeSummary[]> {
  await exhibitorRow(db, exhibitionId, exhibitorId);
  const rows = await db
    .select({
      id: exhibitorEmployees.id,
      name: exhibitorEmployees.name,
      position: exhibitorEmployees.position,
      headImage: userAccounts.headImage,
      imAccount: userAccounts.imAccount,
    })
    .from(exhibitorEmployees)
    .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId))
    .where(
      and(
        eq(exhibitorEmployees.exhibitionId, exhibitionId),
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.resigned, false),
      ),
    )
    .orderBy(desc(exhibitorEmployees.admin), asc(exhibitorEmployees.createdAt), asc(exhibitorEmployees.id))
    .limit(200);
  return rows;
}

const viewerSubject = (v: Viewer) => (v.kind === 'anonymous' ? null : v);

export async function exhibitorDetail(ctx: Ctx, id: string): Promise<ExhibitorDetail> {
  const e = await exhibitorRow(ctx.db, ctx.exhibitionId, id);
  const labels = await categoryLabels(ctx.db, ctx.exhibitionId);
  // One instant for the whole answer: live states and the lives' order agree with each other.
  const now = new Date();
  const [page, employees, collected, hotShowcase, liveRows] = await Promise.all([
    listProducts(
      ctx,
      {
        keyword: '',
        category: '',
        countryId: '',
        floor: '',
        tags: [],
        exhibitorId: id,
        sort: 'default',
        pageNum: 1,
        pageSize: DETAIL_PRODUCTS,
      },
      // The detail shows a sample of the company's products; the tourist limit governs the find list.
      { touristLimit: false },
    ),
    exhibitorEmployeeList(ctx.db, ctx.exhibitionId, id),
    collectedSet(ctx, 'ACTOR', [id]),
    exhibitorHotShowcase(ctx.db, ctx.exhibitionId, e, ctx.viewer),
    exhibitorLives(ctx.db, ctx.exhibitionId, id, now),
  ]);
  const v = viewerSubject(ctx.viewer);
  if (v?.kind === 'visitor')
    await recordFootprint(ctx.db, {
      exhibitionId: ctx.exhibitionId,
      userAccountId: v.userAccountId,
      subjectType: 'ACTOR',
      subjectId: id,
    });
  return presentExhibitorDetail(e, {
    lang: ctx.lang,
    labels,
    collected: collected.has(id),
    products: page.list,
    productTotal: page.total,
    employees,
    hotShowcase,
    lives: liveRows,
    now,
  });
}

/**
 * Product detail. A product the viewer may not open (scope 1 outside the exhibitor's client pool,
 * scope 2 without pre-registration) answers `{restricted, exhibitorId}` with code 1000: the client
 * alerts and opens the exhibitor (spec 000 §8).
 */
export async function productDetail(ctx: Ctx, id: string): Promise<ProductDetail | ProductAccessDenied> {
  const [found] = await ctx.db
    .select({
      product: productColumns,
      owner: {
        id: exhibitors.id,
        name: exhibitors.name,
        nameEn: exhibitors.nameEn,
        logo: exhibitors.logo,
        floor: exhibitors.floor,
        boothNumber: exhibitors.boothNumber,
      },
    })
    .from(products)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(and(eq(products.id, id), eq(products.exhibitionId, ctx.exhibitionId)))
    .limit(1);
  if (!found) throw new AppError(ResponseCode.NotFound);
  const p = found.product;
  // Only a client-pool-only product (scope 1) needs the pool.
  const pool =
    p.scope === 1
      ? await poolExhibitors(ctx.db, ctx.exhibitionId, ctx.viewer, [p.exhibitorId])
      : new Set<string>();
  if (!inPool(ctx.viewer, p, pool)) return { restricted: true, exhibitorId: p.exhibitorId };
  const [labels, collected] = await Promise.all([
    labelsFor(ctx.db, ctx.exhibitionId),
    collectedSet(ctx, 'PRODUCT', [id]),
  ]);
  const v = viewerSubject(ctx.viewer);
  if (v?.kind === 'visitor')
    await recordFootprint(ctx.db, {
      exhibitionId: ctx.exhibitionId,
      userAccountId: v.userAccountId,
      subjectType: 'PRODUCT',
      subjectId: id,
    });
  return presentProductDetail(p, {
    lang: ctx.lang,
    labels,
    collected: collected.has(id),
    exhibitor: found.owner,
  });
}

/** A visitor's profile for exhibitors; email and mobile only with the visitor's consent. */
export async function visitorDetail(ctx: Ctx, id: string): Promise<VisitorDetail> {
  const [v] = await ctx.db
    .select()
    .from(visitors)
    .where(and(eq(visitors.id, id), eq(visitors.exhibitionId, ctx.exhibitionId)))
    .limit(1);
  if (!v) throw new AppError(ResponseCode.NotFound);
  const collected = await collectedSet(ctx, 'VISITOR', [id]);
  const viewer = viewerSubject(ctx.viewer);
  if (viewer)
    await recordFootprint(ctx.db, {
      exhibitionId: ctx.exhibitionId,
      userAccountId: viewer.userAccountId,
      subjectType: 'VISITOR',
      subjectId: id,
    });
  return presentVisitorDetail(v, ctx.lang, collected.has(id));
}

// ——— filter options ———

const TOP_TAGS = 20;

/** Categories (request language), countries and floors present among exhibitors, and the commonest exhibitor tags. */
export async function filterOptions(
  db: Db,
  exhibitionId: string,
  lang: LanguageType,
): Promise<FilterOptions> {
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
