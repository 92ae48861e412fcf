/**
 * Bilingual search text (ARCHITECTURE §5). PostgreSQL's `simple` configuration does not segment
 * Chinese, so the server does: documents become a space-joined token list stored as
 * `to_tsvector('simple', tokens)`, queries become a `to_tsquery('simple', ...)` expression, and the
 * GIN index on `search_vector` answers both languages with no database extension.
 */

// Runs of Han characters, or of other letters and digits (Latin, Cyrillic, numbers...).
const RUNS = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+)/gu;

let segmenter: Intl.Segmenter | undefined;
const zhSegmenter = () => {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
};

/** Light English stemming so plural and singular meet: cases→case, phones→phone, boxes→box, batteries→battery. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

const HAN_WORD = /^\p{Script=Han}{3,}$/u;

/**
 * Tokens of a document. A Chinese run yields every 2-character bigram (so "手机" finds "智能手机壳"
 * however a segmenter would cut it) and its single characters (for one-character queries); with
 * `segment`, also the segmenter's longer words. A Latin word yields itself lowercased and its stem.
 *
 * Segmenter words of one or two characters are already among the unigrams and bigrams, so only longer
 * ones are added. Segmenting costs about 0.1 ms per intro-sized text (100k products: seconds), so
 * callers segment the short fields (names, brand, tags) and leave intros to bigrams.
 */
export function documentTokens(text: string, opts: { segment?: boolean } = {}): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(RUNS)) {
    if (m[1]) {
      const chars = [...m[1]];
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
      for (const c of chars) out.add(c);
    } else if (m[2]) {
      const w = m[2].toLowerCase();
      out.add(w);
      out.add(stem(w));
    }
  }
  // One segmenter pass over the whole text: a call per run costs more than the segmenting itself.
  if (opts.segment !== false) {
    for (const s of zhSegmenter().segment(text))
      if (s.isWordLike && HAN_WORD.test(s.segment)) out.add(s.segment);
  }
  return [...out];
}

export type QueryTerm = { token: string; prefix: boolean };

/**
 * Terms a query must all match. A Chinese run needs each of its bigrams (the document holds every
 * bigram, while its segmenter words depend on context, so matching on the query's words would miss
 * "手机壳" inside "智能手机壳"); a single character matches itself. Latin words match by prefix of
 * their stem, so "phon" finds "phone" and "phones" finds "phone".
 */
export function queryTerms(text: string): QueryTerm[] {
  const seen = new Map<string, QueryTerm>();
  for (const m of text.matchAll(RUNS)) {
    if (m[1]) {
      const grams = [...m[1]].length === 1 ? [m[1]] : bigrams(m[1]);
      for (const g of grams) if (!seen.has(g)) seen.set(g, { token: g, prefix: false });
    } else if (m[2]) {
      const t = stem(m[2].toLowerCase());
      seen.set(t, { token: t, prefix: true });
    }
  }
  return [...seen.values()];
}

/** The `to_tsquery('simple', $1)` argument for a keyword, or null when it has no searchable word. */
export function toTsQuery(keyword: string): string | null {
  const terms = queryTerms(keyword);
  if (terms.length === 0) return null;
  // Tokens hold letters and digits only (RUNS), so nothing in them is tsquery syntax.
  return terms.map((t) => (t.prefix ? `${t.token}:*` : t.token)).join(' & ');
}

/**
 * A search keyword as typed, and as the tsquery the GIN index answers (null when it holds no searchable
 * word, e.g. punctuation only). Parsed once per request and handed down to every list and recorder.
 */
export type Keyword = { text: string; tsquery: string | null };

export const parseKeyword = (text: string): Keyword => ({ text, tsquery: text ? toTsQuery(text) : null });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Escaped HTML of `text` with the keyword's matches wrapped in <mark>: whole Chinese runs of the
 * query (else their bigrams), and Latin words starting with a query word's stem.
 */
export function highlight(text: string, keyword: string): string {
  const parts: string[] = [];
  for (const m of keyword.matchAll(RUNS)) {
    if (m[1]) {
      parts.push(escapeRegExp(m[1]));
      for (const b of bigrams(m[1])) parts.push(escapeRegExp(b));
    } else if (m[2]) {
      parts.push(`${escapeRegExp(stem(m[2].toLowerCase()))}(?:(?!\\p{Script=Han})[\\p{L}\\p{N}])*`);
    }
  }
  if (parts.length === 0) return escapeHtml(text);
  // Longer alternatives first, so a whole run wins over its bigrams.
  parts.sort((a, b) => b.length - a.length);
  const re = new RegExp(parts.join('|'), 'giu');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    out += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

// Intros can be long; their opening says what the company or product is, and a bounded vector keeps
// the GIN index and the update small.
const INTRO_CHARS = 500;
const clip = (s: string) => s.slice(0, INTRO_CHARS);

/**
 * Separates the weight tiers of a token text (tokens never hold it: RUNS keeps letters and digits).
 * search-index.service.ts stores tier 1 with weight A, 2 with B, 3 with C and 4 with D, and ranking
 * (catalog.queries.ts tsRank) weighs them so that a match in a name or category always ranks above one
 * found only in a description. Read as plain text, `|` is a blank, so the text still matches as a whole.
 */
export const TIER_SEPARATOR = ' | ';

/**
 * The token text of four tiers, strongest first. A token already in a stronger tier is left out of the
 * weaker ones (it ranks by its best place); the third tier may repeat a token, once per product
 * naming it, so a company with many products of a kind ranks above one with a single such product.
 */
function tiers(a: string[], b: string[], c: string[], d: string[]): string {
  const seen = new Set(a);
  const bOnly = b.filter((t) => !seen.has(t));
  for (const t of bOnly) seen.add(t);
  const cOnly = c.filter((t) => !seen.has(t));
  for (const t of cOnly) seen.add(t);
  const dOnly = d.filter((t) => !seen.has(t));
  return [a, bOnly, cOnly, dOnly].map((tier) => tier.join(' ')).join(TIER_SEPARATOR);
}

export type ProductSearchSource = {
  name: string;
  nameEn: string;
  brand: string;
  tags: string[];
  productIntro: string;
  productEnIntro: string;
  /** both labels of the product's category */
  categoryLabels: string[];
};

/**
 * The token text stored as the product's search_vector (searchVectorSql): names and category first,
 * then brand and tags, then the intros.
 */
export function productSearchText(p: ProductSearchSource): string {
  const named = documentTokens([p.name, p.nameEn, ...p.categoryLabels].join(' '));
  const marked = documentTokens([p.brand, ...p.tags].join(' '));
  const intros = documentTokens(`${clip(p.productIntro)} ${clip(p.productEnIntro)}`, { segment: false });
  return tiers(named, marked, [], intros);
}

/** Product names an exhibitor's vector holds at most: enough to say what it sells, bounded in size. */
export const EXHIBITOR_PRODUCT_NAMES = 200;

export type ExhibitorSearchSource = {
  name: string;
  nameEn: string;
  brand: string;
  tags: string[];
  introduction: string;
  enIntroduction: string;
  /** both labels of the exhibitor's category */
  categoryLabels: string[];
  /**
   * Its public products' names, one string per product (both languages), its own order first: what a
   * company sells says what it is better than its introduction, which may mention anything.
   */
  productNames: string[];
};

/**
 * The token text stored as the exhibitor's search_vector: names and category, then brand and tags,
 * then its products' names, then the introductions.
 */
export function exhibitorSearchText(e: ExhibitorSearchSource): string {
  const named = documentTokens([e.name, e.nameEn, ...e.categoryLabels].join(' '));
  const marked = documentTokens([e.brand, ...e.tags].join(' '));
  const sells = e.productNames
    .slice(0, EXHIBITOR_PRODUCT_NAMES)
    .flatMap((n) => documentTokens(n, { segment: false }));
  const intros = documentTokens(`${clip(e.introduction)} ${clip(e.enIntroduction)}`, { segment: false });
  return tiers(named, marked, sells, intros);
}
