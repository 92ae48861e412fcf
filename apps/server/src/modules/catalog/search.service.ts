import type { SearchRequest, SearchResult } from '@openfair/contract';
import { asc, eq } from 'drizzle-orm';
import { viewerAccountId } from '../../core/visibility';
import { categories } from '../../db/schema/index';
import type { CatalogContext } from './catalog-context';
import { listExhibitors, listProducts, MAX_PAGE_SIZE } from './lists.service';
import { type Keyword, parseKeyword } from './search-text';
import { normaliseKeyword, searchTrends } from './search-trend.recorder';

/** Suggestions offered when a search finds nothing. */
const SUGGESTIONS = 10;

/** One search over exhibitors and products; the keyword is parsed once for both lists and the trends. */
export async function search(cc: CatalogContext, q: SearchRequest): Promise<SearchResult> {
  const keyword: Keyword = parseKeyword(q.keyword);
  const filters = { keyword, category: '', countryId: '', floor: '', tags: [] };
  const paging = { sort: 'default' as const, pageNum: q.pageNum, pageSize: q.pageSize };
  const empty = { list: [], total: 0, pageNum: q.pageNum, pageSize: Math.min(q.pageSize, MAX_PAGE_SIZE) };
  const [ex, pr] = await Promise.all([
    q.scope === 'product' ? empty : listExhibitors(cc, { ...filters, ...paging }, { highlight: true }),
    q.scope === 'exhibitor'
      ? empty
      : listProducts(cc, { ...filters, ...paging, exhibitorId: '' }, { highlight: true }),
  ]);
  const trends = cc.app.use(searchTrends);
  // Paging through results is one search, not several; a keyword with no searchable word is not a trend.
  if (q.pageNum === 1 && keyword.tsquery)
    trends.record(cc.exhibitionId, q.keyword, viewerAccountId(cc.viewer) ?? `address:${cc.clientKey}`);
  let suggestions: string[] = [];
  if (ex.total === 0 && pr.total === 0) {
    const own = normaliseKeyword(q.keyword);
    const [top, cats] = await Promise.all([
      trends.trend(cc.exhibitionId),
      cc.db
        .select({ name: categories.name, nameEn: categories.nameEn })
        .from(categories)
        .where(eq(categories.exhibitionId, cc.exhibitionId))
        .orderBy(asc(categories.sort), asc(categories.key))
        .limit(SUGGESTIONS),
    ]);
    suggestions = [
      ...new Set([
        // A trend only helps if it finds something; the keyword that just found nothing does not.
        ...top.map((t) => t.keyword).filter((k) => k !== own),
        ...cats.map((c) => (cc.lang === 'en' && c.nameEn ? c.nameEn : c.name)),
      ]),
    ].slice(0, SUGGESTIONS);
  }
  return { keyword: q.keyword, exhibitors: ex, products: pr, suggestions };
}
