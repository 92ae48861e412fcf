import { z } from 'zod';
import { pageQuerySchema } from '../common';
import type {
  AdvertisementType,
  BannerShowType,
  CarouselItemType,
  NoticeType,
  SessionSubjectType,
} from '../enums';
import { NoticeTypes } from '../enums';

/** Text fields arrive already in the request's language. */
export type ArticleSummary = {
  id: string;
  title: string;
  summary: string;
  cover: string;
  publishTime: string;
};
export type Article = ArticleSummary & { source: string; paragraphs: string[] };
export const articleListRequestSchema = pageQuerySchema;
export const articleRequestSchema = z.object({ id: z.string().min(1).max(64) });

export type Notice = {
  id: string;
  noticeType: NoticeType;
  title: string;
  content: string;
  seen: boolean;
  createTime: string;
};
export type NoticeTypeCount = { noticeType: NoticeType; total: number; unread: number };
export const noticeListRequestSchema = pageQuerySchema.extend({
  noticeType: z.enum(NoticeTypes).optional(),
  seen: z.boolean().optional(),
});
export const noticeRequestSchema = z.object({ id: z.string().min(1).max(64) });

export type AppVersion = { version: string; releaseDate: string; notes: string[] };

export type Area = { id: string; name: string };
export const provinceQuerySchema = z.object({ countryId: z.string().min(2).max(8).default('CN') });
export const cityQuerySchema = z.object({ provinceId: z.string().min(1).max(16) });

export type Banner = {
  id: string;
  coverIcon: string;
  urlType: 'EXTERNAL' | '';
  url: string;
  title: string;
  showType: BannerShowType;
  subjectType: SessionSubjectType;
  isLogin: boolean;
};

export type CarouselItem = {
  name: string;
  url: string;
  urlEn: string;
  picture: string;
  pictureEn: string;
  externalLink: string;
  type: CarouselItemType;
  index: number;
  isImge: boolean;
  /** the exhibitor an ACTOR item opens ('' for EXTERNAL items) */
  exhibitorId: string;
};

export type HotExhibitorSample = {
  id: string;
  imageURL: string;
  exhibitorName: string;
  exhibitorFloor: string;
  exhibitorIntro: string;
  products: {
    id: string;
    x: number;
    y: number;
    name: string;
    description: string;
    price: string;
    imageURL: string;
  }[];
};

export type Advertisement = { img: string; name: string; type: AdvertisementType; id: string };
