import {
  type EmployeeSummary,
  type ExhibitorCard,
  type ExhibitorDetail,
  type ExhibitorLive,
  type HotExhibitorSample,
  type LanguageType,
  liveStateOf,
  type ProductCard,
  type ProductDetail,
  RESTRICTED_PRODUCT_NAME,
  type VisitorCard,
  type VisitorDetail,
} from '@openfair/contract';
import { type MediaUrl, variantKey } from '../../core/media-url';
import type { hotExhibitorSamplePoints, hotExhibitorSamples, lives } from '../../db/schema/index';
import { pick } from '../../lib/i18n-text';
import { cityList, countryList, englishAreaName, provinceList } from '../area/index';
import type { CategoryLabels, ExhibitorRow, ProductCardRow, ProductRow, VisitorRow } from './catalog.queries';
import { highlight } from './search-text';

/** A hot sample with its exhibitor and its product points, as the home and the exhibitor detail show it. */
export type HotSampleRow = {
  sample: typeof hotExhibitorSamples.$inferSelect;
  exhibitor: ExhibitorRow;
  points: { point: typeof hotExhibitorSamplePoints.$inferSelect; product: ProductRow }[];
};

const INTRO_CARD_CHARS = 160;

const countryNames = new Map<LanguageType, Map<string, string>>();
export function countryName(code: string, lang: LanguageType): string {
  if (!code) return '';
  let m = countryNames.get(lang);
  if (!m) {
    m = new Map(countryList(lang).map((c) => [c.id, c.name]));
    countryNames.set(lang, m);
  }
  return m.get(code.toUpperCase()) ?? code;
}

/**
 * Exhibitor places are stored in Chinese: English readers get the gazetteer's name of a Chinese
 * division, else the English stored beside it (a city abroad), else the name as stored.
 */
const placeName = (zh: string, en: string, lang: LanguageType) =>
  lang === 'en' && zh ? (englishAreaName(zh) ?? (en || zh)) : zh;

export const categoryLabel = (labels: CategoryLabels, key: string, lang: LanguageType): string => {
  const l = labels.get(key);
  return l ? pick(l[0] ?? '', l[1], lang) : key;
};

export const formatPrice = (v: string | null) => (v === null ? '' : Number(v).toFixed(2));

export function presentExhibitorCard(
  e: ExhibitorRow,
  ctx: {
    lang: LanguageType;
    labels: CategoryLabels;
    productCount: number;
    collected: boolean;
    keyword?: string;
    url: MediaUrl;
  },
): ExhibitorCard {
  const name = pick(e.name, e.nameEn, ctx.lang);
  const intro = pick(e.introduction, e.enIntroduction, ctx.lang).slice(0, INTRO_CARD_CHARS);
  return {
    id: e.id,
    actorId: e.id,
    name,
    logo: ctx.url(e.logo),
    // Lists show the uploaded pictures' resized copies (demo and outside pictures have none).
    image: ctx.url(variantKey(e.hotImage || e.images[0] || e.logo, 'thumb')),
    country: countryName(e.countryCode, ctx.lang),
    city: placeName(e.city, e.cityEn, ctx.lang),
    floor: e.floor,
    boothNumber: e.boothNumber,
    category: categoryLabel(ctx.labels, e.category, ctx.lang),
    tags: e.tags,
    intro,
    productCount: ctx.productCount,
    collected: ctx.collected,
    ...(ctx.keyword
      ? { highlight: { name: highlight(name, ctx.keyword), intro: highlight(intro, ctx.keyword) } }
      : {}),
  };
}

export function presentProductCard(
  p: ProductCardRow,
  ctx: {
    lang: LanguageType;
    labels: CategoryLabels;
    inPool: boolean;
    collected: boolean;
    keyword?: string;
    url: MediaUrl;
  },
): ProductCard {
  const name = pick(p.name, p.nameEn, ctx.lang);
  return {
    id: p.id,
    productId: p.id,
    exhibitorId: p.exhibitorId,
    exhibitorName: pick(p.exhibitorName, p.exhibitorNameEn, ctx.lang),
    name,
    image: ctx.url(variantKey(p.images[0] ?? '', 'thumb')),
    price: formatPrice(p.salePrice),
    minOrder: p.minOrder,
    spotTrading: p.spotTrading,
    customization: p.customization,
    tags: p.tags,
    category: categoryLabel(ctx.labels, p.category, ctx.lang),
    scope: p.scope,
    inPool: ctx.inPool,
    collected: ctx.collected,
    ...(ctx.keyword ? { highlight: { name: highlight(name, ctx.keyword) } } : {}),
  };
}

/**
 * A product card for a viewer who may not open the product, where the product is there because of the
 * viewer's own past (favourites, their export, history): the company and the product's place stay, the
 * product itself is not told (no name, picture, price or terms).
 */
export function restrictedProductCard(card: ProductCard, lang: LanguageType): ProductCard {
  return {
    id: card.id,
    productId: card.productId,
    exhibitorId: card.exhibitorId,
    exhibitorName: card.exhibitorName,
    name: RESTRICTED_PRODUCT_NAME[lang],
    image: '',
    price: '',
    minOrder: 0,
    spotTrading: false,
    customization: false,
    tags: [],
    category: '',
    scope: card.scope,
    inPool: false,
    collected: card.collected,
  };
}

/** One shape for a hot sample wherever it shows (the home, the exhibitor detail). */
export const presentHotExhibitor = (
  s: HotSampleRow,
  lang: LanguageType,
  url: MediaUrl,
): HotExhibitorSample => ({
  id: s.sample.id,
  imageURL: url(s.sample.imageUrl),
  exhibitorName: pick(s.exhibitor.name, s.exhibitor.nameEn, lang),
  exhibitorFloor: s.exhibitor.floor,
  exhibitorIntro: pick(s.exhibitor.introduction, s.exhibitor.enIntroduction, lang),
  products: s.points.map(({ point, product }) => ({
    id: product.id,
    x: point.x,
    y: point.y,
    name: pick(product.name, product.nameEn, lang),
    description: pick(product.productIntro, product.productEnIntro, lang),
    price: formatPrice(product.salePrice),
    imageURL: url(product.images[0] ?? ''),
  })),
});

export function presentVisitorCard(
  v: VisitorRow,
  lang: LanguageType,
  collected: boolean,
  url: MediaUrl,
): VisitorCard {
  return {
    id: v.id,
    visitorId: v.id,
    name: pick(v.name, v.nameEn, lang),
    headImage: url(v.headImage),
    company: pick(v.company, v.companyEn, lang),
    position: pick(v.position, v.positionEn, lang),
    country: countryName(v.countryCode, lang),
    businessNature: v.businessNature,
    purchaseCategories: v.purchaseCategories,
    collected,
  };
}

/** The live's state at `now` (the request time): by its stream, or by its times for a demo live (liveStateOf). */
export const presentExhibitorLive = (
  l: typeof lives.$inferSelect,
  lang: LanguageType,
  now: Date,
  url: MediaUrl,
): ExhibitorLive => ({
  id: l.id,
  name: pick(l.name, l.nameEn, lang),
  cover: url(l.cover),
  startTime: l.startTime.toISOString(),
  liveState: liveStateOf(l, now),
  scope: l.scope,
});

export function presentExhibitorDetail(
  e: ExhibitorRow,
  ctx: {
    lang: LanguageType;
    labels: CategoryLabels;
    collected: boolean;
    products: ProductCard[];
    productTotal: number;
    employees: ExhibitorDetail['employees'];
    hotShowcase: HotSampleRow[];
    lives: (typeof lives.$inferSelect)[];
    now: Date;
    url: MediaUrl;
  },
): ExhibitorDetail {
  const lang = ctx.lang;
  return {
    id: e.id,
    name: pick(e.name, e.nameEn, lang),
    nameEn: e.nameEn,
    logo: ctx.url(e.logo),
    images: e.images.map(ctx.url),
    video: ctx.url(e.video),
    url3d: e.url3d,
    country: countryName(e.countryCode, lang),
    province: placeName(e.province, e.provinceEn, lang),
    city: placeName(e.city, e.cityEn, lang),
    address: pick(e.address, e.addressEn, lang),
    postCode: e.postCode,
    floor: e.floor,
    boothArea: e.boothArea,
    boothNumber: e.boothNumber,
    website: e.website,
    brand: e.brand,
    introduction: pick(e.introduction, e.enIntroduction, lang),
    telephone: e.telephone,
    fax: e.fax,
    email: e.email,
    contacts: pick(e.contacts, e.contactsEn, lang),
    companyScale: e.companyScale,
    registeredCapital: e.registeredCapital,
    attendanceTimes: e.attendanceTimes,
    listed: e.listed,
    tags: e.tags,
    category: categoryLabel(ctx.labels, e.category, lang),
    collected: ctx.collected,
    products: ctx.products,
    productTotal: ctx.productTotal,
    employees: ctx.employees,
    hotShowcase: ctx.hotShowcase.map((h) => presentHotExhibitor(h, lang, ctx.url)),
    lives: ctx.lives.map((l) => presentExhibitorLive(l, lang, ctx.now, ctx.url)),
  };
}

export function presentProductDetail(
  p: ProductRow,
  ctx: {
    lang: LanguageType;
    labels: CategoryLabels;
    collected: boolean;
    exhibitor: Pick<ExhibitorRow, 'id' | 'name' | 'nameEn' | 'logo' | 'floor' | 'boothNumber'>;
    /** the account of the employee the product's chat button talks to ('' when none) */
    chatUserID: string;
    url: MediaUrl;
  },
): ProductDetail {
  const lang = ctx.lang;
  const e = ctx.exhibitor;
  return {
    id: p.id,
    name: pick(p.name, p.nameEn, lang),
    brand: p.brand,
    images: p.images.map(ctx.url),
    video: ctx.url(p.video),
    videoCover: ctx.url(p.videoCover),
    detailImages: p.detailImages.map(ctx.url),
    purchasePrice: formatPrice(p.purchasePrice),
    salePrice: formatPrice(p.salePrice),
    minOrder: p.minOrder,
    spotTrading: p.spotTrading,
    customization: p.customization,
    tags: p.tags,
    category: categoryLabel(ctx.labels, p.category, lang),
    intro: pick(p.productIntro, p.productEnIntro, lang),
    articleNumber: p.articleNumber,
    scope: p.scope,
    collected: ctx.collected,
    exhibitor: {
      id: e.id,
      name: pick(e.name, e.nameEn, lang),
      logo: ctx.url(e.logo),
      floor: e.floor,
      boothNumber: e.boothNumber,
      chatUserID: ctx.chatUserID,
    },
  };
}

/** An exhibitor's employee as the exhibitor detail lists them, in the reader's language. */
export const presentEmployee = (
  r: {
    id: string;
    name: string;
    nameEn: string;
    position: string;
    positionEn: string;
    headImage: string;
    imAccount: string;
  },
  lang: LanguageType,
  url: MediaUrl,
): EmployeeSummary => ({
  id: r.id,
  name: pick(r.name, r.nameEn, lang),
  position: pick(r.position, r.positionEn, lang),
  headImage: url(r.headImage),
  imAccount: r.imAccount,
});

function areaName(list: { id: string; name: string }[], id: string): string {
  return list.find((a) => a.id === id)?.name ?? '';
}

/** Contact details only with the visitor's consent (visitors.share_contact). */
export function presentVisitorDetail(
  v: VisitorRow,
  lang: LanguageType,
  flags: { collected: boolean; inClientPool: boolean },
  url: MediaUrl,
): VisitorDetail {
  const province = v.provinceId ? areaName(provinceList(v.countryCode || 'CN', lang), v.provinceId) : '';
  const city = v.cityId && v.provinceId ? areaName(cityList(v.provinceId, lang), v.cityId) : '';
  return {
    id: v.id,
    imAccount: v.userAccountId,
    name: pick(v.name, v.nameEn, lang),
    headImage: url(v.headImage),
    company: pick(v.company, v.companyEn, lang),
    position: pick(v.position, v.positionEn, lang),
    country: countryName(v.countryCode, lang),
    province,
    city,
    businessNature: v.businessNature,
    purchaseCategories: v.purchaseCategories,
    sourcingDemand: v.sourcingDemand,
    website: v.website,
    // Only with the visitor's consent, and only contacts proven with a code.
    email: v.shareContact && v.emailVerified ? v.email : null,
    mobile: v.shareContact && v.mobileVerified ? v.mobile : null,
    ...flags,
  };
}
