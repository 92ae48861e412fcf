import { CatalogPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { addToClientPool, createExhibitor, createProduct } from '../../../test/factories/catalog';
import { FAIR_A, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { products } from '../../db/schema/index';

/**
 * The catalog keeps list pages and totals per visibility class for CATALOG_CACHE_TTL_MS (see
 * read-model.ts): what is shared may lag a direct write until 'catalog.changed', what is per viewer may not.
 */
describe.each(enginesFor('rules'))('catalog page cache on %s', (engine) => {
  const t = useTestApp(engine);
  const list = async (as: Caller) =>
    (await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 }, { as })).data;
  const catalogChanged = () => t.app.appContext.events.publish('catalog.changed', { exhibitionId: FAIR_A });

  it('serves a page again until the catalog is invalidated', async () => {
    const before = await list('visitor');
    const renamed = before.list[0]!;
    await t.db.update(products).set({ name: '改名后的产品' }).where(eq(products.id, renamed.id));
    await createProduct(t.db, ids.exhibitorA, { id: 'prod-cache-new', name: '新产品' });

    const cached = await list('visitor');
    expect(cached.total).toBe(before.total);
    expect(cached.list.map((p) => p.name)).toEqual(before.list.map((p) => p.name));

    await catalogChanged();
    const fresh = await list('visitor');
    expect(fresh.total).toBe(before.total + 1);
    expect(fresh.list.map((p) => p.name)).toContain('改名后的产品');
    expect(fresh.list.map((p) => p.id)).toContain('prod-cache-new');
  });

  it('keeps pages apart by who may see what', async () => {
    await createProduct(t.db, ids.exhibitorA, { id: 'prod-cache-pool', name: '客户池产品', scope: 1 });
    await catalogChanged();
    // The tourist's page is cached first; the visitor must still get the visitor's page.
    const tourist = await list('guest');
    const signedIn = await list('visitor');
    expect(tourist.list.map((p) => p.id)).not.toContain('prod-cache-pool');
    expect(signedIn.list.map((p) => p.id)).toContain('prod-cache-pool');
    expect(signedIn.total).toBe(tourist.total + 1);
  });

  it('reads the favourite flag fresh on a cached page', async () => {
    const first = await list('visitor');
    const target = first.list.find((p) => !p.collected)!;
    const added = await t.api.post(
      CatalogPaths.addCollection,
      { collectionType: 'PRODUCT', subjectId: target.id },
      { as: 'visitor' },
    );
    expect(added.code).toBe(1000);
    const again = await list('visitor');
    expect(again.list.find((p) => p.id === target.id)?.collected).toBe(true);
  });

  it("keeps a viewer's favourites and client pools until 'interests.changed' says they changed", async () => {
    const owner = await createExhibitor(t.db, { id: 'exh-cache-pool', name: '客户池展商' });
    await createProduct(t.db, owner.id, { id: 'prod-cache-pool-b', name: '乙的客户池产品', scope: 1 });
    await catalogChanged();
    const poolProduct = async () => (await list('visitor')).list.find((p) => p.id === 'prod-cache-pool-b')!;
    expect((await poolProduct()).inPool).toBe(false);
    // Written behind the app's back: the flags the app read stand until the change is announced.
    const undo = await addToClientPool(t.db, owner.id, ids.visitor);
    expect((await poolProduct()).inPool).toBe(false);
    await t.app.appContext.events.publish('interests.changed', {
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
    });
    expect((await poolProduct()).inPool).toBe(true);
    await undo();
    await t.app.appContext.events.publish('interests.changed', {
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
    });
    expect((await poolProduct()).inPool).toBe(false);
  });
});
