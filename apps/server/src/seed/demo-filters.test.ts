import { CatalogPaths, type FilterOptions, SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { fromEmpty } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';
import { createStorage } from '../media/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/index';
import { seedDemoData } from './index';

const FAIR = 'openfair-2026';

/**
 * The demo fair as a person first tries it: every value that a filter of /find/product,
 * /find/exhibitor and /find/person offers finds something, in both languages, and English readers
 * see people and places in English.
 */
describe.each(enginesFor('rules'))('the demo data behind every list filter on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: fromEmpty((db) =>
      seedDemoData({
        db,
        exhibitionId: FAIR,
        appId: 'openfair-web',
        storage: createStorage({ dataDir: ':memory:', basePath: '/expo' }),
      }).then(() => undefined),
    ),
  });
  /** The demo exhibitor admin: the one who browses /find/person. */
  const exhibitor = async () => {
    const reply = await t.api.post(
      SessionPaths.webLogon,
      { account: DEMO_ACCOUNTS.exhibitorAdmin, password: DEMO_PASSWORD, loginSubjectType: 'ACTOR' },
      { fair: FAIR, as: 'guest' },
    );
    expect(reply.code).toBe(1000);
    return { token: reply.data.token, subjectType: 'ACTOR' as const };
  };

  it.each(['cn', 'en'] as const)('every filter value of every list finds results (%s)', async (lang) => {
    const caller = await exhibitor();
    const options: FilterOptions = (await t.api.post(CatalogPaths.filterOptions, {}, { fair: FAIR, lang }))
      .data;
    expect(options.categories.length).toBeGreaterThanOrEqual(8);
    expect(options.countries.length).toBeGreaterThan(1);
    expect(options.floors.length).toBeGreaterThan(0);
    expect(options.tags.length).toBeGreaterThan(0);

    const empty: string[] = [];
    const check = async (list: 'product' | 'exhibitor' | 'person', filter: Record<string, unknown>) => {
      const path =
        list === 'product'
          ? CatalogPaths.productList
          : list === 'exhibitor'
            ? CatalogPaths.exhibitorList
            : CatalogPaths.visitorList;
      const reply = await t.api.post(path, { pageSize: 5, ...filter } as never, {
        fair: FAIR,
        lang,
        as: caller,
      });
      expect(reply.code).toBe(1000);
      const page = reply.data as { list: unknown[]; total: number };
      if (page.list.length === 0 || page.total === 0) empty.push(`${list} ${JSON.stringify(filter)}`);
    };
    for (const list of ['product', 'exhibitor', 'person'] as const) {
      for (const c of options.categories) await check(list, { category: c.key });
      for (const c of options.countries) await check(list, { countryId: c.id });
      // The person list has no floor or tag filter (the filter bar shows them for products and exhibitors).
      if (list === 'person') continue;
      for (const floor of options.floors) await check(list, { floor });
      for (const tag of options.tags) await check(list, { tags: [tag] });
    }
    expect(empty).toEqual([]);
  });

  it('shows visitors, employees and exhibitor contacts in English to English readers', async () => {
    const caller = await exhibitor();
    const people = async (lang: 'cn' | 'en') =>
      (await t.api.post(CatalogPaths.visitorList, { pageSize: 50 }, { fair: FAIR, lang, as: caller })).data
        .list;
    const [zh, en] = [await people('cn'), await people('en')];
    const chinese = zh.findIndex((v) => /^[\u4e00-\u9fff]{2,3}$/.test(v.name));
    expect(chinese).toBeGreaterThanOrEqual(0);
    const zhCard = zh[chinese]!;
    const enCard = en.find((v) => v.id === zhCard.id)!;
    // "Wang Fang": family name first, romanised; the company and position in English words.
    expect(enCard.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(enCard.company).toMatch(/^[\x20-\x7e]+$/);
    expect(enCard.position).toMatch(/^[\x20-\x7e]+$/);
    expect(zhCard.position).toMatch(/[\u4e00-\u9fff]/);
    // Every visitor who filled in the second step has purchase categories.
    expect(en.filter((v) => v.purchaseCategories.length > 0).length).toBeGreaterThan(10);

    const exhibitors = async (lang: 'cn' | 'en') =>
      (await t.api.post(CatalogPaths.exhibitorList, { pageSize: 60, countryId: 'CN' }, { fair: FAIR, lang }))
        .data.list;
    const [first] = await exhibitors('en');
    const detail = async (lang: 'cn' | 'en') =>
      (await t.api.post(CatalogPaths.exhibitorDetail, { id: first!.id }, { fair: FAIR, lang, as: caller }))
        .data;
    const [dZh, dEn] = [await detail('cn'), await detail('en')];
    expect(dZh.contacts).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
    expect(dEn.contacts).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(dEn.province).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(dEn.city).toMatch(/^[A-Z][a-z']+( [A-Z][a-z]+)*$/);
    expect(dEn.employees.length).toBeGreaterThan(0);
    for (const e of dEn.employees) {
      expect(e.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(e.position).toMatch(/^[\x20-\x7e]+$/);
    }
    // A city abroad keeps the English stored beside it.
    const foreign = (
      await t.api.post(CatalogPaths.exhibitorList, { pageSize: 60 }, { fair: FAIR, lang: 'en' })
    ).data.list.filter((e) => e.country !== 'China');
    expect(foreign.length).toBeGreaterThan(0);
    for (const e of foreign) expect(e.city).toMatch(/^[\x20-\x7e]+$/);
  });
});
