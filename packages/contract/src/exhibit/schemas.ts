import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { mediaRefSchema } from '../exhibitor/schemas';
import { mediaLimits } from '../media/constants';
import { zField } from '../validation/zod';
import {
  EXHIBIT_ARTICLE_NUMBER_MAX,
  EXHIBIT_BATCH_MAX,
  EXHIBIT_DETAIL_IMAGE_MAX,
  EXHIBIT_IDENTIFICATION_MAX,
  EXHIBIT_MIN_ORDER_MAX,
  EXHIBIT_PRICE_MAX,
  EXHIBIT_SORT_MAX,
  EXHIBIT_TAG_CHARS,
  EXHIBIT_TAG_MAX,
  ExhibitListOrders,
  ExhibitScopes,
} from './constants';

const scopeSchema = z.union(
  ExhibitScopes.map((s) => z.literal(s)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>],
);
const mediaKey = z.string().max(512);
/** A price in yuan with at most two decimals, or none. */
const price = z.number().min(0).max(EXHIBIT_PRICE_MAX).multipleOf(0.01).nullable().default(null);

/** The fields staff edit (spec 001 §3 exhibit), media as storage keys. */
export const exhibitInputSchema = z.object({
  name: zField('name').pipe(z.string().trim().min(1)),
  nameEn: zField('name').default(''),
  brand: zField('brand').default(''),
  productIntro: zField('productIntro').default(''),
  productEnIntro: zField('productEnIntro').default(''),
  minOrder: z.number().int().min(1).max(EXHIBIT_MIN_ORDER_MAX).default(1),
  purchasePrice: price,
  salePrice: price,
  spotTrading: z.boolean().default(false),
  /** certifications and marks the exhibit carries ("CE, FCC") */
  identification: z.string().trim().max(EXHIBIT_IDENTIFICATION_MAX).default(''),
  customization: z.boolean().default(false),
  scope: scopeSchema.default(0),
  tags: z.array(z.string().trim().min(1).max(EXHIBIT_TAG_CHARS)).max(EXHIBIT_TAG_MAX).default([]),
  /** a category key of the fair ('' for none) */
  category: z.string().max(64).default(''),
  images: z
    .array(mediaKey)
    .max(mediaLimits.exhibitImage.maxCount ?? 10)
    .default([]),
  video: z.union([mediaKey, z.literal('')]).default(''),
  videoCover: z.union([mediaKey, z.literal('')]).default(''),
  detailImages: z.array(mediaKey).max(EXHIBIT_DETAIL_IMAGE_MAX).default([]),
  /** its place in the company's order, 1 first; taken numbers at or above it move up by one. None: last. */
  sort: z.number().int().min(1).max(EXHIBIT_SORT_MAX).optional(),
  articleNumber: z.string().trim().max(EXHIBIT_ARTICLE_NUMBER_MAX).default(''),
});
export type ExhibitInput = z.input<typeof exhibitInputSchema>;
/** The input as a call receives it, defaults filled. */
export type ExhibitInputData = z.output<typeof exhibitInputSchema>;

export const updateExhibitRequestSchema = exhibitInputSchema.extend({ id: z.string().min(1).max(64) });
export type UpdateExhibit = z.input<typeof updateExhibitRequestSchema>;

export const exhibitIdRequestSchema = z.object({ id: z.string().min(1).max(64) });

/** An exhibit as its company's staff see and edit it. */
export const exhibitSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  brand: z.string(),
  productIntro: z.string(),
  productEnIntro: z.string(),
  minOrder: z.number().int(),
  purchasePrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  spotTrading: z.boolean(),
  identification: z.string(),
  customization: z.boolean(),
  scope: z.number().int(),
  tags: z.array(z.string()),
  category: z.string(),
  images: z.array(mediaRefSchema),
  video: mediaRefSchema.nullable(),
  videoCover: mediaRefSchema.nullable(),
  detailImages: z.array(mediaRefSchema),
  sort: z.number().int(),
  articleNumber: z.string(),
  createdAt: z.string(),
});
export type Exhibit = z.output<typeof exhibitSchema>;

/** What narrows the company's list; the "all" batch calls act on exactly what it matches. */
export const exhibitFilterSchema = z.object({
  keyword: z.string().trim().max(50).default(''),
  scope: z.union([scopeSchema, z.literal('')]).default(''),
  category: z.string().max(64).default(''),
});
export type ExhibitFilter = z.input<typeof exhibitFilterSchema>;
export type ExhibitFilterData = z.output<typeof exhibitFilterSchema>;

export const exhibitListRequestSchema = pageQuerySchema.extend({
  ...exhibitFilterSchema.shape,
  order: z.enum(ExhibitListOrders).default('sort'),
});
export type ExhibitListRequest = z.input<typeof exhibitListRequestSchema>;
export type ExhibitListQuery = z.output<typeof exhibitListRequestSchema>;

export const exhibitRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** the first picture's list thumbnail, '' without pictures */
  thumbnail: z.string(),
  category: z.string(),
  scope: z.number().int(),
  sort: z.number().int(),
  salePrice: z.number().nullable(),
  minOrder: z.number().int(),
  articleNumber: z.string(),
  createdAt: z.string(),
});
export type ExhibitRow = z.output<typeof exhibitRowSchema>;
export const exhibitListSchema = pageSchema(exhibitRowSchema);

const idsSchema = z.array(z.string().min(1).max(64)).min(1).max(EXHIBIT_BATCH_MAX);
export const batchScopeRequestSchema = z.object({ ids: idsSchema, scope: scopeSchema });
export const batchScopeAllRequestSchema = z.object({ filter: exhibitFilterSchema, scope: scopeSchema });
export const batchDeleteRequestSchema = z.object({ ids: idsSchema });
export const batchDeleteAllRequestSchema = z.object({ filter: exhibitFilterSchema });
/** How many exhibits a batch call changed. */
export const batchResultSchema = z.object({ count: z.number().int() });
export type BatchResult = z.output<typeof batchResultSchema>;

/** The batch upload's query: `checkOnly=true` reports what the file holds without importing it. */
export const importRequestSchema = z.object({
  checkOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** One rejected row of a batch upload: its row number in the sheet and what is wrong, in the request's language. */
export const importProblemSchema = z.object({ row: z.number().int(), problems: z.array(z.string()) });
/**
 * The batch upload's report: every good row is imported (all in one transaction), every bad row is left
 * out and named with its problems. A file that is not the template, or cannot be read, imports nothing
 * and is refused as a whole.
 */
export const importReportSchema = z.object({
  imported: z.number().int(),
  /** rows that are (or, checked only, would be) imported */
  valid: z.number().int(),
  rejected: z.array(importProblemSchema),
});
export type ImportReport = z.output<typeof importReportSchema>;
