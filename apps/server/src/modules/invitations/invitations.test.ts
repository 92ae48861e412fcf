import {
  CatalogPaths,
  INVITATIONS_PER_HOUR,
  InvitationPaths,
  type InvitationReport,
  RegistrationPaths,
  ResponseCode,
} from '@openfair/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rawCall } from '../../../test/client';
import { createAccount, createExhibitionUser, createVisitor, logIn } from '../../../test/factories/accounts';
import { createExhibitor, createProduct } from '../../../test/factories/catalog';
import { FAIR_A, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { uploadFile } from '../../../test/uploads';
import {
  clientPoolMembers,
  emailInvitations,
  exhibitorEmployees,
  invitationApiKeys,
  notices,
  outboxMessages,
  visitors,
} from '../../db/schema/index';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(enginesFor('rules'))('invitations and the client pool on %s', (engine) => {
  const t = useTestApp(engine);

  /** A fresh visitor with a session of their own (so pool flags start empty). */
  async function newVisitor(email: string) {
    const v = await createVisitor(t.db, {
      account: { email, password: PASSWORD },
      visitor: { name: email.split('@')[0]! },
    });
    const token = (await logIn(t.api, email)).token;
    return { ...v, as: { token, subjectType: 'VISITOR' as const } };
  }
  const poolRow = (userAccountId: string) =>
    t.db
      .select()
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, ids.exhibitorA),
          eq(clientPoolMembers.userAccountId, userAccountId),
        ),
      );
  const noticesOf = (userAccountId: string, type: 'INVITE' | 'CHECKRESULT') =>
    t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userAccountId, userAccountId), eq(notices.noticeType, type)));

  it('hands staff an unguessable code a visitor joins the pool with, and sees restricted products at once', async () => {
    const restricted = await createProduct(t.db, ids.exhibitorA, { name: '客户专享', scope: 1 });
    const code = await t.api.post(InvitationPaths.poolCode, {}, { as: 'staff' });
    expect(code.code, code.msg).toBe(ResponseCode.Success);
    expect(code.data.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await t.api.post(InvitationPaths.poolCode, {}, { as: 'visitor' })).code).toBe(
      ResponseCode.Forbidden,
    );

    const v = await newVisitor('code-joiner@example.test');
    const before = await t.api.post(CatalogPaths.productDetail, { id: restricted.id }, { as: v.as });
    expect(before.data).toMatchObject({ restricted: true });
    const wrong = await t.api.post(
      InvitationPaths.addByInviteCode,
      { code: 'AAAAAAAAAA' },
      { as: v.as, lang: 'en' },
    );
    expect(wrong.code).toBe(ResponseCode.InvitationCodeError);
    expect(wrong.msg).toMatch(/Invitation code error/);
    const long = await t.api.post(InvitationPaths.addByInviteCode, { code: 'x'.repeat(100) }, { as: v.as });
    expect(long.code).toBe(ResponseCode.BadRequest);
    // staff and guests never join a pool
    expect(
      (await t.api.post(InvitationPaths.addByInviteCode, { code: code.data.code }, { as: 'staff' })).code,
    ).toBe(ResponseCode.Forbidden);

    const typed = `${code.data.code.slice(0, 5).toLowerCase()} ${code.data.code.slice(5)}`;
    const joined = await t.api.post(InvitationPaths.addByInviteCode, { code: typed }, { as: v.as });
    expect(joined.code, joined.msg).toBe(ResponseCode.Success);
    expect(joined.data).toMatchObject({ exhibitorId: ids.exhibitorA, alreadyMember: false });
    expect((await poolRow(v.userAccountId))[0]?.source).toBe('INVITE_CODE');
    const after = await t.api.post(CatalogPaths.productDetail, { id: restricted.id }, { as: v.as });
    expect(after.data).toMatchObject({ id: restricted.id });
    const again = await t.api.post(InvitationPaths.addByInviteCode, { code: code.data.code }, { as: v.as });
    expect(again.data.alreadyMember).toBe(true);

    // replacing the code voids the old one (only administrators may)
    expect((await t.api.post(InvitationPaths.resetPoolCode, {}, { as: 'staff' })).code).toBe(
      ResponseCode.Forbidden,
    );
    const reset = await t.api.post(InvitationPaths.resetPoolCode, {}, { as: 'admin' });
    expect(reset.data.code).not.toBe(code.data.code);
    const other = await newVisitor('late-joiner@example.test');
    expect(
      (await t.api.post(InvitationPaths.addByInviteCode, { code: code.data.code }, { as: other.as })).code,
    ).toBe(ResponseCode.InvitationCodeError);
  });

  it('lists, counts, distributes, exports and removes clients; employees see only theirs', async () => {
    const v = await newVisitor('pool-member@example.test');
    const { code } = (await t.api.post(InvitationPaths.poolCode, {}, { as: 'admin' })).data;
    await t.api.post(InvitationPaths.addByInviteCode, { code }, { as: v.as });

    const list = await t.api.post(InvitationPaths.contactList, { keyword: 'pool-member' }, { as: 'admin' });
    expect(list.code, list.msg).toBe(ResponseCode.Success);
    expect(list.data.admin).toBe(true);
    const member = list.data.list[0]!;
    expect(member).toMatchObject({ name: 'pool-member', source: 'INVITE_CODE', employee: null });
    expect((await t.api.post(InvitationPaths.contactList, {}, { as: 'staff' })).data.list).toEqual([]);
    expect((await t.api.post(InvitationPaths.contactList, { pageSize: 1000 }, { as: 'admin' })).code).toBe(
      ResponseCode.BadRequest,
    );

    const [staff] = await t.db
      .select()
      .from(exhibitorEmployees)
      .where(eq(exhibitorEmployees.userAccountId, ids.staff));
    expect(
      (
        await t.api.post(
          InvitationPaths.distributeContact,
          { ids: [member.id], employeeId: staff!.id },
          { as: 'staff' },
        )
      ).code,
    ).toBe(ResponseCode.Forbidden);
    const given = await t.api.post(
      InvitationPaths.distributeContact,
      { ids: [member.id], employeeId: staff!.id },
      { as: 'admin' },
    );
    expect(given.data.count).toBe(1);
    const staffList = await t.api.post(InvitationPaths.contactList, {}, { as: 'staff' });
    expect(staffList.data.list.map((c) => c.id)).toEqual([member.id]);
    expect(staffList.data.list[0]?.employee?.name).toBe('员工甲');

    const nums = await t.api.post(InvitationPaths.getNum, {}, { as: 'admin' });
    expect(nums.data.total).toBeGreaterThanOrEqual(1);
    expect(nums.data.bySource.INVITE_CODE).toBeGreaterThanOrEqual(1);
    expect(nums.data.distributed).toBeGreaterThanOrEqual(1);

    const file = await rawCall(t.app, InvitationPaths.exportContact, {
      token: await t.api.tokenOf('admin'),
      payload: { languageType: 'en', exhibitionId: FAIR_A, subjectType: 'ACTOR', keyword: 'pool-member' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(2).getCell(1).value).toBe('pool-member');
    expect(wb.worksheets[0]!.getRow(2).getCell(4).value).toBe('Invitation code');

    // another company's administrator removes nothing of ours
    const other = await createExhibitor(t.db, { name: '丁公司' });
    const { userAccountId } = await createAccount(t.db, {
      email: 'ding-admin@example.test',
      password: PASSWORD,
    });
    await createExhibitionUser(t.db, { userAccountId, subjectType: 'ACTOR' });
    await t.db
      .insert(exhibitorEmployees)
      .values({ exhibitionId: FAIR_A, exhibitorId: other.id, userAccountId, name: '丁', admin: true });
    const ding = { token: (await logIn(t.api, 'ding-admin@example.test', { subjectType: 'ACTOR' })).token };
    expect(
      (await t.api.post(InvitationPaths.deleteContact, { ids: [member.id] }, { as: ding })).data.count,
    ).toBe(0);
    expect(
      (await t.api.post(InvitationPaths.deleteContact, { ids: [member.id] }, { as: 'staff' })).code,
    ).toBe(ResponseCode.Forbidden);
    const removed = await t.api.post(InvitationPaths.deleteContact, { ids: [member.id] }, { as: 'admin' });
    expect(removed.data.count).toBe(1);
    expect(await poolRow(v.userAccountId)).toEqual([]);
  });

  it('keeps a business card: the visitor joins the pool as CARD, kept by the employee who added them', async () => {
    const restricted = await createProduct(t.db, ids.exhibitorA, { name: '名片专享', scope: 1 });
    const v = await newVisitor('card-holder@example.test');
    const detail = () => t.api.post(CatalogPaths.visitorDetail, { id: v.visitorId }, { as: 'staff' });
    expect((await detail()).data.inClientPool).toBe(false);

    // visitors and guests keep no cards; an unknown or rejected visitor is "not found"
    expect(
      (await t.api.post(InvitationPaths.addVisitingCard, { visitorId: v.visitorId }, { as: v.as })).code,
    ).toBe(ResponseCode.Forbidden);
    const unknown = await t.api.post(
      InvitationPaths.addVisitingCard,
      { visitorId: 'no-such-visitor' },
      { as: 'staff', lang: 'en' },
    );
    expect(unknown.code).toBe(ResponseCode.NotFound);
    expect(unknown.msg).toMatch(/This visitor does not exist\./);
    expect((await t.api.post(InvitationPaths.addVisitingCard, {}, { as: 'staff' })).code).toBe(
      ResponseCode.BadRequest,
    );

    const added = await t.api.post(
      InvitationPaths.addVisitingCard,
      { visitorId: v.visitorId },
      { as: 'staff' },
    );
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    expect(added.data).toEqual({ visitorId: v.visitorId, alreadyMember: false });
    const [row] = await poolRow(v.userAccountId);
    expect(row).toMatchObject({ source: 'CARD', employeeAccountId: ids.staff });
    expect((await detail()).data.inClientPool).toBe(true);
    // the employee sees the client in their own list; the visitor sees the company's client-only products
    const mine = await t.api.post(InvitationPaths.contactList, {}, { as: 'staff' });
    expect(mine.data.list.map((c) => c.visitorId)).toContain(v.visitorId);
    expect(
      (await t.api.post(CatalogPaths.productDetail, { id: restricted.id }, { as: v.as })).data,
    ).toMatchObject({ id: restricted.id, name: '名片专享' });

    // again, by chat id this time: nothing changes, not even who keeps the client
    const again = await t.api.post(
      InvitationPaths.addVisitingCard,
      { imAccount: v.userAccountId },
      { as: 'admin' },
    );
    expect(again.data).toEqual({ visitorId: v.visitorId, alreadyMember: true });
    expect((await poolRow(v.userAccountId))[0]).toMatchObject({ employeeAccountId: ids.staff });

    const rejected = await newVisitor('card-rejected@example.test');
    await t.db.update(visitors).set({ reviewStatus: 'rejected' }).where(eq(visitors.id, rejected.visitorId));
    expect(
      (await t.api.post(InvitationPaths.addVisitingCard, { visitorId: rejected.visitorId }, { as: 'staff' }))
        .code,
    ).toBe(ResponseCode.NotFound);
  });

  it("records invitations from the company's own system with a key: the link comes back, limits hold, revoked keys fail", async () => {
    const external = (authorization: string | undefined, body: Record<string, unknown>, lang = 'en') =>
      rawCall(t.app, InvitationPaths.externalAddRecord, {
        payload: { exhibitionId: FAIR_A, languageType: lang, ...body },
        headers: authorization ? { authorization } : {},
      });
    // administrators make keys; employees and visitors may not
    expect((await t.api.post(InvitationPaths.apiKeyCreate, { name: 'CRM' }, { as: 'staff' })).code).toBe(
      ResponseCode.Forbidden,
    );
    const made = await t.api.post(InvitationPaths.apiKeyCreate, { name: 'CRM' }, { as: 'admin' });
    expect(made.code, made.msg).toBe(ResponseCode.Success);
    expect(made.data.key).toMatch(/^ofk_[\w-]{43}$/);
    expect(made.data.key.startsWith(made.data.prefix)).toBe(true);
    // the list never shows the key again, and the database keeps only its hash
    const listed = await t.api.post(InvitationPaths.apiKeyList, {}, { as: 'admin' });
    expect(listed.data.list.map((k) => k.id)).toContain(made.data.id);
    expect(JSON.stringify(listed.data)).not.toContain(made.data.key);
    const [stored] = await t.db
      .select()
      .from(invitationApiKeys)
      .where(eq(invitationApiKeys.id, made.data.id));
    expect(JSON.stringify(stored)).not.toContain(made.data.key);

    // no key, a made-up key, a session token or a Bearer scheme: refused alike
    for (const auth of [
      undefined,
      'ApiKey ofk_madeup',
      `Bearer ${made.data.key}`,
      await t.api.tokenOf('admin'),
    ]) {
      const refused = await external(auth, { email: 'crm-refused@example.test' });
      expect(refused.code, String(auth)).toBe(ResponseCode.Unauthorized);
      expect(refused.msg).toMatch(/API key is not valid/);
    }

    const key = `ApiKey ${made.data.key}`;
    const quiet = await external(key, { email: 'CRM-Lead@Example.test', name: 'Lead' });
    expect(quiet.code, quiet.msg).toBe(ResponseCode.Success);
    expect(quiet.data).toMatchObject({ email: 'crm-lead@example.test', sent: false });
    expect(quiet.data.link).toMatch(/\/register\/email\/0\?.*invitationToken=/);
    // recorded for the history, but nothing mailed: the system sends its own mail with the link
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'crm-lead@example.test')),
    ).toEqual([]);
    const history = await t.api.post(InvitationPaths.sentList, { keyword: 'crm-lead' }, { as: 'admin' });
    expect(history.data.list[0]).toMatchObject({ email: 'crm-lead@example.test', name: 'Lead' });

    const mailed = await external(key, { email: 'crm-mailed@example.test', send: true });
    expect(mailed.data.sent).toBe(true);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'crm-mailed@example.test'));
    expect(mail!.text).toContain(mailed.data.link);

    // screened like a typed-in address: the same address again within a day is refused, with the reason
    const again = await external(key, { email: 'crm-lead@example.test' });
    expect(again.code).toBe(ResponseCode.BadRequest);
    expect(again.msg).toMatch(/not recorded: This address was already invited/);
    const bad = await external(key, { email: 'nope' }, 'cn');
    expect(bad.msg).toMatch(/邀请未记录：邮箱格式不正确/);

    // the company's bounds hold for its systems too
    await t.db.insert(emailInvitations).values(
      Array.from({ length: INVITATIONS_PER_HOUR }, (_, i) => ({
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        email: `crm-flood${i}@flood.example.test`,
      })),
    );
    expect((await external(key, { email: 'crm-late@example.test' })).code).toBe(ResponseCode.TooManyRequests);
    // (these invitations are this test's own: the company's history and bounds start afresh for the others)
    await t.db.delete(emailInvitations).where(like(emailInvitations.email, 'crm-%'));

    // an employee who is not an administrator cannot revoke it; an administrator does, and it fails at once
    const revokedByOther = await t.api.post(
      InvitationPaths.apiKeyRevoke,
      { id: made.data.id },
      { as: 'staff' },
    );
    expect(revokedByOther.code).toBe(ResponseCode.Forbidden);
    const revoked = await t.api.post(InvitationPaths.apiKeyRevoke, { id: made.data.id }, { as: 'admin' });
    expect(revoked.data.revokedAt).toBeTruthy();
    expect((await external(key, { email: 'crm-after@example.test' })).code).toBe(ResponseCode.Unauthorized);
  });

  it('lets a visitor ask for approval, and the exhibitor confirm it into the pool with a notice', async () => {
    const restricted = await createProduct(t.db, ids.exhibitorA, { name: '需批准', scope: 1 });
    const v = await newVisitor('asker@example.test');
    const adminInvites = (await noticesOf(ids.admin, 'INVITE')).length;
    const asked = await t.api.post(
      InvitationPaths.addInviteRecord,
      { exhibitorId: ids.exhibitorA, productId: restricted.id, message: '想看样品' },
      { as: v.as },
    );
    expect(asked.code, asked.msg).toBe(ResponseCode.Success);
    expect(asked.data).toMatchObject({ status: 'PENDING', productName: '需批准' });
    expect((await noticesOf(ids.admin, 'INVITE')).length).toBe(adminInvites + 1);
    // asking again changes nothing
    const again = await t.api.post(
      InvitationPaths.addInviteRecord,
      { exhibitorId: ids.exhibitorA },
      { as: v.as },
    );
    expect(again.data.id).toBe(asked.data.id);
    expect(
      (await t.api.post(InvitationPaths.addInviteRecord, { exhibitorId: ids.exhibitorB }, { as: v.as })).code,
    ).toBe(ResponseCode.NotFound);
    const mine = await t.api.post(InvitationPaths.inviteRecordList, {}, { as: v.as });
    expect(mine.data.list.map((r) => r.id)).toEqual([asked.data.id]);
    const received = await t.api.post(
      InvitationPaths.inviteRecordList,
      { status: 'PENDING' },
      { as: 'staff' },
    );
    expect(received.data.list.map((r) => r.id)).toContain(asked.data.id);
    // a visitor cannot approve, not even their own request
    expect(
      (await t.api.post(InvitationPaths.confirmInviteRecord, { id: asked.data.id }, { as: v.as })).code,
    ).toBe(ResponseCode.Forbidden);

    const confirmed = await t.api.post(
      InvitationPaths.confirmInviteRecord,
      { id: asked.data.id },
      { as: 'staff' },
    );
    expect(confirmed.code, confirmed.msg).toBe(ResponseCode.Success);
    expect(confirmed.data.status).toBe('CONFIRMED');
    expect((await poolRow(v.userAccountId))[0]?.source).toBe('INVITE');
    expect((await noticesOf(v.userAccountId, 'CHECKRESULT')).length).toBe(1);
    const opened = await t.api.post(CatalogPaths.productDetail, { id: restricted.id }, { as: v.as });
    expect(opened.data).toMatchObject({ id: restricted.id });
  });

  it('invites a batch from Excel with a per-row report, and the invited address registers into the pool', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.addRow(['姓名 Name', '邮箱 E-mail']);
    sheet.addRow(['张三 Zhang San', 'buyer@example.com']);
    for (let i = 1; i <= 18; i++) sheet.addRow([`Buyer ${i}`, `buyer${i}@batch.example.test`]);
    sheet.addRow(['Bad', 'not-an-address']);
    sheet.addRow(['Twice', 'buyer3@batch.example.test']);
    sheet.addRow(['Known', 'Visitor@Example.test']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const report = await uploadFile<{ code: number; msg: string; data: InvitationReport }>(
      t,
      InvitationPaths.importEmail,
      file,
      { as: 'staff', lang: 'en', filename: 'invite.xlsx', type: XLSX },
    );
    expect(report.code, report.msg).toBe(ResponseCode.Success);
    expect(report.data.sent).toBe(18);
    expect(report.data.valid).toBe(18);
    expect(report.data.rejected).toEqual([
      { row: 21, email: 'not-an-address', problems: ['The e-mail address is not valid'] },
      { row: 22, email: 'buyer3@batch.example.test', problems: ['Same address as row 5'] },
      { row: 23, email: 'visitor@example.test', problems: [expect.stringMatching(/already has an account/)] },
    ]);
    // the same file again: nothing is mailed twice within a day
    const twice = await uploadFile<{ data: InvitationReport }>(t, InvitationPaths.importEmail, file, {
      as: 'staff',
      lang: 'cn',
      filename: 'invite.xlsx',
      type: XLSX,
    });
    expect(twice.data.sent).toBe(0);
    expect(twice.data.rejected[0]?.problems[0]).toMatch(/24小时内已邀请/);
    // not an Excel template
    const csv = await uploadFile<{ code: number; msg: string }>(
      t,
      InvitationPaths.importEmail,
      Buffer.from('a,b\n'),
      {
        as: 'staff',
        lang: 'en',
        filename: 'x.csv',
        type: 'text/csv',
      },
    );
    expect(csv.code).toBe(ResponseCode.BadRequest);
    expect(csv.msg).toMatch(/invitation template/);

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'buyer7@batch.example.test'))
      .orderBy(desc(outboxMessages.createdAt));
    expect(mail!.subject).toMatch(/invites you to/);
    expect(mail!.text).toMatch(/诚邀您/);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/register/email/0');
    const registered = await t.api.post(
      RegistrationPaths.registerUserByEmailNotCheck,
      {
        email: link.searchParams.get('email')!,
        invitationToken: link.searchParams.get('invitationToken')!,
        password: 'Invited2026',
        confirmPassword: 'Invited2026',
        invitationSource: {
          exhibitorId: link.searchParams.get('exhibitorId')!,
          email: link.searchParams.get('email')!,
          sourceType: 'INVITATION',
        },
      },
      { as: 'guest' },
    );
    expect(registered.code, registered.msg).toBe(ResponseCode.Success);
    const [visitor] = await t.db
      .select()
      .from(visitors)
      .where(eq(visitors.email, 'buyer7@batch.example.test'));
    expect(visitor).toMatchObject({ sourceType: 'INVITATION', sourceExhibitorId: ids.exhibitorA });
    expect((await poolRow(visitor!.userAccountId))[0]?.source).toBe('INVITATION');

    const sent = await t.api.post(InvitationPaths.sentList, { status: 'registered' }, { as: 'staff' });
    expect(sent.data.list.map((s) => s.email)).toEqual(['buyer7@batch.example.test']);
    expect(sent.data.list[0]).toMatchObject({ registered: true, sourceType: 'INVITATION', name: 'Buyer 7' });
    const open = await t.api.post(
      InvitationPaths.sentList,
      { status: 'unregistered', pageSize: 100 },
      { as: 'staff' },
    );
    expect(open.data.total).toBe(17);

    const exported = await rawCall(t.app, InvitationPaths.exportInviteRecord, {
      token: await t.api.tokenOf('staff'),
      payload: { languageType: 'en', exhibitionId: FAIR_A, subjectType: 'ACTOR' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean);
    expect(rows.length).toBe(19);
    expect(JSON.stringify(rows)).toContain('Registered');
  });

  it('invites one by one and refuses what would pass the hourly bound, sending nothing', async () => {
    const one = await t.api.post(
      InvitationPaths.sendEmail,
      {
        list: [
          { name: 'Solo', email: 'solo@one.example.test', mobile: '139 0000 0042' },
          { name: '', email: 'bad@' },
          { name: '', email: 'bad-mobile@one.example.test', mobile: '12345' },
        ],
      },
      { as: 'staff', lang: 'en' },
    );
    expect(one.code, one.msg).toBe(ResponseCode.Success);
    expect(one.data).toEqual({
      sent: 1,
      valid: 1,
      rejected: [
        { row: 2, email: 'bad@', problems: ['The e-mail address is not valid'] },
        {
          row: 3,
          email: 'bad-mobile@one.example.test',
          problems: ['The mobile number is not valid (11 digits, mainland China)'],
        },
      ],
    });
    // The mobile gets the same invitation by SMS: the link of the e-mail, and the history keeps the number.
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'solo@one.example.test'));
    const [sms] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '13900000042'));
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    expect(sms).toMatchObject({ channel: 'SMS' });
    expect(sms!.text).toContain(link);
    const history = await t.api.post(InvitationPaths.sentList, { keyword: 'solo@one' }, { as: 'staff' });
    expect(history.data.list[0]).toMatchObject({ email: 'solo@one.example.test', mobile: '13900000042' });
    const tooLong = await t.api.post(
      InvitationPaths.sendEmail,
      { list: Array.from({ length: 21 }, (_, i) => ({ name: '', email: `x${i}@e.test` })) },
      { as: 'staff' },
    );
    expect(tooLong.code).toBe(ResponseCode.BadRequest);

    const [row] = await t.db.select({ n: emailInvitations.id }).from(emailInvitations).limit(1);
    expect(row).toBeTruthy();
    await t.db.insert(emailInvitations).values(
      Array.from({ length: INVITATIONS_PER_HOUR }, (_, i) => ({
        exhibitionId: FAIR_A,
        exhibitorId: ids.exhibitorA,
        email: `flood${i}@flood.example.test`,
      })),
    );
    const refused = await t.api.post(
      InvitationPaths.sendEmail,
      { list: [{ name: '', email: 'one-more@flood.example.test' }] },
      { as: 'staff', lang: 'en' },
    );
    expect(refused.code).toBe(ResponseCode.TooManyRequests);
    expect(refused.msg).toMatch(/per hour/);
    const mailed = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'one-more@flood.example.test'));
    expect(mailed).toEqual([]);
    // visitors and guests send no invitations
    expect(
      (
        await t.api.post(
          InvitationPaths.sendEmail,
          { list: [{ name: '', email: 'a@b.test' }] },
          { as: 'visitor' },
        )
      ).code,
    ).toBe(ResponseCode.Forbidden);
  });
});
