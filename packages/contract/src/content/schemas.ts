import { z } from 'zod';
import { pageQuerySchema } from '../common';
import { AdvertisementTypes, BannerShowTypes, CarouselItemTypes, NoticeTypes, SubjectTypes } from '../enums';
import { FixedPages } from './constants';

/** Text fields arrive already in the request's language. */
export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  publishTime: z.string(),
});
export type ArticleSummary = z.output<typeof articleSummarySchema>;
export const articleSchema = articleSummarySchema.extend({
  source: z.string(),
  paragraphs: z.array(z.string()),
});
export type Article = z.output<typeof articleSchema>;
export const articleListRequestSchema = pageQuerySchema;
export const articleRequestSchema = z.object({ id: z.string().min(1).max(64) });

export const noticeSchema = z.object({
  id: z.string(),
  noticeType: z.enum(NoticeTypes),
  title: z.string(),
  content: z.string(),
  seen: z.boolean(),
  createTime: z.string(),
});
export type Notice = z.output<typeof noticeSchema>;
export const noticeTypeCountSchema = z.object({
  noticeType: z.enum(NoticeTypes),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NoticeTypeCount = z.output<typeof noticeTypeCountSchema>;
export const noticeListRequestSchema = pageQuerySchema.extend({
  noticeType: z.enum(NoticeTypes).optional(),
  seen: z.boolean().optional(),
});
export type NoticeListRequest = z.output<typeof noticeListRequestSchema>;
export const noticeRequestSchema = z.object({ id: z.string().min(1).max(64) });

export const appVersionSchema = z.object({
  version: z.string(),
  releaseDate: z.string(),
  notes: z.array(z.string()),
});
export type AppVersion = z.output<typeof appVersionSchema>;

export const fixedPageRequestSchema = z.object({ page: z.enum(FixedPages) });
/** A section of a document page: plain text only (never HTML), shown as typed. */
export const pageSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  bullets: z.array(z.string()),
});
export type PageSection = z.output<typeof pageSectionSchema>;
export const qaEntrySchema = z.object({ question: z.string(), answer: z.string() });
export type QaEntry = z.output<typeof qaEntrySchema>;
/**
 * A fixed page in the request's language. `edited: false`: the organizer has not written one, and the
 * client shows its built-in text. A document page has `lead` and `sections`, the Q&A page `items`.
 * `{fairName}` in the text stands for the fair's name in the visitor's language.
 */
export const fixedPageSchema = z.object({
  page: z.enum(FixedPages),
  edited: z.boolean(),
  /** ISO instant of the organizer's last save; '' when not edited */
  updatedAt: z.string(),
  lead: z.array(z.string()),
  sections: z.array(pageSectionSchema),
  items: z.array(qaEntrySchema),
});
export type FixedPageContent = z.output<typeof fixedPageSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  coverIcon: z.string(),
  urlType: z.enum(['EXTERNAL', '']),
  url: z.string(),
  title: z.string(),
  showType: z.enum(BannerShowTypes),
  subjectType: z.union([z.enum(SubjectTypes), z.literal('')]),
  isLogin: z.boolean(),
});
export type Banner = z.output<typeof bannerSchema>;

export const carouselItemSchema = z.object({
  name: z.string(),
  url: z.string(),
  urlEn: z.string(),
  picture: z.string(),
  pictureEn: z.string(),
  externalLink: z.string(),
  type: z.enum(CarouselItemTypes),
  index: z.number().int(),
  isImge: z.boolean(),
  /** the exhibitor an ACTOR item opens ('' for EXTERNAL items) */
  exhibitorId: z.string(),
});
export type CarouselItem = z.output<typeof carouselItemSchema>;

export const hotExhibitorSampleSchema = z.object({
  id: z.string(),
  imageURL: z.string(),
  exhibitorName: z.string(),
  exhibitorFloor: z.string(),
  exhibitorIntro: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      x: z.number(),
      y: z.number(),
      name: z.string(),
      description: z.string(),
      price: z.string(),
      imageURL: z.string(),
    }),
  ),
});
export type HotExhibitorSample = z.output<typeof hotExhibitorSampleSchema>;

export const advertisementSchema = z.object({
  img: z.string(),
  name: z.string(),
  type: z.enum(AdvertisementTypes),
  id: z.string(),
});
export type Advertisement = z.output<typeof advertisementSchema>;
