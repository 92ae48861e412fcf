import { contentEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { resolveViewer } from '../../core/visibility';
import { catalogContext, hotExhibitorSamples } from '../catalog/index';
import { contentPolicies as P } from './content.policy';
import {
  presentAdvertisement,
  presentAppVersion,
  presentArticle,
  presentArticleSummary,
  presentBanner,
  presentCarouselItem,
  presentNotice,
} from './content.presenter';
import {
  getArticle,
  listAdvertisements,
  listAppVersions,
  listArticles,
  listBanners,
  listCarouselItems,
  listNotices,
  noticeCounts,
  readNotice,
} from './content.service';
import { presentFixedPage, readStoredPage } from './fixed-pages';

export const contentModule = defineModule('content', [
  route(E.appVersion, {
    policy: P.appVersion,
    handler: async ({ app, lang }) => (await listAppVersions(app.db)).map((v) => presentAppVersion(v, lang)),
  }),
  route(E.articleList, {
    policy: P.articleList,
    handler: async ({ app, exhibitionId, lang, input: { pageNum, pageSize } }) => {
      const { rows, total } = await listArticles(app.db, exhibitionId, pageNum, pageSize);
      return {
        list: rows.map((a) => presentArticleSummary(a, lang, mediaUrls(app.storage))),
        total,
        pageNum,
        pageSize,
      };
    },
  }),
  route(E.article, {
    policy: P.article,
    handler: async ({ app, exhibitionId, lang, input }) =>
      presentArticle(await getArticle(app.db, exhibitionId, input.id), lang, mediaUrls(app.storage)),
  }),
  route(E.noticeListType, {
    policy: P.noticeListType,
    handler: ({ app, exhibitionId, session }) => noticeCounts(app.db, exhibitionId, session.userAccountId),
  }),
  route(E.noticeList, {
    policy: P.noticeList,
    handler: async ({ app, exhibitionId, session, lang, input }) => {
      const { rows, total } = await listNotices(app.db, exhibitionId, session.userAccountId, input);
      return {
        list: rows.map((n) => presentNotice(n, lang)),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },
  }),
  route(E.notice, {
    policy: P.notice,
    handler: async ({ app, exhibitionId, session, lang, input }) =>
      presentNotice(await readNotice(app.db, exhibitionId, session.userAccountId, input.id), lang),
  }),
  route(E.bannerList, {
    policy: P.bannerList,
    handler: async ({ app, exhibitionId, session, lang }) => {
      const rows = await listBanners(app.db, exhibitionId, session?.subjectType ?? '', session !== null);
      const url = mediaUrls(app.storage);
      return rows.map((b) => presentBanner(b, lang, url));
    },
  }),
  route(E.carouselList, {
    policy: P.carouselList,
    handler: async ({ app, exhibitionId, lang }) => {
      const url = mediaUrls(app.storage);
      return (await listCarouselItems(app.db, exhibitionId)).map((c) => presentCarouselItem(c, lang, url));
    },
  }),
  route(E.hotExhibitorList, {
    policy: P.hotExhibitorList,
    handler: (call) => hotExhibitorSamples(catalogContext(call)),
  }),
  route(E.advertisementList, {
    policy: P.advertisementList,
    handler: async ({ app, exhibitionId, lang, session }) => {
      const url = mediaUrls(app.storage);
      return (await listAdvertisements(app.db, exhibitionId, resolveViewer(exhibitionId, session))).map((a) =>
        presentAdvertisement(a, lang, url),
      );
    },
  }),
  route(E.fixedPage, {
    policy: P.fixedPage,
    handler: async ({ app, exhibitionId, lang, input }) =>
      presentFixedPage(input.page, await readStoredPage(app.db, exhibitionId, input.page), lang),
  }),
]);
