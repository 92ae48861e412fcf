import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentTokens,
  exhibitorSearchText,
  highlight,
  productSearchText,
  queryTerms,
  stem,
  TIER_SEPARATOR,
  toTsQuery,
} from './search-text';

const product = (name: string, nameEn = '', extra: Partial<Parameters<typeof productSearchText>[0]> = {}) =>
  productSearchText({
    name,
    nameEn,
    brand: '',
    tags: [],
    productIntro: '',
    productEnIntro: '',
    categoryLabels: [],
    ...extra,
  });

describe('search text', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
  });
  afterAll(async () => {
    await pg.close();
  });

  /** The real matcher: the stored vector against the built query, in PostgreSQL. */
  async function matches(docText: string, keyword: string): Promise<boolean> {
    const q = toTsQuery(keyword);
    if (!q) return false;
    const { rows } = await pg.query<{ m: boolean }>(
      `SELECT to_tsvector('simple', $1) @@ to_tsquery('simple', $2) AS m`,
      [docText, q],
    );
    return rows[0]!.m;
  }

  it('finds a Chinese word inside a longer one, however the segmenter cut it', async () => {
    expect(await matches(product('智能手机壳'), '手机')).toBe(true);
    expect(await matches(product('智能手机壳'), '手机壳')).toBe(true);
    expect(await matches(product('智能手机壳'), '智能手机壳')).toBe(true);
    expect(await matches(product('超薄智能手机壳'), '机壳')).toBe(true);
    expect(await matches(product('智能手机壳'), '耳机')).toBe(false);
    expect(await matches(product('蓝牙耳机'), '手机')).toBe(false);
  });

  it('matches English plurals, case and partial words', async () => {
    expect(await matches(product('手机壳', 'Phone Cases'), 'phone case')).toBe(true);
    expect(await matches(product('手机壳', 'Phone Case'), 'phone cases')).toBe(true);
    expect(await matches(product('x', 'Smartphone'), 'phone')).toBe(false);
    expect(await matches(product('x', 'Phone Stand'), 'phon')).toBe(true);
    expect(await matches(product('x', 'Storage Boxes'), 'box')).toBe(true);
    expect(await matches(product('x', 'Spare Batteries'), 'battery')).toBe(true);
    expect(await matches(product('x', 'Phone Stand'), 'phone case')).toBe(false);
  });

  it('mixes English and Chinese in the document and in the query', async () => {
    const doc = product('优质TPU智能手机壳', '', { tags: ['CE认证'], brand: 'Acme' });
    expect(await matches(doc, 'tpu手机')).toBe(true);
    expect(await matches(doc, 'acme 手机壳')).toBe(true);
    expect(await matches(doc, 'CE 认证')).toBe(true);
    expect(await matches(doc, 'acme 耳机')).toBe(false);
    expect(await matches(product('无线充电器', 'Wireless Charger'), '充电 wireless')).toBe(true);
  });

  it('indexes category labels, tags and exhibitor fields', async () => {
    expect(
      await matches(product('x', '', { categoryLabels: ['消费电子', 'Consumer Electronics'] }), '电子'),
    ).toBe(true);
    const ex = exhibitorSearchText({
      name: '深圳星河电子科技有限公司',
      nameEn: 'Shenzhen Xinghe Electronics Technology Co., Ltd.',
      brand: 'Xinghe',
      tags: ['ISO9001'],
      introduction: '专注手机配件',
      enIntroduction: 'Phone accessories',
      categoryLabels: ['消费电子', 'Consumer Electronics'],
      productNames: ['无线充电器 Wireless Charger'],
    });
    expect(await matches(ex, '星河')).toBe(true);
    expect(await matches(ex, 'electronic')).toBe(true);
    expect(await matches(ex, 'iso9001')).toBe(true);
    expect(await matches(ex, '手机配件')).toBe(true);
    expect(await matches(ex, '消费电子')).toBe(true);
    expect(await matches(ex, 'charger')).toBe(true);
  });

  it('keeps names and categories in the first tier and descriptions in the last', () => {
    const doc = product('手机壳', 'Phone Case', {
      brand: 'Acme',
      tags: ['CE'],
      categoryLabels: ['消费电子'],
      productIntro: '手机壳适合通勤',
    });
    const [named, marked, sells, described] = doc.split(TIER_SEPARATOR).map((t) => t.split(' '));
    expect(named).toEqual(expect.arrayContaining(['手机', 'phone', 'case', '电子']));
    expect(marked).toEqual(['acme', 'ce']);
    expect(sells).toEqual(['']);
    // 手机 is already named: the intro adds only its other words.
    expect(described).toEqual(expect.arrayContaining(['通勤']));
    expect(described).not.toContain('手机');
    const ex = exhibitorSearchText({
      name: '甲',
      nameEn: '',
      brand: '',
      tags: [],
      introduction: '',
      enIntroduction: '',
      categoryLabels: [],
      productNames: ['手机壳 Phone Case', '手机支架 Phone Stand', '耳机'],
    });
    // Once per product that names it, so that selling many ranks above selling one.
    expect(
      ex
        .split(TIER_SEPARATOR)[2]!
        .split(' ')
        .filter((w) => w === '手机'),
    ).toHaveLength(2);
  });

  it('builds tokens and queries', () => {
    expect(stem('cases')).toBe('case');
    expect(stem('phones')).toBe('phone');
    expect(stem('boxes')).toBe('box');
    expect(stem('batteries')).toBe('battery');
    expect(stem('glass')).toBe('glass');
    expect(documentTokens('智能手机壳')).toEqual(expect.arrayContaining(['手机', '能手', '机壳', '壳']));
    expect(queryTerms('手机')).toEqual([{ token: '手机', prefix: false }]);
    expect(toTsQuery('Phone 手机壳')).toBe('phone:* & 手机 & 机壳');
    // Punctuation and operators never reach to_tsquery.
    expect(toTsQuery("a'b & | ! :*")).toBe('a:* & b:*');
    expect(toTsQuery('&&& !!!')).toBeNull();
  });

  it('highlights matches in escaped HTML', () => {
    expect(highlight('智能手机壳', '手机')).toBe('智能<mark>手机</mark>壳');
    expect(highlight('Phone Cases <b>', 'phone case')).toBe(
      '<mark>Phone</mark> <mark>Cases</mark> &lt;b&gt;',
    );
    expect(highlight('<script>手机</script>', '手机')).toBe('&lt;script&gt;<mark>手机</mark>&lt;/script&gt;');
    expect(highlight('A & B', 'zzz')).toBe('A &amp; B');
  });
});
