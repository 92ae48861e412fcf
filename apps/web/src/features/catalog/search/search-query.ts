/** Tabs of /search-list; `all` shows the first results of both sections. */
export const SearchTabs = ['all', 'exhibitor', 'product'] as const;
export type SearchTab = (typeof SearchTabs)[number];

/** In the "all" tab each section shows one row-friendly slice; a tab pages through its own results. */
export const SEARCH_ALL_SIZE = 8;
export const SEARCH_PAGE_SIZE = 12;

export type SearchQuery = { keyword: string; tab: SearchTab; page: number };

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const tab = params.get('tab') ?? 'all';
  const n = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    tab: (SearchTabs as readonly string[]).includes(tab) ? (tab as SearchTab) : 'all',
    page: Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1,
  };
}

export function toSearchSearch(q: SearchQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.tab !== 'all') out.set('tab', q.tab);
  if (q.page > 1 && q.tab !== 'all') out.set('page', String(q.page));
  return out;
}

/** The contract's search request for a query. */
export function searchBody(q: SearchQuery) {
  return {
    keyword: q.keyword,
    scope: q.tab,
    pageNum: q.tab === 'all' ? 1 : q.page,
    pageSize: q.tab === 'all' ? SEARCH_ALL_SIZE : SEARCH_PAGE_SIZE,
  };
}
