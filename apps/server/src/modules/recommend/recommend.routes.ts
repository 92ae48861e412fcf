import { type CatalogPage, CatalogPaths, type ProductCard, pageQuerySchema } from '@openfair/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app';
import { optionalSessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { type Ctx, productCardRowsByIds, productCards } from '../catalog/catalog.service';
import { resolveViewer } from '../catalog/catalog-viewer.service';
import { recommendPolicies as P } from './recommend.policy';
import { recommendedProductIds } from './recommend.service';

export async function recommendRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.post(
    CatalogPaths.recommendProducts,
    { schema: { body: pageQuerySchema }, config: { policy: P.recommendProducts, commonFields: true } },
    async (request) => {
      const exhibitionId = request.common.exhibitionId;
      const ctx: Ctx = {
        db,
        exhibitionId,
        lang: request.lang,
        viewer: resolveViewer(exhibitionId, optionalSessionOf(request)),
      };
      const { pageNum, pageSize } = request.body;
      const { ids, total } = await recommendedProductIds(db, exhibitionId, ctx.viewer, { pageNum, pageSize });
      const rows = await productCardRowsByIds(db, exhibitionId, ids);
      const cards = new Map((await productCards(ctx, rows)).map((c) => [c.id, c]));
      const list = ids.flatMap((id) => cards.get(id) ?? []);
      return ok<CatalogPage<ProductCard>>({ list, total, pageNum, pageSize });
    },
  );
}
