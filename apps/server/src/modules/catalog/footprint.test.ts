import { CatalogPaths, type CollectionType } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../test/client';
import { createExhibitor } from '../../../test/factories/catalog';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { footprints } from '../../db/schema/index';
import { clearFootprints, listFootprintRows, recordFootprint } from './footprint.service';

const EXHIBITOR_A2 = 'exh-a2';

describe.each(enginesFor('rules'))('history on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await createExhibitor(db, { id: EXHIBITOR_A2, name: '丙公司', nameEn: 'C Company' });
    }),
  });
  /** The history's kind travels as `collectionType` (`subjectType` is the caller's role). */
  const history = (collectionType: CollectionType, o: CallOptions = { as: 'visitor' }) =>
    t.api.post(CatalogPaths.footprintList, { collectionType }, o);
  const clear = (collectionType: CollectionType, o: CallOptions = { as: 'visitor' }) =>
    t.api.post(CatalogPaths.footprintClear, { collectionType }, o);
  const view = (subjectType: 'ACTOR' | 'PRODUCT', subjectId: string, userAccountId = ids.visitor) =>
    recordFootprint(t.db, { exhibitionId: FAIR_A, userAccountId, subjectType, subjectId });
  async function setViewedAt(subjectId: string, at: Date) {
    await t.db
      .update(footprints)
      .set({ viewedAt: at })
      .where(and(eq(footprints.userAccountId, ids.visitor), eq(footprints.subjectId, subjectId)));
  }

  it('keeps one row per subject, refreshed on each view, listed newest first with the time', async () => {
    await view('ACTOR', ids.exhibitorA);
    await view('ACTOR', EXHIBITOR_A2);
    await setViewedAt(ids.exhibitorA, new Date('2026-05-01T01:00:00Z'));
    await setViewedAt(EXHIBITOR_A2, new Date('2026-05-01T02:00:00Z'));
    let list = await history('ACTOR', { as: 'visitor', lang: 'en' });
    expect(list.code).toBe(1000);
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((i) => i.exhibitor?.id)).toEqual([EXHIBITOR_A2, ids.exhibitorA]);
    expect(list.data.list[0]).toMatchObject({
      subjectType: 'ACTOR',
      viewedAt: '2026-05-01T02:00:00.000Z',
      exhibitor: { name: 'C Company', collected: false },
    });

    // Viewing A again moves it to the top without adding a row.
    await view('ACTOR', ids.exhibitorA);
    list = await history('ACTOR');
    expect(list.data.total).toBe(2);
    expect(list.data.list[0]?.exhibitor?.id).toBe(ids.exhibitorA);
    expect(Date.parse(list.data.list[0]?.viewedAt ?? '')).toBeGreaterThan(Date.parse('2026-05-01T02:00:00Z'));
  });

  it('lists only the caller’s own history and clears one subject type', async () => {
    await view('PRODUCT', ids.productA1);
    await view('ACTOR', ids.exhibitorA, ids.staff);
    const viaApi = await history('PRODUCT', { as: 'visitor', subjectType: 'VISITOR' });
    expect(viaApi.data.list.map((i) => i.product?.id)).toEqual([ids.productA1]);
    const products = await listFootprintRows(t.db, {
      exhibitionId: FAIR_A,
      userAccountId: ids.visitor,
      subjectType: 'PRODUCT',
      pageNum: 1,
      pageSize: 10,
    });
    expect(products.rows.map((r) => r.subjectId)).toEqual([ids.productA1]);

    const cleared = await clear('ACTOR');
    expect(cleared).toMatchObject({ code: 1000, data: { cleared: 2 } });
    expect((await history('ACTOR')).data.total).toBe(0);
    // Other types and other accounts keep theirs.
    const owner = { exhibitionId: FAIR_A, subjectType: 'PRODUCT' as const, pageNum: 1, pageSize: 10 };
    expect((await listFootprintRows(t.db, { ...owner, userAccountId: ids.visitor })).total).toBe(1);
    expect(
      (await listFootprintRows(t.db, { ...owner, subjectType: 'ACTOR', userAccountId: ids.staff })).total,
    ).toBe(1);
    expect(
      await clearFootprints(t.db, {
        exhibitionId: FAIR_A,
        userAccountId: ids.visitor,
        subjectType: 'PRODUCT',
      }),
    ).toBe(1);
  });

  it('needs a login', async () => {
    expect((await history('ACTOR', { as: 'guest' })).status).toBe(401);
    expect((await clear('ACTOR', { as: 'guest' })).status).toBe(401);
  });
});
