import { noInput, pageSchema } from '../common';
import { endpoint } from '../endpoint';
import { ContentPaths as P } from './paths';
import * as s from './schemas';

export const contentEndpoints = {
  appVersion: endpoint.post(P.appVersion, noInput, s.appVersionSchema.array()),
  articleList: endpoint.post(P.articleList, s.articleListRequestSchema, pageSchema(s.articleSummarySchema)),
  article: endpoint.post(P.article, s.articleRequestSchema, s.articleSchema),
  noticeListType: endpoint.post(P.noticeListType, noInput, s.noticeTypeCountSchema.array()),
  noticeList: endpoint.post(P.noticeList, s.noticeListRequestSchema, pageSchema(s.noticeSchema)),
  notice: endpoint.post(P.notice, s.noticeRequestSchema, s.noticeSchema),
  bannerList: endpoint.post(P.bannerList, noInput, s.bannerSchema.array()),
  carouselList: endpoint.post(P.carouselList, noInput, s.carouselItemSchema.array()),
  hotExhibitorList: endpoint.post(P.hotExhibitorList, noInput, s.hotExhibitorSampleSchema.array()),
  advertisementList: endpoint.post(P.advertisementList, noInput, s.advertisementSchema.array()),
  fixedPage: endpoint.post(P.fixedPage, s.fixedPageRequestSchema, s.fixedPageSchema),
};
