import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { Floors, type LiveState } from '../enums';
import { type CollectionType, CollectionTypes, ExhibitorSorts, ProductSorts } from './catalog-constants';
import type { HotExhibitorSample } from './content';

/**
 * Browsing the fair (issue 4): find lists, search, details, favourites, history, recommendations,
 * analytics. Text fields arrive in the request's language. Paths the spec does not show are ours.
 */

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

export const buryingRequestSchema = z.object({
  appKey: z.string().min(1).max(64),
  type: z.string().min(1).max(16),
  userId: z.string().max(64).default(''),
  time: z.union([z.number(), z.string()]),
  site: z.string().max(500).default(''),
  event: z.string().regex(/^\d{9}$/),
  prop: z.record(z.string(), z.unknown()).default({}),
});

// Constants without zod live apart, so the browser's first load can take them without the schemas.
export * from './catalog-constants';
