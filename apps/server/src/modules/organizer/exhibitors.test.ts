import { OrganizerPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { logIn } from '../../../test/factories/accounts';
import { createExhibitors } from '../../../test/factories/catalog';
import { FAIR_A, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { exhibitors } from '../../db/schema/index';
import { refreshExhibitorVectors } from '../catalog/search-index.service';

const MANY = 5000;

describe.each(enginesFor('sql'))('the organizer’s exhibitors on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      // A large fair: the console pages on the server and finds by index.
      await createExhibitors(
        db,
        Array.from({ length: MANY }, (_, i) => ({ name: `批量展商${i}`, nameEn: `Bulk Exhibitor ${i}` })),
      );
      await refreshExhibitorVectors(db, FAIR_A);
      await db.execute(sql`ANALYZE exhibitors`);
    }),
  });

  const create = (body: Record<string, unknown>, as: Caller = 'organizer') =>
    t.api.post(
      OrganizerPaths.exhibitorCreate,
      {
        name: '远航纺织有限公司',
        nameEn: 'Yuanhang Textiles',
        package: 'upgraded',
        floor: '7F',
        boothNumber: '7F-B29',
        boothArea: '36',
        admin: { name: '王经理', email: 'wang@yuanhang.example', position: '总经理' },
        ...body,
      },
      { as, lang: 'en' },
    );

  it('creates an exhibitor with its administrator, who logs in with the initial password and must change it', async () => {
    const created = await create({});
    expect(created.code, created.msg).toBe(ResponseCode.Success);
    expect(created.data.exhibitor).toMatchObject({
      name: '远航纺织有限公司',
      package: 'upgraded',
      floor: '7F',
    });
    const login = await logIn(t.api, 'wang@yuanhang.example', {
      subjectType: 'ACTOR',
      password: created.data.initialPassword,
    });
    expect(login.mustChangePassword).toBe(true);
    const info = await t.api.get(
      SessionPaths.getInfo,
      {},
      { as: { token: login.token, subjectType: 'ACTOR' } },
    );
    expect(info.code).toBe(ResponseCode.Success);

    // Found by its name's words and by its code.
    const byName = await t.api.post(
      OrganizerPaths.exhibitorList,
      { keyword: 'Yuanhang' },
      { as: 'organizer' },
    );
    expect(byName.data.list.map((e) => e.id)).toEqual([created.data.exhibitor.id]);
    const byCode = await t.api.post(
      OrganizerPaths.exhibitorList,
      { keyword: created.data.exhibitor.code },
      { as: 'organizer' },
    );
    expect(byCode.data.total).toBe(1);
    const upgraded = await t.api.post(
      OrganizerPaths.exhibitorList,
      { package: 'upgraded' },
      { as: 'organizer' },
    );
    expect(upgraded.data.list.map((e) => e.id)).toEqual([created.data.exhibitor.id]);
  });

  it('leaves nothing behind when the administrator cannot be created', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(exhibitors);
    const taken = await create({ name: '重复公司', admin: { name: '李', email: 'wang@yuanhang.example' } });
    expect(taken.code).toBe(ResponseCode.MobileOrEmailExists);
    const none = await create({ name: '无账号公司', admin: { name: '李' } });
    expect(none.code).toBe(ResponseCode.BadRequest);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(exhibitors);
    expect(after!.n).toBe(before!.n);
    expect(await t.db.select().from(exhibitors).where(eq(exhibitors.name, '重复公司'))).toHaveLength(0);
  });

  it('changes package and booth with the change in the audit log, and refuses other roles', async () => {
    const list = await t.api.post(OrganizerPaths.exhibitorList, { keyword: 'Yuanhang' }, { as: 'organizer' });
    const exhibitor = list.data.list[0]!;
    const changed = await t.api.post(
      OrganizerPaths.exhibitorUpdate,
      {
        id: exhibitor.id,
        name: exhibitor.name,
        nameEn: exhibitor.nameEn,
        package: 'basic',
        floor: '7F',
        boothNumber: '7F-C01',
        boothArea: exhibitor.boothArea,
      },
      { as: 'organizer' },
    );
    expect(changed.data).toMatchObject({ package: 'basic', boothNumber: '7F-C01' });
    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: exhibitor.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual(['exhibitor.update', 'exhibitor.create']);
    expect(log.data.list[0]).toMatchObject({
      before: { package: 'upgraded', boothNumber: '7F-B29' },
      after: { package: 'basic', boothNumber: '7F-C01' },
    });

    const reviewer = await t.api.post(
      OrganizerPaths.staffUpdate,
      { name: 'Reviewer', email: 'reviewer@fair.example', role: 'reviewer' },
      { as: 'organizer' },
    );
    const login = await logIn(t.api, 'reviewer@fair.example', {
      subjectType: 'ORGANIZER',
      password: reviewer.data.initialPassword!,
    });
    const asReviewer = { token: login.token, subjectType: 'ORGANIZER' as const };
    expect((await t.api.post(OrganizerPaths.exhibitorList, {}, { as: asReviewer })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await create({ name: '评审建的' }, asReviewer)).code).toBe(ResponseCode.Forbidden);
    for (const other of ['visitor', 'admin', 'staff', 'guest'] as const)
      expect((await create({ name: '别人建的' }, other)).code).not.toBe(ResponseCode.Success);
  });

  it('pages 5,000 exhibitors on the server and finds by index, never by reading them all', async () => {
    const page = await t.api.post(
      OrganizerPaths.exhibitorList,
      { pageNum: 3, pageSize: 20 },
      { as: 'organizer' },
    );
    expect(page.data.total).toBeGreaterThan(MANY);
    expect(page.data.list).toHaveLength(20);
    const client = (
      t.db as unknown as {
        $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = async (where: string, params: unknown[]) =>
      (
        await client.query(
          `EXPLAIN SELECT * FROM exhibitors WHERE exhibition_id = $1 AND (${where}) ORDER BY created_at DESC, id LIMIT 20`,
          [FAIR_A, ...params],
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const byWords = await plan(`code = $2 OR search_vector @@ to_tsquery('simple', $3)`, [
      'YUANHANG',
      'yuanhang',
    ]);
    expect(byWords).toMatch(/exhibitors_search_idx/);
    expect(byWords).not.toMatch(/Seq Scan/);
  });
});
