import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { hotExhibitorSampleSchema } from '../content/schemas';
import { Floors, LiveState } from '../enums';
import { ANALYTICS, CollectionTypes, ExhibitorSorts, ProductSorts } from './constants';

/**
 * Browsing the fair: find lists, search, details, favourites, history, recommendations, analytics.
 * Text fields arrive in the request's language. Paths the spec does not show are ours.
 */

// ——— lists ———

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
export type ExhibitorListRequest = z.output<typeof exhibitorListRequestSchema>;
export type ProductListRequest = z.output<typeof productListRequestSchema>;
export type VisitorListRequest = z.output<typeof visitorListRequestSchema>;

/** List item fields of spec 001 §3 (productId, id, exhibitorId, scope, inPool ...) plus what a card shows. */
export const exhibitorCardSchema = z.object({
  id: z.string(),
  actorId: z.string(),
  name: z.string(),
  logo: z.string(),
  image: z.string(),
  country: z.string(),
  city: z.string(),
  floor: z.string(),
  boothNumber: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  intro: z.string(),
  productCount: z.number().int(),
  collected: z.boolean(),
  /** name and intro with matches wrapped in <mark> (escaped HTML), when a keyword was given */
  highlight: z.object({ name: z.string(), intro: z.string() }).optional(),
});
export type ExhibitorCard = z.output<typeof exhibitorCardSchema>;

export const productCardSchema = z.object({
  id: z.string(),
  productId: z.string(),
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.string(),
  minOrder: z.number().int(),
  spotTrading: z.boolean(),
  customization: z.boolean(),
  tags: z.array(z.string()),
  category: z.string(),
  /** 0 everyone, 1 client pool only, 2 pre-registered visitors only */
  scope: z.number().int(),
  /** the viewer may open it (scope 0, or in the exhibitor's client pool) */
  inPool: z.boolean(),
  collected: z.boolean(),
  highlight: z.object({ name: z.string() }).optional(),
});
export type ProductCard = z.output<typeof productCardSchema>;

export const visitorCardSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  name: z.string(),
  headImage: z.string(),
  company: z.string(),
  position: z.string(),
  country: z.string(),
  businessNature: z.string(),
  purchaseCategories: z.array(z.string()),
  collected: z.boolean(),
});
export type VisitorCard = z.output<typeof visitorCardSchema>;

/** Anonymous product lists stop at the organizer's tourist limit; `touristLimited` tells the client to prompt login. */
export const catalogPageSchema = <T extends z.ZodType>(item: T) =>
  pageSchema(item).extend({ touristLimited: z.boolean().optional() });
export type CatalogPage<T> = {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  touristLimited?: boolean;
};

export const filterOptionsSchema = z.object({
  categories: z.array(z.object({ key: z.string(), name: z.string() })),
  countries: z.array(z.object({ id: z.string(), name: z.string() })),
  floors: z.array(z.string()),
  tags: z.array(z.string()),
});
export type FilterOptions = z.output<typeof filterOptionsSchema>;

// ——— search ———

export const searchRequestSchema = pageQuerySchema.extend({
  keyword: z.string().trim().min(1).max(100),
  scope: z.enum(['all', 'exhibitor', 'product']).default('all'),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;
export const searchResultSchema = z.object({
  keyword: z.string(),
  exhibitors: catalogPageSchema(exhibitorCardSchema),
  products: catalogPageSchema(productCardSchema),
  /** shown when nothing matched */
  suggestions: z.array(z.string()),
});
export type SearchResult = z.output<typeof searchResultSchema>;
/** The organizer takes a keyword off the search trends (hidden: true) or puts it back. */
export const hideSearchTrendRequestSchema = z.object({
  keyword: z.string().trim().min(1).max(100),
  hidden: z.boolean(),
});
export const searchTrendSchema = z.object({ keyword: z.string(), count: z.number().int() });
export type SearchTrend = z.output<typeof searchTrendSchema>;

// ——— details ———

export const detailRequestSchema = z.object({ id: z.string().min(1).max(64) });

export const employeeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  headImage: z.string(),
  /** the employee's chat id: a conversation with them is `C2C<imAccount>` */
  imAccount: z.string(),
});
export type EmployeeSummary = z.output<typeof employeeSummarySchema>;

const liveStateSchema = z.union([
  z.literal(LiveState.Replay),
  z.literal(LiveState.Upcoming),
  z.literal(LiveState.OnAir),
]);

/** A live of the exhibitor (spec 001 §3 "Live: name, start time, status"); the name is in the request's language. */
export const exhibitorLiveSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover: z.string(),
  /** ISO instant; shown in Beijing time (LIVE_TIME_ZONE) */
  startTime: z.string(),
  /** derived from the times at request time (liveStateAt) */
  liveState: liveStateSchema,
  /** 0 everyone, 1 client pool, 2 pre-registered; anonymous viewers may open scope 0 only */
  scope: z.number().int(),
});
export type ExhibitorLive = z.output<typeof exhibitorLiveSchema>;

export const exhibitorDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  url3d: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postCode: z.string(),
  floor: z.string(),
  boothArea: z.string(),
  boothNumber: z.string(),
  website: z.string(),
  brand: z.string(),
  introduction: z.string(),
  telephone: z.string(),
  fax: z.string(),
  email: z.string(),
  contacts: z.string(),
  companyScale: z.string(),
  registeredCapital: z.string(),
  attendanceTimes: z.number().int(),
  listed: z.boolean(),
  tags: z.array(z.string()),
  category: z.string(),
  collected: z.boolean(),
  products: z.array(productCardSchema),
  productTotal: z.number().int(),
  employees: z.array(employeeSummarySchema),
  /** the exhibitor's own hot showcase samples (by their sort), points already limited to what the viewer may see */
  hotShowcase: z.array(hotExhibitorSampleSchema),
  lives: z.array(exhibitorLiveSchema),
});
export type ExhibitorDetail = z.output<typeof exhibitorDetailSchema>;

export const productDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  videoCover: z.string(),
  detailImages: z.array(z.string()),
  purchasePrice: z.string(),
  salePrice: z.string(),
  minOrder: z.number().int(),
  spotTrading: z.boolean(),
  customization: z.boolean(),
  tags: z.array(z.string()),
  category: z.string(),
  intro: z.string(),
  articleNumber: z.string(),
  scope: z.number().int(),
  collected: z.boolean(),
  exhibitor: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string(),
    floor: z.string(),
    boothNumber: z.string(),
    /** whom the product's "contact" chat button talks to: the company's first employee (admins first); empty when none */
    chatUserID: z.string(),
  }),
});
export type ProductDetail = z.output<typeof productDetailSchema>;
/** Product detail when the viewer may not see it (scope 1, not in the pool): the client alerts and opens the exhibitor. */
export const productAccessDeniedSchema = z.object({ restricted: z.literal(true), exhibitorId: z.string() });
export type ProductAccessDenied = z.output<typeof productAccessDeniedSchema>;
/** Product detail for a guest past the tourist limit (distinct products a day): the client prompts login. */
export const productTouristLimitedSchema = z.object({ touristLimited: z.literal(true) });
export type ProductTouristLimited = z.output<typeof productTouristLimitedSchema>;

export const visitorDetailSchema = z.object({
  id: z.string(),
  /** the visitor's chat id: a conversation with them is `C2C<imAccount>` */
  imAccount: z.string(),
  name: z.string(),
  headImage: z.string(),
  company: z.string(),
  position: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  businessNature: z.string(),
  purchaseCategories: z.array(z.string()),
  sourcingDemand: z.string(),
  website: z.string(),
  /** only when the visitor consented to share contact details (visitors.share_contact) */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  collected: z.boolean(),
  /** for exhibitor staff: the visitor is in their company's client pool */
  inClientPool: z.boolean(),
});
export type VisitorDetail = z.output<typeof visitorDetailSchema>;

// ——— favourites and history ———

/**
 * The favourite's kind travels as `collectionType`: `subjectType` is the common field every request carries
 * (the caller's role), which the client wrapper adds and the server validates.
 */
export const collectionRequestSchema = z.object({
  collectionType: z.enum(CollectionTypes),
  subjectId: z.string().min(1).max(64),
});
export type CollectionRequest = z.output<typeof collectionRequestSchema>;
export const collectionListRequestSchema = pageQuerySchema.extend({
  collectionType: z.enum(CollectionTypes),
});
export const collectedSchema = z.object({ collected: z.boolean() });

const subjectCard = {
  subjectType: z.enum(CollectionTypes),
  exhibitor: exhibitorCardSchema.optional(),
  product: productCardSchema.optional(),
  visitor: visitorCardSchema.optional(),
};
export const collectionItemSchema = z.object({ ...subjectCard, collectedAt: z.string() });
export type CollectionItem = z.output<typeof collectionItemSchema>;

export const footprintListRequestSchema = pageQuerySchema.extend({ collectionType: z.enum(CollectionTypes) });
export const footprintClearRequestSchema = z.object({ collectionType: z.enum(CollectionTypes) });
export const footprintItemSchema = collectionItemSchema.extend({ viewedAt: z.string() });
export type FootprintItem = z.output<typeof footprintItemSchema>;
export const footprintClearedSchema = z.object({ cleared: z.number().int() });

// ——— analytics ———

/**
 * The analytics event record of spec 001 §3 and nothing else: bounded fields (other keys, such as the
 * common fields, are dropped), and `prop` limited to the two properties the spec names.
 */
export const buryingRequestSchema = z.object({
  appKey: z.string().min(1).max(64),
  type: z.literal(ANALYTICS.type),
  userId: z.string().max(64).default(''),
  time: z.union([z.number().int().min(0).max(8_640_000_000_000_000), z.string().max(32)]),
  site: z.string().max(ANALYTICS.siteMax).default(''),
  event: z.string().regex(/^\d{9}$/),
  prop: z
    .object({
      terminal: z.string().max(16).optional(),
      behavior: z.string().max(ANALYTICS.behaviorMax).optional(),
    })
    .strict()
    .default({}),
  /** the log host's post may carry the fair itself instead of the common fields */
  exhibitionId: z.string().min(1).max(64).optional(),
});
export const buryingResultSchema = z.object({ stored: z.boolean() });
