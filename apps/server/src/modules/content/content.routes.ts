import {
  type Advertisement,
  ApiPaths,
  type AppVersion,
  type Article,
  type ArticleSummary,
  articleListRequestSchema,
  articleRequestSchema,
  type Banner,
  type CarouselItem,
  type HotExhibitorSample,
  type Notice,
  type NoticeTypeCount,
  noticeListRequestSchema,
  noticeRequestSchema,
  type Page,
} from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { optionalSessionOf, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { contentPolicies as P } from './content.policy';
import {
  presentAdvertisement,
  presentAppVersion,
  presentArticle,
  presentArticleSummary,
  presentBanner,
  presentCarouselItem,
  presentHotExhibitor,
  presentNotice,
} from './content.presenter';
import {
  getArticle,
  listAdvertisements,
  listAppVersions,
  listArticles,
  listBanners,
  listCarouselItems,
  listHotExhibitors,
  listNotices,
  noticeCounts,
  readNotice,
} from './content.service';

export async function contentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const common = true;

  r.post(ApiPaths.appVersion, { config: { policy: P.appVersion, commonFields: common } }, async (request) =>
    ok<AppVersion[]>((await listAppVersions(db)).map((v) => presentAppVersion(v, request.lang))),
  );

  r.post(
    ApiPaths.articleList,
    { schema: { body: articleListRequestSchema }, config: { policy: P.articleList, commonFields: common } },
    async (request) => {
      const { pageNum, pageSize } = request.body;
      const { rows, total } = await listArticles(db, request.common.exhibitionId, pageNum, pageSize);
      return ok<Page<ArticleSummary>>({
        list: rows.map((a) => presentArticleSummary(a, request.lang)),
        total,
        pageNum,
        pageSize,
      });
    },
  );

  r.post(
    ApiPaths.article,
    { schema: { body: articleRequestSchema }, config: { policy: P.article, commonFields: common } },
    async (request) =>
      ok<Article>(
        presentArticle(await getArticle(db, request.common.exhibitionId, request.body.id), request.lang),
      ),
  );

  r.post(
    ApiPaths.noticeListType,
    { config: { policy: P.noticeListType, commonFields: common } },
    async (request) =>
      ok<NoticeTypeCount[]>(
        await noticeCounts(db, request.common.exhibitionId, sessionOf(request).userAccountId),
      ),
  );

  r.post(
    ApiPaths.noticeList,
    { schema: { body: noticeListRequestSchema }, config: { policy: P.noticeList, commonFields: common } },
    async (request) => {
      const { rows, total } = await listNotices(
        db,
        request.common.exhibitionId,
        sessionOf(request).userAccountId,
        request.body,
      );
      return ok<Page<Notice>>({
        list: rows.map((n) => presentNotice(n, request.lang)),
        total,
        pageNum: request.body.pageNum,
        pageSize: request.body.pageSize,
      });
    },
  );

  r.post(
    ApiPaths.notice,
    { schema: { body: noticeRequestSchema }, config: { policy: P.notice, commonFields: common } },
    async (request) =>
      ok<Notice>(
        presentNotice(
          await readNotice(
            db,
            request.common.exhibitionId,
            sessionOf(request).userAccountId,
            request.body.id,
          ),
          request.lang,
        ),
      ),
  );

  r.post(ApiPaths.bannerList, { config: { policy: P.bannerList, commonFields: common } }, async (request) => {
    const s = optionalSessionOf(request);
    const rows = await listBanners(db, request.common.exhibitionId, s?.subjectType ?? '', s !== null);
    return ok<Banner[]>(rows.map((b) => presentBanner(b, request.lang)));
  });

  r.post(
    ApiPaths.carouselList,
    { config: { policy: P.carouselList, commonFields: common } },
    async (request) =>
      ok<CarouselItem[]>(
        (await listCarouselItems(db, request.common.exhibitionId)).map((c) =>
          presentCarouselItem(c, request.lang),
        ),
      ),
  );

  r.post(
    ApiPaths.hotExhibitorList,
    { config: { policy: P.hotExhibitorList, commonFields: common } },
    async (request) =>
      ok<HotExhibitorSample[]>(
        (await listHotExhibitors(db, request.common.exhibitionId)).map((s) =>
          presentHotExhibitor(s, request.lang),
        ),
      ),
  );

  r.post(
    ApiPaths.advertisementList,
    { config: { policy: P.advertisementList, commonFields: common } },
    async (request) =>
      ok<Advertisement[]>(
        (await listAdvertisements(db, request.common.exhibitionId)).map((a) =>
          presentAdvertisement(a, request.lang),
        ),
      ),
  );
}
