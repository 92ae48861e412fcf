import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { AdvertisementTypes, CarouselItemTypes } from '../enums';
import { mediaRefSchema } from '../exhibitor/schemas';
import { CONTENT_IMAGE_MAX, CONTENT_SEARCH_MAX, CONTENT_TITLE_MAX, CONTENT_URL_MAX } from './constants';
import { AD_SORT_MAX, HOT_SAMPLES_FEATURED_MAX } from './home-content-constants';

/*
 * The home page's carousel, advertisements and featured hot samples as the organizer edits them (ours:
 * the spec shows no organizer). Both languages are entered; visitors read theirs.
 */

const name = z.string().trim().min(1).max(CONTENT_TITLE_MAX);
/** A stored picture's key as the upload call answered it ('' for none). */
const picture = z.string().trim().max(CONTENT_IMAGE_MAX);
const id = z.string().min(1).max(64);
const removeRequest = z.object({ id });

/** The exhibitor or product an item opens, with both names (the product's exhibitor too). */
export const homeTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** a product's exhibitor ('' for an exhibitor) */
  exhibitorName: z.string(),
});
export type HomeTarget = z.output<typeof homeTargetSchema>;

/** The pickers' server-side search: exhibitors or products of this fair by name words, bounded. */
export const homeTargetSearchRequestSchema = z.object({
  type: z.enum(AdvertisementTypes),
  keyword: z.string().trim().max(CONTENT_SEARCH_MAX).default(''),
});
export const homeTargetSearchSchema = z.array(homeTargetSchema);

/** A carousel item: both names and pictures, what it opens (an exhibitor or a link), its home position. */
export const organizerCarouselItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  picture: mediaRefSchema,
  /** the picture English visitors see (null: they see the Chinese one) */
  pictureEn: mediaRefSchema.nullable(),
  type: z.enum(CarouselItemTypes),
  /** the exhibitor an ACTOR item opens (null: none, or no longer of this fair) */
  exhibitor: homeTargetSchema.nullable(),
  /** the address an EXTERNAL item opens in a new tab */
  link: z.string(),
  /** its place on the home, from 0 */
  position: z.number().int(),
  /** false: a short video the demo data holds (shown as such; a new upload is a picture) */
  isImage: z.boolean(),
  isDemo: z.boolean(),
});
export type OrganizerCarouselItem = z.output<typeof organizerCarouselItemSchema>;

export const organizerCarouselListRequestSchema = pageQuerySchema;
export const organizerCarouselListSchema = pageSchema(organizerCarouselItemSchema);

/**
 * Creates a carousel item at the end (no id) or changes one. The server refuses an exhibitor of another
 * fair, and a link that is neither http(s) nor a path of this site (homeContentMessages).
 */
export const organizerCarouselSaveRequestSchema = z.object({
  id: id.optional(),
  name,
  nameEn: name,
  picture: picture.min(1),
  pictureEn: picture.default(''),
  type: z.enum(CarouselItemTypes),
  exhibitorId: z.string().max(64).default(''),
  link: z.string().trim().max(CONTENT_URL_MAX).default(''),
});
export type OrganizerCarouselSave = z.input<typeof organizerCarouselSaveRequestSchema>;
export const organizerCarouselRemoveRequestSchema = removeRequest;
/** Moves an item one place earlier or later on the home. */
export const organizerCarouselMoveRequestSchema = z.object({ id, direction: z.enum(['up', 'down']) });

/** An advertisement of the home's side column: its picture, both names, the exhibitor or product it opens. */
export const organizerAdvertisementSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  image: mediaRefSchema,
  type: z.enum(AdvertisementTypes),
  targetId: z.string(),
  /** null: the target is no longer of this fair (the home does not show a product ad then) */
  target: homeTargetSchema.nullable(),
  /** smaller comes first */
  sort: z.number().int(),
  isDemo: z.boolean(),
});
export type OrganizerAdvertisement = z.output<typeof organizerAdvertisementSchema>;

export const organizerAdvertisementListRequestSchema = pageQuerySchema;
export const organizerAdvertisementListSchema = pageSchema(organizerAdvertisementSchema);
export const organizerAdvertisementSaveRequestSchema = z.object({
  id: id.optional(),
  name,
  nameEn: name,
  image: picture.min(1),
  type: z.enum(AdvertisementTypes),
  targetId: z.string().max(64).default(''),
  sort: z.number().int().min(0).max(AD_SORT_MAX).default(0),
});
export type OrganizerAdvertisementSave = z.input<typeof organizerAdvertisementSaveRequestSchema>;
export const organizerAdvertisementRemoveRequestSchema = removeRequest;

/** An exhibitor's hot-spot scene as the organizer browses them. */
export const organizerHotSampleSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  exhibitorNameEn: z.string(),
  /** product points placed on it */
  points: z.number().int(),
  /** its place among the featured ones (null: not featured) */
  featuredAt: z.number().int().nullable(),
});
export type OrganizerHotSample = z.output<typeof organizerHotSampleSchema>;

export const organizerHotSampleListRequestSchema = pageQuerySchema.extend({
  /** words of the exhibitor's Chinese or English name */
  keyword: z.string().trim().max(CONTENT_SEARCH_MAX).default(''),
});
export const organizerHotSampleListSchema = pageSchema(organizerHotSampleSchema);

/**
 * What the home shows, in its order: `automatic` (each exhibitor's first scene, by sort) or `curated`
 * (the organizer's featured scenes; a scene removed since is left out).
 */
export const organizerHotSampleFeatureSchema = z.object({
  mode: z.enum(['automatic', 'curated']),
  shown: z.array(organizerHotSampleSchema),
});
export type OrganizerHotSampleFeature = z.output<typeof organizerHotSampleFeatureSchema>;

/** Features these scenes on the home, in this order (each once, of this fair). */
export const organizerHotSampleFeatureSaveRequestSchema = z.object({
  sampleIds: z.array(id).min(1).max(HOT_SAMPLES_FEATURED_MAX),
});
