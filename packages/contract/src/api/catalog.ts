import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { Floors, type LiveState } from '../enums';
import type { HotExhibitorSample } from './content';

/**
 * Browsing the fair (issue 4): find lists, search, details, favourites, history, recommendations,
 * analytics. Text fields arrive in the request's language. Paths the spec does not show are ours.
 */
export const CatalogPaths = {
  /** spec: "exhibitor browse all list" — /find/actor */
  exhibitorList: '/visitor/v2/exhibitor/browseAllList',
  /** spec: "product browse all list" — /find/product */
  productList: '/visitor/v2/product/browseAllList',
  /** spec: "visitor browse all list" — /find/person, for exhibitors */
  visitorList: '/visitor/v2/visitor/browseAllList',
  /** ours: categories, countries, floors and tags to filter by */
  filterOptions: '/visitor/v2/catalog/filterOptions',
  /** ours: one search over exhibitors and products (/search-list) */
  search: '/visitor/v2/search/searchAll',
  searchTrend: '/visitor/v2/searchTrend/getSearchTrendInfo',
  /** spec: "exhibitor visitor exhibitorDetails" */
  exhibitorDetail: '/visitor/v2/exhibitor/visitor/exhibitorDetails',
  /** spec: visitor/getExhibitorEmployeeList */
  exhibitorEmployees: '/visitor/v2/visitor/getExhibitorEmployeeList',
  /** ours: product detail with the scope / client-pool rule */
  productDetail: '/visitor/v2/product/productDetail',
  /** spec: "exhibitor getVisitorDetails" — /find-person/detail, for exhibitors */
  visitorDetail: '/visitor/v2/exhibitor/getVisitorDetails',
  addCollection: '/visitor/v2/collection/addCollection',
  /** spec: collection/update — removes a favourite */
  updateCollection: '/visitor/v2/collection/update',
  /** ours: the caller's favourites of one subject type */
  collectionList: '/visitor/v2/collection/list',
  /** stream (xlsx) */
  exportExcelProduct: '/visitor/v2/collection/exportExcelProduct',
  /** stream (xlsx) */
  exportExcelActor: '/visitor/v2/collection/exportExcelActor',
  /** ours */
  footprintList: '/visitor/v2/footprint/list',
  footprintClear: '/visitor/v2/footprint/clear',
  recommendProducts: '/visitor/v2/productRecommend/visitor/recommendProductDetails',
  /** the log host's tracking post (spec 001 §3), served by us at the root */
  burying: '/burying',
} as const;

export const ProductSorts = ['default', 'newest', 'priceAsc', 'priceDesc', 'name'] as const;
export type ProductSort = (typeof ProductSorts)[number];
export const ExhibitorSorts = ['default', 'newest', 'name', 'booth'] as const;
export type ExhibitorSort = (typeof ExhibitorSorts)[number];

const filters = {
  keyword: z.string().trim().max(100).default(''),
  category: z.string().max(64).default(''),
  countryId: z.string().max(8).default(''),
  floor: z.union([z.enum(Floors), z.literal('')]).default(''),
  tags: z.array(z.string().max(64)).max(20).default([]),
};
export const exhibitorListRequestSchema = pageQuerySchema.extend({
  ...filters,
  sort: z.enum(ExhibitorSorts).default('default'),
});
export const productListRequestSchema = pageQuerySchema.extend({
  ...filters,
  exhibitorId: z.string().max(64).default(''),
  sort: z.enum(ProductSorts).default('default'),
});
export const visitorListRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).default(''),
  countryId: z.string().max(8).default(''),
  category: z.string().max(64).default(''),
});

/** List item fields of spec 001 §3 (productId, id, exhibitorId, scope, inPool ...) plus what a card shows. */
export type ExhibitorCard = {
  id: string;
  actorId: string;
  name: string;
  logo: string;
  image: string;
  country: string;
  city: string;
  floor: string;
  boothNumber: string;
  category: string;
  tags: string[];
  intro: string;
  productCount: number;
  collected: boolean;
  /** name and intro with matches wrapped in <mark> (escaped HTML), when a keyword was given */
  highlight?: { name: string; intro: string };
};
export type ProductCard = {
  id: string;
  productId: string;
  exhibitorId: string;
  exhibitorName: string;
  name: string;
  image: string;
  price: string;
  minOrder: number;
  spotTrading: boolean;
  customization: boolean;
  tags: string[];
  category: string;
  /** 0 everyone, 1 client pool only, 2 pre-registered visitors only */
  scope: number;
  /** the viewer may open it (scope 0, or in the exhibitor's client pool) */
  inPool: boolean;
  collected: boolean;
  highlight?: { name: string };
};
export type VisitorCard = {
  id: string;
  visitorId: string;
  name: string;
  headImage: string;
  company: string;
  position: string;
  country: string;
  businessNature: string;
  purchaseCategories: string[];
  collected: boolean;
};
/** Anonymous product lists stop at the organizer's tourist limit; `touristLimited` tells the client to prompt login. */
export type CatalogPage<T> = {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  touristLimited?: boolean;
};

export type FilterOptions = {
  categories: { key: string; name: string }[];
  countries: { id: string; name: string }[];
  floors: string[];
  tags: string[];
};

export const searchRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().min(1).max(100),
  scope: z.enum(['all', 'exhibitor', 'product']).default('all'),
});
export type SearchResult = {
  keyword: string;
  exhibitors: CatalogPage<ExhibitorCard>;
  products: CatalogPage<ProductCard>;
  /** shown when nothing matched */
  suggestions: string[];
};
export type SearchTrend = { keyword: string; count: number };

export const detailRequestSchema = z.object({ id: z.string().min(1).max(64) });

export type EmployeeSummary = {
  id: string;
  name: string;
  position: string;
  headImage: string;
  imAccount: string;
};
/** A live of the exhibitor (spec 001 §3 "Live: name, start time, status"); the name is in the request's language. */
export type ExhibitorLive = {
  id: string;
  name: string;
  cover: string;
  /** ISO instant; shown in Beijing time (LIVE_TIME_ZONE) */
  startTime: string;
  /** derived from the times at request time (liveStateAt) */
  liveState: LiveState;
  /** 0 everyone, 1 client pool, 2 pre-registered; anonymous viewers may open scope 0 only */
  scope: number;
};
/** Lives on the exhibitor detail: on air and upcoming ones first (soonest first), then the newest replays. */
export const EXHIBITOR_DETAIL_LIVES = 6;
export type ExhibitorDetail = {
  id: string;
  name: string;
  nameEn: string;
  logo: string;
  images: string[];
  video: string;
  url3d: string;
  country: string;
  province: string;
  city: string;
  address: string;
  postCode: string;
  floor: string;
  boothArea: string;
  boothNumber: string;
  website: string;
  brand: string;
  introduction: string;
  telephone: string;
  fax: string;
  email: string;
  contacts: string;
  companyScale: string;
  registeredCapital: string;
  attendanceTimes: number;
  listed: boolean;
  tags: string[];
  category: string;
  collected: boolean;
  products: ProductCard[];
  productTotal: number;
  employees: EmployeeSummary[];
  /** the exhibitor's own hot showcase samples (by their sort), points already limited to what the viewer may see */
  hotShowcase: HotExhibitorSample[];
  lives: ExhibitorLive[];
};
export type ProductDetail = {
  id: string;
  name: string;
  brand: string;
  images: string[];
  video: string;
  videoCover: string;
  detailImages: string[];
  purchasePrice: string;
  salePrice: string;
  minOrder: number;
  spotTrading: boolean;
  customization: boolean;
  tags: string[];
  category: string;
  intro: string;
  articleNumber: string;
  scope: number;
  collected: boolean;
  exhibitor: { id: string; name: string; logo: string; floor: string; boothNumber: string };
};
/** Product detail when the viewer may not see it (scope 1, not in the pool): the client alerts and opens the exhibitor. */
export type ProductAccessDenied = { restricted: true; exhibitorId: string };
export type VisitorDetail = {
  id: string;
  name: string;
  headImage: string;
  company: string;
  position: string;
  country: string;
  province: string;
  city: string;
  businessNature: string;
  purchaseCategories: string[];
  sourcingDemand: string;
  website: string;
  /** only when the visitor consented to share contact details (visitors.share_contact) */
  email: string | null;
  mobile: string | null;
  collected: boolean;
};

export const CollectionTypes = ['ACTOR', 'PRODUCT', 'VISITOR'] as const;
export type CollectionType = (typeof CollectionTypes)[number];
/**
 * The favourite's kind travels as `collectionType`: `subjectType` is the common field every request carries
 * (the caller's role), which the client wrapper adds and the server validates.
 */
export const collectionRequestSchema = z.object({
  collectionType: z.enum(CollectionTypes),
  subjectId: z.string().min(1).max(64),
});
export const collectionListRequestSchema = pageQuerySchema.extend({
  collectionType: z.enum(CollectionTypes),
});
export type CollectionItem = {
  subjectType: CollectionType;
  collectedAt: string;
  exhibitor?: ExhibitorCard;
  product?: ProductCard;
  visitor?: VisitorCard;
};

export const footprintListRequestSchema = pageQuerySchema.extend({ collectionType: z.enum(CollectionTypes) });
export const footprintClearRequestSchema = z.object({ collectionType: z.enum(CollectionTypes) });
export type FootprintItem = CollectionItem & { viewedAt: string };

/** Analytics event record (spec 001 §3); app key, type and event codes of spec 001 §9. */
export const ANALYTICS = {
  type: '000000001',
  defaultEvent: '001021003',
  events: ['001021003', '001021004'],
  eventRange: ['001031000', '001035006'],
} as const;
export const buryingRequestSchema = z.object({
  appKey: z.string().min(1).max(64),
  type: z.string().min(1).max(16),
  userId: z.string().max(64).default(''),
  time: z.union([z.number(), z.string()]),
  site: z.string().max(500).default(''),
  event: z.string().regex(/^\d{9}$/),
  prop: z.record(z.string(), z.unknown()).default({}),
});
