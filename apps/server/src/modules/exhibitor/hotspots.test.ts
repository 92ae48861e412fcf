import { ExhibitPaths, type HotImage, HotspotPaths, ResponseCode } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';
import { exhibitors, hotExhibitorSamplePoints, products } from '../../db/schema/index';

const OTHER_PRODUCT = 'prod-hot-other';

describe.each(enginesFor('rules'))('hot-spot scenes on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await db
        .insert(exhibitors)
        .values({ id: 'exh-hot-other', exhibitionId: FAIR_A, code: 'HOTOTHER', name: '丁公司' });
      await db
        .insert(products)
        .values({ id: OTHER_PRODUCT, exhibitionId: FAIR_A, exhibitorId: 'exh-hot-other', name: '丁产品' });
      // One of company A's exhibits is for its client pool only: visitors do not see its point.
      await db.update(products).set({ scope: 1 }).where(eq(products.id, ids.productA2));
    }),
  });

  async function scene(as: Caller = 'staff'): Promise<HotImage> {
    const picture = await uploadImage(t, await photo(1000, 560), { as: 'staff', purpose: 'scenePicture' });
    expect(picture.code, picture.msg).toBe(ResponseCode.Success);
    const reply = await t.api.post(
      HotspotPaths.insert,
      { title: '展厅', picture: picture.data!.key },
      { as, lang: 'en' },
    );
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    return reply.data as HotImage;
  }
  const points = (
    hotImageId: string,
    list: { productId: string; x: number; y: number }[],
    as: Caller = 'staff',
  ) => t.api.post(HotspotPaths.insertPoints, { hotImageId, points: list }, { as, lang: 'en' });

  it('builds a scene with points on the company’s exhibits, which a visitor then sees', async () => {
    const built = await scene();
    const saved = await points(built.id, [
      { productId: ids.productA1, x: 0.25, y: 0.5 },
      { productId: ids.productA2, x: 0.75, y: 0.4 },
    ]);
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    expect((saved.data as HotImage).points.map((p) => [p.productId, p.x, p.y])).toEqual([
      [ids.productA1, 0.25, 0.5],
      [ids.productA2, 0.75, 0.4],
    ]);
    // A guest names the exhibitor and sees the scene with the public exhibit's point only.
    const seen = await t.api.post(
      HotspotPaths.listByExhibitor,
      { exhibitorId: ids.exhibitorA },
      { as: 'guest' },
    );
    expect(seen.code).toBe(ResponseCode.Success);
    const shown = (seen.data as HotImage[]).find((s) => s.id === built.id);
    expect(shown?.picture.url).toMatch(/\/media\/uploads\//);
    expect(shown?.points.map((p) => p.productId)).toEqual([ids.productA1]);
    expect(shown?.points[0]?.product.name).toBe('无线充电器');
    // The company's staff see every point of their own scenes.
    const own = await t.api.post(HotspotPaths.listByExhibitor, {}, { as: 'staff' });
    expect((own.data as HotImage[]).find((s) => s.id === built.id)?.points).toHaveLength(2);
  });

  it('holds the spec’s 1 to 10 points, with its messages, and only the company’s exhibits', async () => {
    const built = await scene();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ productId: ids.productA1, x: i / 11, y: 0.5 }));
    const tooMany = await points(built.id, eleven);
    expect(tooMany.code).toBe(ResponseCode.BadRequest);
    expect(tooMany.msg).toMatch(/You can add up to 10 hotspots/);
    expect((await points(built.id, [])).msg).toMatch(/at least 1 hotspot/);
    const foreign = await points(built.id, [{ productId: OTHER_PRODUCT, x: 0.5, y: 0.5 }]);
    expect(foreign.msg).toMatch(/one of your company's exhibits/);
    const outside = await points(built.id, [{ productId: ids.productA1, x: 1.5, y: 0.5 }]);
    expect(outside.code).toBe(ResponseCode.BadRequest);
  });

  it('keeps scenes to their company and removes points with the exhibit they show', async () => {
    const built = await scene();
    await points(built.id, [{ productId: ids.productA2, x: 0.5, y: 0.5 }]);
    const visitor = await t.api.post(
      HotspotPaths.insert,
      { title: 'x', picture: built.picture.key },
      { as: 'visitor' },
    );
    expect(visitor.code).toBe(ResponseCode.Forbidden);
    const admin = await t.api.post(HotspotPaths.get, { id: built.id }, { as: 'admin' });
    expect(admin.code).toBe(ResponseCode.Success);
    const deleted = await t.api.post(ExhibitPaths.deleteProduct, { id: ids.productA2 }, { as: 'staff' });
    expect(deleted.code, deleted.msg).toBe(ResponseCode.Success);
    expect(
      await t.db
        .select()
        .from(hotExhibitorSamplePoints)
        .where(eq(hotExhibitorSamplePoints.productId, ids.productA2)),
    ).toEqual([]);
    const removed = await t.api.post(HotspotPaths.delete, { id: built.id }, { as: 'staff' });
    expect((removed.data as HotImage[]).some((s) => s.id === built.id)).toBe(false);
    expect((await t.api.post(HotspotPaths.get, { id: built.id }, { as: 'staff' })).code).toBe(
      ResponseCode.NotFound,
    );
  });
});
