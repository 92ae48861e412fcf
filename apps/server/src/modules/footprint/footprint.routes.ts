import {
  type CatalogPage,
  CatalogPaths,
  type FootprintItem,
  footprintClearRequestSchema,
  footprintListRequestSchema,
} from '@openfair/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { catalogCtx } from '../collection/collection.routes';
import { subjectCards } from '../collection/subject-cards.presenter';
import { footprintPolicies as P } from './footprint.policy';
import { clearFootprints, listFootprintRows } from './footprint.service';

export async function footprintRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const common = true;
  const owner = (request: FastifyRequest) => ({
    exhibitionId: request.common.exhibitionId,
    userAccountId: sessionOf(request).userAccountId,
  });

  r.post(
    CatalogPaths.footprintList,
    {
      schema: { body: footprintListRequestSchema },
      config: { policy: P.footprintList, commonFields: common },
    },
    async (request) => {
      const { collectionType: subjectType, pageNum, pageSize } = request.body;
      const { rows, total } = await listFootprintRows(db, {
        ...owner(request),
        subjectType,
        pageNum,
        pageSize,
      });
      const cards = await subjectCards(
        await catalogCtx(db, request),
        subjectType,
        rows.map((x) => x.subjectId),
      );
      const list: FootprintItem[] = [];
      for (const row of rows) {
        const card = cards.get(row.subjectId);
        // collectedAt is not tracked in history; the card's `collected` flag says whether it is a favourite.
        if (card) list.push({ ...card, collectedAt: '', viewedAt: row.viewedAt.toISOString() });
      }
      return ok<CatalogPage<FootprintItem>>({ list, total, pageNum, pageSize });
    },
  );

  r.post(
    CatalogPaths.footprintClear,
    {
      schema: { body: footprintClearRequestSchema },
      config: { policy: P.footprintClear, commonFields: common },
    },
    async (request) =>
      ok({
        cleared: await clearFootprints(db, { ...owner(request), subjectType: request.body.collectionType }),
      }),
  );
}
