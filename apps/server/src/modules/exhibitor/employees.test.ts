import { type Employee, ExhibitorPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { logIn } from '../../../test/factories/accounts';
import { accounts, FAIR_A, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';
import { exhibitorEmployees, exhibitors, userAccounts } from '../../db/schema/index';

// A valid resident identity number (GB 11643-1999 check character).
const ID_CARD = '11010519491231002X';

describe.each(enginesFor('rules'))('exhibitor employees on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      // Another company of the fair with an employee of its own.
      await db
        .insert(exhibitors)
        .values({ id: 'exh-other', exhibitionId: FAIR_A, code: 'OTHERCODE', name: '丙公司' });
      const [account] = await db
        .insert(userAccounts)
        .values({ email: 'other@example.test', name: '丙员工' })
        .returning();
      await db.insert(exhibitorEmployees).values({
        id: 'emp-other',
        exhibitionId: FAIR_A,
        exhibitorId: 'exh-other',
        userAccountId: account!.id,
        name: '丙员工',
      });
    }),
  });

  const add = (body: Record<string, unknown>, as: Caller = 'admin') =>
    t.api.post(
      ExhibitorPaths.employeeUpdate,
      { name: '新员工', position: 'Sales', ...body },
      { as, lang: 'en' },
    );

  it('is the administrators’ only', async () => {
    const matrix: [Caller, number][] = [
      ['guest', ResponseCode.Unauthorized],
      ['visitor', ResponseCode.Forbidden],
      ['organizer', ResponseCode.Forbidden],
      ['staff', ResponseCode.Forbidden],
      ['admin', ResponseCode.Success],
    ];
    for (const [as, code] of matrix) {
      expect((await t.api.post(ExhibitorPaths.employeeList, {}, { as })).code, `list as ${as}`).toBe(code);
      expect((await t.api.post(ExhibitorPaths.getInviteCode, {}, { as })).code, `code as ${as}`).toBe(code);
    }
    expect((await add({ email: 'staffadd@example.test' }, 'staff')).code).toBe(ResponseCode.Forbidden);
    const other = await t.api.post(
      ExhibitorPaths.employeeGet,
      { id: 'emp-other' },
      { as: 'admin', lang: 'en' },
    );
    expect(other.code).toBe(ResponseCode.NotFound);
    expect(
      (await t.api.post(ExhibitorPaths.employeeResigned, { id: 'emp-other' }, { as: 'admin' })).code,
    ).toBe(ResponseCode.NotFound);
  });

  it('adds an employee whose initial password logs in once and must be changed', async () => {
    const picture = await uploadImage(t, await photo(300, 300), { as: 'admin', purpose: 'employeePhoto' });
    expect(picture.code, picture.msg).toBe(ResponseCode.Success);
    const reply = await add({
      email: 'newhire@example.test',
      idCard: ID_CARD.toLowerCase(),
      photo: picture.data!.key,
    });
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    const { employee, initialPassword } = reply.data!;
    expect(initialPassword).toMatch(/^.{8,}$/);
    expect(employee).toMatchObject({
      name: '新员工',
      email: 'newhire@example.test',
      idCard: ID_CARD,
      admin: false,
    });
    expect(employee.photo?.key).toBe(picture.data!.key);

    const login = await logIn(t.api, 'newhire@example.test', {
      subjectType: 'ACTOR',
      password: initialPassword!,
    });
    expect(login.mustChangePassword).toBe(true);

    const list = (await t.api.post(ExhibitorPaths.employeeList, { keyword: 'newhire' }, { as: 'admin' }))
      .data;
    expect(list.total).toBe(1);
    // Lists hide the middle of the ID number.
    expect(list.list[0]?.idCard).toBe('110105********002X');
    // Saved again, it keeps its login and no new password is made.
    const again = await add({
      id: employee.id,
      name: '新员工乙',
      idCard: ID_CARD,
      photo: employee.photo?.key ?? '',
    });
    expect(again.data).toMatchObject({
      initialPassword: null,
      employee: { name: '新员工乙', email: 'newhire@example.test' },
    });
  });

  it('refuses a wrong ID number and a login someone already has', async () => {
    const wrong = await add({ email: 'idcheck@example.test', idCard: '110105194912310021' });
    expect(wrong.code).toBe(ResponseCode.BadRequest);
    expect(wrong.msg).toMatch(/correct ID card number/);
    const taken = await add({ email: accounts.visitor.email });
    expect(taken.code).toBe(ResponseCode.MobileOrEmailExists);
  });

  it('lets an employee resign: their login ends and they are listed as resigned; not oneself or the last administrator', async () => {
    const created = (await add({ email: 'leaver@example.test' })).data!;
    const login = await logIn(t.api, 'leaver@example.test', {
      subjectType: 'ACTOR',
      password: created.initialPassword!,
    });
    const before = await t.api.get(
      SessionPaths.getInfo,
      {},
      { as: { token: login.token, subjectType: 'ACTOR' } },
    );
    expect(before.code).toBe(ResponseCode.Success);
    const handovers: unknown[] = [];
    const stop = t.app.appContext.events.subscribe('employee.resigned', (e) => {
      handovers.push(e);
    });
    const resign = () =>
      t.api.post(ExhibitorPaths.employeeResigned, { id: created.employee.id }, { as: 'admin' });
    const resigned = await resign();
    expect((resigned.data as Employee).resigned).toBe(true);
    // Their work goes to the administrator who recorded it, once (a second click hands nothing over).
    await resign();
    stop();
    const adminAccount = (await t.api.get(SessionPaths.getInfo, {}, { as: 'admin' })).data;
    expect(handovers).toEqual([
      {
        exhibitionId: FAIR_A,
        exhibitorId: expect.any(String),
        userAccountId: login.userAccountId,
        handoverToAccountId: adminAccount.userAccountId,
      },
    ]);
    const after = await t.api.get(
      SessionPaths.getInfo,
      {},
      { as: { token: login.token, subjectType: 'ACTOR' } },
    );
    expect(after.code).not.toBe(ResponseCode.Success);
    const active = (await t.api.post(ExhibitorPaths.employeeList, { keyword: 'leaver' }, { as: 'admin' }))
      .data;
    expect(active.total).toBe(0);
    const gone = (
      await t.api.post(
        ExhibitorPaths.employeeList,
        { keyword: 'leaver', status: 'resigned' },
        { as: 'admin' },
      )
    ).data;
    expect(gone.total).toBe(1);

    const me = (
      await t.api.post(ExhibitorPaths.employeeList, { keyword: accounts.admin.email }, { as: 'admin' })
    ).data.list[0]!;
    const self = await t.api.post(
      ExhibitorPaths.employeeResigned,
      { id: me.id },
      { as: 'admin', lang: 'en' },
    );
    expect(self.msg).toMatch(/cannot mark yourself/);
    const demote = await add({ id: me.id, name: me.name, admin: false });
    expect(demote.msg).toMatch(/at least one administrator/);
  });
});
