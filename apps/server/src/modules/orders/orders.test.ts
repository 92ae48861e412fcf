import { ContentPaths, ExhibitorPaths, OrderPaths, ResponseCode } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Caller, rawCall } from '../../../test/client';
import { createAccount, createExhibitionUser, logIn } from '../../../test/factories/accounts';
import { addToClientPool, createExhibitor, createProduct } from '../../../test/factories/catalog';
import { FAIR_A, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { clientPoolMembers, exhibitorEmployees, intentOrders, notices } from '../../db/schema/index';

describe.each(enginesFor('rules'))('intent orders on %s', (engine) => {
  const t = useTestApp(engine);

  const place = (productId: string, quantity: number, as: Caller = 'visitor', remark = '') =>
    t.api.post(OrderPaths.add, { productId, quantity, remark }, { as });
  const staffEmployeeId = async (userAccountId: string) => {
    const [row] = await t.db
      .select({ id: exhibitorEmployees.id })
      .from(exhibitorEmployees)
      .where(eq(exhibitorEmployees.userAccountId, userAccountId));
    return row!.id;
  };
  const noticesOf = (userAccountId: string) =>
    t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userAccountId, userAccountId), eq(notices.noticeType, 'INTENTIONORDER')));

  it('takes a real quantity above 0 and below 99999 on a visible product, with bilingual refusals', async () => {
    for (const bad of [0, -1, 99999, 100000, 1.0001]) {
      const res = await place(ids.productA1, bad, 'visitor');
      expect(res.code, String(bad)).toBe(ResponseCode.BadRequest);
    }
    const en = await t.api.post(
      OrderPaths.add,
      { productId: ids.productA1, quantity: 0 },
      { as: 'visitor', lang: 'en' },
    );
    expect(en.msg).toMatch(/quantity/i);
    const cn = await t.api.post(
      OrderPaths.add,
      { productId: ids.productA1, quantity: 0 },
      { as: 'visitor', lang: 'cn' },
    );
    expect(cn.msg).toMatch(/quantity|字段/);
    const text = await t.api.post(
      OrderPaths.add,
      { productId: ids.productA1, quantity: '12' as unknown as number },
      { as: 'visitor' },
    );
    expect(text.code).toBe(ResponseCode.BadRequest);
    const longRemark = await place(ids.productA1, 1, 'visitor', 'x'.repeat(501));
    expect(longRemark.code).toBe(ResponseCode.BadRequest);
    // another fair's product, and a made-up one, answer alike
    expect((await place(ids.productB1, 1)).code).toBe(ResponseCode.NotFound);
    expect((await place('nope', 1)).code).toBe(ResponseCode.NotFound);
    // only visitors order
    expect((await place(ids.productA1, 1, 'admin')).code).toBe(ResponseCode.Forbidden);
    expect((await place(ids.productA1, 1, 'guest')).code).not.toBe(ResponseCode.Success);
  });

  it('refuses a client-pool-only product outside the pool and takes it inside', async () => {
    const restricted = await createProduct(t.db, ids.exhibitorA, { name: '限定款', scope: 1 });
    const refused = await place(restricted.id, 3, 'visitor');
    expect(refused.code).toBe(ResponseCode.NotFound);
    const undo = await addToClientPool(t.db, ids.exhibitorA, ids.visitor);
    const ok = await place(restricted.id, 3, 'visitor');
    expect(ok.code, ok.msg).toBe(ResponseCode.Success);
    await undo();
  });

  it('tells administrators, lets them assign to their staff, and the salesperson completes it', async () => {
    const before = (await noticesOf(ids.admin)).length;
    const placed = await place(ids.productA1, 12.5, 'visitor', '需要样品');
    expect(placed.code, placed.msg).toBe(ResponseCode.Success);
    expect(placed.data).toMatchObject({ quantity: 12.5, contacted: false, exhibitorId: ids.exhibitorA });
    const adminNotices = await noticesOf(ids.admin);
    expect(adminNotices.length).toBe(before + 1);
    expect(adminNotices.at(-1)?.content).toContain('12.5');

    const mine = await t.api.post(OrderPaths.myList, {}, { as: 'visitor' });
    expect(mine.data.list.map((o) => o.id)).toContain(placed.data.id);

    const all = await t.api.post(OrderPaths.list, { scope: 'unassigned' }, { as: 'admin' });
    expect(all.code, all.msg).toBe(ResponseCode.Success);
    expect(all.data.admin).toBe(true);
    const row = all.data.list.find((o) => o.id === placed.data.id);
    expect(row).toMatchObject({ quantity: 12.5, remark: '需要样品', assignee: null, followUp: null });

    // an employee who is not an administrator sees only what is assigned to them, whatever the scope asked
    const staffBefore = await t.api.post(OrderPaths.list, { scope: 'all' }, { as: 'staff' });
    expect(staffBefore.data.admin).toBe(false);
    expect(staffBefore.data.list.map((o) => o.id)).not.toContain(placed.data.id);
    // ... and may neither assign nor complete someone else's order
    const staffId = await staffEmployeeId(ids.staff);
    expect(
      (await t.api.post(OrderPaths.assign, { id: placed.data.id, employeeId: staffId }, { as: 'staff' }))
        .code,
    ).toBe(ResponseCode.Forbidden);
    expect((await t.api.post(OrderPaths.complete, { id: placed.data.id }, { as: 'staff' })).code).toBe(
      ResponseCode.Forbidden,
    );

    const staffNotices = (await noticesOf(ids.staff)).length;
    const assigned = await t.api.post(
      OrderPaths.assign,
      { id: placed.data.id, employeeId: staffId },
      { as: 'admin' },
    );
    expect(assigned.code, assigned.msg).toBe(ResponseCode.Success);
    expect(assigned.data.assignee).toEqual({ id: staffId, name: '员工甲' });
    expect((await noticesOf(ids.staff)).length).toBe(staffNotices + 1);
    const bell = await t.api.post(ContentPaths.noticeList, { noticeType: 'INTENTIONORDER' }, { as: 'staff' });
    expect(bell.code, bell.msg).toBe(ResponseCode.Success);

    const staffNow = await t.api.post(OrderPaths.list, { scope: 'mine' }, { as: 'staff' });
    expect(staffNow.data.list.map((o) => o.id)).toContain(placed.data.id);
    const done = await t.api.post(OrderPaths.complete, { id: placed.data.id }, { as: 'staff' });
    expect(done.code, done.msg).toBe(ResponseCode.Success);
    expect(done.data).toMatchObject({ contacted: true, followUp: { id: staffId, name: '员工甲' } });
    const contacted = await t.api.post(
      OrderPaths.list,
      { scope: 'assigned', status: 'contacted' },
      { as: 'admin' },
    );
    expect(contacted.data.list.map((o) => o.id)).toContain(placed.data.id);
    const open = await t.api.post(OrderPaths.list, { status: 'notContacted' }, { as: 'admin' });
    expect(open.data.list.map((o) => o.id)).not.toContain(placed.data.id);

    // exported with numbers as numbers
    const file = await rawCall(t.app, OrderPaths.export, {
      token: await t.api.tokenOf('admin'),
      payload: { languageType: 'en', exhibitionId: FAIR_A, subjectType: 'ACTOR', status: 'contacted' },
    });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Quantity');
    const quantities = sheet.getColumn(3).values.slice(2);
    expect(quantities).toContain(12.5);
    expect(sheet.getRow(2).getCell(7).value).toBe('Contacted');
  });

  it('keeps companies apart: another exhibitor neither sees, assigns nor completes', async () => {
    const placed = await place(ids.productA2, 2);
    expect(placed.code, placed.msg).toBe(ResponseCode.Success);
    const other = await createExhibitor(t.db, { name: '丙公司' });
    const { userAccountId } = await createAccount(t.db, {
      email: 'other-admin@example.test',
      password: PASSWORD,
    });
    await createExhibitionUser(t.db, { userAccountId, subjectType: 'ACTOR' });
    const [employee] = await t.db
      .insert(exhibitorEmployees)
      .values({ exhibitionId: FAIR_A, exhibitorId: other.id, userAccountId, name: '丙管理员', admin: true })
      .returning();
    const token = (await logIn(t.api, 'other-admin@example.test', { subjectType: 'ACTOR' })).token;
    const as = { token, subjectType: 'ACTOR' as const };
    const list = await t.api.post(OrderPaths.list, {}, { as });
    expect(list.code, list.msg).toBe(ResponseCode.Success);
    expect(list.data.list).toEqual([]);
    expect((await t.api.post(OrderPaths.complete, { id: placed.data.id }, { as })).code).toBe(
      ResponseCode.NotFound,
    );
    expect(
      (await t.api.post(OrderPaths.assign, { id: placed.data.id, employeeId: employee!.id }, { as })).code,
    ).toBe(ResponseCode.NotFound);
    // exhibitor A's administrator cannot hand an order to another company's employee
    const cross = await t.api.post(
      OrderPaths.assign,
      { id: placed.data.id, employeeId: employee!.id },
      { as: 'admin' },
    );
    expect(cross.code).toBe(ResponseCode.BadRequest);
    // visitors and guests read no staff list
    expect((await t.api.post(OrderPaths.list, {}, { as: 'visitor' })).code).toBe(ResponseCode.Forbidden);
    expect((await t.api.post(OrderPaths.list, {}, { as: 'guest' })).code).not.toBe(ResponseCode.Success);
  });

  it("hands a resigning employee's open orders and clients to the administrator who records it", async () => {
    const { userAccountId } = await createAccount(t.db, {
      email: 'leaving@example.test',
      password: PASSWORD,
    });
    await createExhibitionUser(t.db, { userAccountId, subjectType: 'ACTOR' });
    const [leaving] = await t.db
      .insert(exhibitorEmployees)
      .values({ exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, userAccountId, name: '离职员工' })
      .returning();
    const open = await place(ids.productA1, 7);
    const done = await place(ids.productA1, 8);
    for (const o of [open, done])
      await t.api.post(OrderPaths.assign, { id: o.data.id, employeeId: leaving!.id }, { as: 'admin' });
    await t.db
      .update(intentOrders)
      .set({ contacted: true, contactedByAccountId: userAccountId })
      .where(eq(intentOrders.id, done.data.id));
    await t.db.insert(clientPoolMembers).values({
      exhibitionId: FAIR_A,
      exhibitorId: ids.exhibitorA,
      userAccountId: ids.newVisitor,
      employeeAccountId: userAccountId,
    });
    const resigned = await t.api.post(ExhibitorPaths.employeeResigned, { id: leaving!.id }, { as: 'admin' });
    expect(resigned.code, resigned.msg).toBe(ResponseCode.Success);
    const rows = await t.db.select().from(intentOrders).where(eq(intentOrders.productId, ids.productA1));
    expect(rows.find((r) => r.id === open.data.id)?.assigneeAccountId).toBe(ids.admin);
    // a contacted order keeps who followed it up
    expect(rows.find((r) => r.id === done.data.id)?.assigneeAccountId).toBe(userAccountId);
    const [client] = await t.db
      .select()
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, ids.exhibitorA),
          eq(clientPoolMembers.userAccountId, ids.newVisitor),
        ),
      );
    expect(client?.employeeAccountId).toBe(ids.admin);
  });

  it('bounds pages and a visitor flooding orders', async () => {
    expect((await t.api.post(OrderPaths.list, { pageSize: 101 }, { as: 'admin' })).code).toBe(
      ResponseCode.BadRequest,
    );
    const { userAccountId } = await createAccount(t.db, { email: 'flood@example.test', password: PASSWORD });
    await createExhibitionUser(t.db, { userAccountId, subjectType: 'VISITOR' });
    const token = (await logIn(t.api, 'flood@example.test')).token;
    await t.db.insert(intentOrders).values(
      Array.from({ length: 30 }, () => ({
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        productId: ids.productA1,
        userAccountId,
        quantity: 1,
      })),
    );
    const res = await place(ids.productA1, 1, { token });
    expect(res.code).toBe(ResponseCode.TooManyRequests);
  });
});
