import {
  type CatalogPage,
  CatalogPaths,
  type CollectionItem,
  collectionListRequestSchema,
  collectionRequestSchema,
} from '@openfair/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import type { Db } from '../../db/client';
import { optionalSessionOf, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { Ctx } from '../catalog/catalog.service';
import { resolveViewer } from '../catalog/catalog-viewer.service';
import { collectionPolicies as P } from './collection.policy';
import { addCollection, assertMayCollect, listCollectionRows, removeCollection } from './collection.service';
import {
  beijingTime,
  exportExhibitorCollections,
  exportProductCollections,
  XLSX_TYPE,
} from './collection-export.service';
import { subjectCards } from './subject-cards.presenter';

/** The catalog context of a request: the caller as a viewer of cards, in the request language. */
export async function catalogCtx(db: Db, request: FastifyRequest): Promise<Ctx> {
  const exhibitionId = request.common.exhibitionId;
  return {
    db,
    exhibitionId,
    lang: request.lang,
    viewer: resolveViewer(exhibitionId, optionalSessionOf(request)),
  };
}

function sendXlsx(reply: FastifyReply, file: Buffer, name: { ascii: string; local: string }) {
  const stamp = beijingTime(new Date()).slice(0, 10).replaceAll('-', '');
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${name.ascii}-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name.local}-${stamp}.xlsx`)}`,
    )
    .header('cache-control', 'no-store')
    .send(file);
}

export async function collectionRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const common = true;
  const owner = (request: FastifyRequest) => ({
    exhibitionId: request.common.exhibitionId,
    userAccountId: sessionOf(request).userAccountId,
  });

  r.post(
    CatalogPaths.addCollection,
    { schema: { body: collectionRequestSchema }, config: { policy: P.addCollection, commonFields: common } },
    async (request) => {
      assertMayCollect(sessionOf(request).subjectType, request.body.collectionType);
      await addCollection(db, owner(request), {
        subjectType: request.body.collectionType,
        subjectId: request.body.subjectId,
      });
      return ok({ collected: true });
    },
  );

  r.post(
    CatalogPaths.updateCollection,
    {
      schema: { body: collectionRequestSchema },
      config: { policy: P.updateCollection, commonFields: common },
    },
    async (request) => {
      assertMayCollect(sessionOf(request).subjectType, request.body.collectionType);
      await removeCollection(db, owner(request), {
        subjectType: request.body.collectionType,
        subjectId: request.body.subjectId,
      });
      return ok({ collected: false });
    },
  );

  r.post(
    CatalogPaths.collectionList,
    {
      schema: { body: collectionListRequestSchema },
      config: { policy: P.collectionList, commonFields: common },
    },
    async (request) => {
      const { collectionType: subjectType, pageNum, pageSize } = request.body;
      assertMayCollect(sessionOf(request).subjectType, subjectType);
      const { rows, total } = await listCollectionRows(db, owner(request), {
        subjectType,
        pageNum,
        pageSize,
      });
      const cards = await subjectCards(
        await catalogCtx(db, request),
        subjectType,
        rows.map((x) => x.subjectId),
      );
      const list: CollectionItem[] = [];
      for (const row of rows) {
        const card = cards.get(row.subjectId);
        if (card) list.push({ ...card, collectedAt: row.createdAt.toISOString() });
      }
      return ok<CatalogPage<CollectionItem>>({ list, total, pageNum, pageSize });
    },
  );

  r.post(
    CatalogPaths.exportExcelProduct,
    { config: { policy: P.exportExcelProduct, commonFields: common } },
    async (request, reply) =>
      sendXlsx(reply, await exportProductCollections(db, owner(request), request.lang), {
        ascii: 'favourite-products',
        local: request.lang === 'en' ? 'favourite-products' : '收藏的产品',
      }),
  );

  r.post(
    CatalogPaths.exportExcelActor,
    { config: { policy: P.exportExcelActor, commonFields: common } },
    async (request, reply) =>
      sendXlsx(reply, await exportExhibitorCollections(db, owner(request), request.lang), {
        ascii: 'favourite-exhibitors',
        local: request.lang === 'en' ? 'favourite-exhibitors' : '收藏的展商',
      }),
  );
}
