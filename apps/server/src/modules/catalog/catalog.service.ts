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
  type SearchTrend,
  type VisitorCard,
  type VisitorDetail,
} from '@openfair/contract';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  exhibitorEmployees,
  exhibitors,
  products,
  searchQueries,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import { AppError } from '../../http/envelope';
import { collectedIds, recordFootprint } from '../footprint/footprint.service';
import {
  type CategoryLabels,
  categoryLabel,
  countryName,
  presentExhibitorCard,
  presentExhibitorDetail,
  presentProductCard,
  presentProductDetail,
  presentVisitorCard,
  presentVisitorDetail,
} from './catalog.presenter';
import {
  inPool,
  poolExhibitors,
  productVisibility,
  touristProductLimit,
  type Viewer,
  viewerAccountId,
} from './catalog-viewer.service';
import { categoryLabels } from './search-index.service';
import { toTsQuery } from './search-text';

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
 * reads every matching row; for a common word that is thousands of heap pages per request, so such
 * results come newest first, which the planner serves by walking products_exhibition_idx.
 */
export const RANK_MAX = 1_000;
const TREND_SIZE = 10;

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

/** Cards for exhibitor rows, with product counts the viewer may see and the collected flag. */
export async function exhibitorCards(
  ctx: Ctx,
  rows: (typeof exhibitors.$inferSelect)[],
  opts: { keyword?: string; labels?: CategoryLabels } = {},
): Promise<ExhibitorCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [labels, counts, collected] = await Promise.all([
    opts.labels ?? categoryLabels(ctx.db, ctx.exhibitionId),
    ctx.db
      .select({ exhibitorId: products.exhibitorId, n: count() })
      .from(products)
      .where(
        and(
          eq(products.exhibitionId, ctx.exhibitionId),
          inArray(products.exhibitorId, ids),
          productVisibility(ctx.viewer),
        ),
      )
      .groupBy(products.exhibitorId),
    collectedSet(ctx, 'ACTOR', ids),
  ]);
  const byId = new Map(counts.map((c) => [c.exhibitorId, c.n]));
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

/** Cards for product rows: exhibitor names, inPool and collected for the viewer. */
export async function productCards(
  ctx: Ctx,
  rows: (typeof products.$inferSelect)[],
  opts: { keyword?: string; labels?: CategoryLabels } = {},
): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const exhibitorIds = [...new Set(rows.map((r) => r.exhibitorId))];
  const [labels, owners, pool, collected] = await Promise.all([
    opts.labels ?? categoryLabels(ctx.db, ctx.exhibitionId),
    ctx.db
      .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
      .from(exhibitors)
      .where(and(eq(exhibitors.exhibitionId, ctx.exhibitionId), inArray(exhibitors.id, exhibitorIds))),
    poolExhibitors(ctx.db, ctx.exhibitionId, ctx.viewer, exhibitorIds),
    collectedSet(
      ctx,
      'PRODUCT',
      rows.map((r) => r.id),
    ),
  ]);
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((p) =>
    presentProductCard(p, {
      lang: ctx.lang,
      labels,
      exhibitor: ownerById.get(p.exhibitorId) ?? { name: '', nameEn: '' },
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
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(exhibitors)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(exhibitors).where(where),
  ]);
  return {
    list: await exhibitorCards(ctx, rows, { keyword: opts.highlight ? q.keyword : undefined }),
    total: total?.n ?? 0,
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

/** Matching products, counted up to `cap`. */
async function countProducts(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
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
  const realTotal = await countProducts(ctx.db, where, Math.min(TOTAL_CAP, needed));
  const { order } = productListQuery(ctx, q, tsq, realTotal <= RANK_MAX);
  const rows =
    limit > 0
      ? await ctx.db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(page.offset)
      : [];
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

/** How a keyword is stored for trends: trimmed, single-spaced, lowercase. */
export const normaliseKeyword = (k: string) => k.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);

export async function recordSearch(db: Db, exhibitionId: string, keyword: string): Promise<void> {
  const k = normaliseKeyword(keyword);
  if (!k) return;
  await db
    .insert(searchQueries)
    .values({ exhibitionId, keyword: k, count: 1, lastAt: new Date() })
    .onConflictDoUpdate({
      target: [searchQueries.exhibitionId, searchQueries.keyword],
      set: { count: sql`${searchQueries.count} + 1`, lastAt: new Date() },
    });
}

export async function searchTrend(db: Db, exhibitionId: string): Promise<SearchTrend[]> {
  return db
    .select({ keyword: searchQueries.keyword, count: searchQueries.count })
    .from(searchQueries)
    .where(eq(searchQueries.exhibitionId, exhibitionId))
    .orderBy(desc(searchQueries.count), asc(searchQueries.keyword))
    .limit(TREND_SIZE);
}

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
  if (q.pageNum === 1 && toTsQuery(q.keyword)) await recordSearch(ctx.db, ctx.exhibitionId, q.keyword);
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
        .limit(TREND_SIZE),
    ]);
    suggestions = [
      ...new Set([
        // A trend only helps if it finds something; the keyword that just found nothing does not.
        ...trends.map((t) => t.keyword).filter((k) => k !== own),
        ...cats.map((c) => (ctx.lang === 'en' && c.nameEn ? c.nameEn : c.name)),
      ]),
    ].slice(0, TREND_SIZE);
  }
  return { keyword: q.keyword, exhibitors: ex, products: pr, suggestions };
}

// ——— details ———

async function exhibitorRow(db: Db, exhibitionId: string, id: string) {
  const [row] = await db
    .select()
    .from(exhibitors)
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
  const [page, employees, collected] = await Promise.all([
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
  });
}

/**
 * Product detail. A product the viewer may not open (scope 1 outside the exhibitor's client pool,
 * scope 2 without pre-registration) answers `{restricted, exhibitorId}` with code 1000: the client
 * alerts and opens the exhibitor (spec 000 §8).
 */
export async function productDetail(ctx: Ctx, id: string): Promise<ProductDetail | ProductAccessDenied> {
  const [p] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.exhibitionId, ctx.exhibitionId)))
    .limit(1);
  if (!p) throw new AppError(ResponseCode.NotFound);
  const pool = await poolExhibitors(ctx.db, ctx.exhibitionId, ctx.viewer, [p.exhibitorId]);
  if (!inPool(ctx.viewer, p, pool)) return { restricted: true, exhibitorId: p.exhibitorId };
  const [e, labels, collected] = await Promise.all([
    exhibitorRow(ctx.db, ctx.exhibitionId, p.exhibitorId),
    categoryLabels(ctx.db, ctx.exhibitionId),
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
  return presentProductDetail(p, { lang: ctx.lang, labels, collected: collected.has(id), exhibitor: e });
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
