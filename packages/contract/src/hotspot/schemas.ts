import { z } from 'zod';
import { mediaRefSchema } from '../exhibitor/schemas';
import { HOTSPOT_TITLE_MAX } from './constants';

const mediaKey = z.string().max(512);
const fraction = z.number().min(0).max(1);

/** A point on a scene: where (fractions of the picture's width and height) and which exhibit it shows. */
export const hotPointSchema = z.object({
  productId: z.string(),
  x: z.number(),
  y: z.number(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string(),
    /** the exhibit's first picture ('' without) */
    picture: z.string(),
    salePrice: z.number().nullable(),
  }),
});
export type HotPoint = z.output<typeof hotPointSchema>;

export const hotImageSchema = z.object({
  id: z.string(),
  exhibitorId: z.string(),
  title: z.string(),
  picture: mediaRefSchema,
  points: z.array(hotPointSchema),
  /** its place among the company's scenes (the first is the one the home page may show) */
  sort: z.number().int(),
});
export type HotImage = z.output<typeof hotImageSchema>;

export const hotImageInsertRequestSchema = z.object({
  title: z.string().trim().max(HOTSPOT_TITLE_MAX).default(''),
  /** a scene picture's storage key: kept, or a fresh upload of this company */
  picture: mediaKey,
});
export const hotImageUpdateRequestSchema = hotImageInsertRequestSchema.extend({
  id: z.string().min(1).max(64),
});
export const hotImageIdRequestSchema = z.object({ id: z.string().min(1).max(64) });
/** No exhibitor: the caller's own company's scenes (exhibitor staff). */
export const hotImageListRequestSchema = z.object({ exhibitorId: z.string().max(64).default('') });
export const hotImageListSchema = z.array(hotImageSchema);

/** All the points of a scene; the service holds the spec's 1 to 10 (with its messages). */
export const hotPointsRequestSchema = z.object({
  hotImageId: z.string().min(1).max(64),
  points: z.array(z.object({ productId: z.string().min(1).max(64), x: fraction, y: fraction })).max(50),
});
export type HotPointsRequest = z.input<typeof hotPointsRequestSchema>;
