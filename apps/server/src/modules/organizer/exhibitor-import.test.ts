import {
  EXHIBITOR_IMPORT_MAX_ROWS,
  type ExhibitorImportReport,
  OrganizerPaths,
  ResponseCode,
} from '@openfair/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rawCall } from '../../../test/client';
import { logIn } from '../../../test/factories/accounts';
import { accounts, FAIR_A } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { uploadFile } from '../../../test/uploads';
import { exhibitorEmployees, exhibitors, organizerAuditLog, userAccounts } from '../../db/schema/index';

type Reply = { code: number; msg: string; data: ExhibitorImportReport | null };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row of the template: company (zh, en), package, floor, booth, area, admin name, email, mobile, position. */
type Cells = (string | number)[];
const row = (i: number, over: Partial<Record<number, string | number>> = {}): Cells => {
  const cells: Cells = [
    `导入展商 ${i}`,
    `Imported Exhibitor ${i}`,
    i % 2 ? 'Upgraded' : '基础版',
    '3F',
    `3F-A${i}`,
    '18',
    `管理员${i}`,
    `imported.admin.${i}@fair.example`,
    '',
    '经理',
  ];
  for (const [k, v] of Object.entries(over)) if (v !== undefined) cells[Number(k)] = v;
  return cells;
};

describe.each(enginesFor('sql'))('exhibitor import on %s', (engine) => {
  const t = useTestApp(engine);

  const template = async (lang: 'cn' | 'en', token?: string) =>
    rawCall(t.app, OrganizerPaths.exhibitorImportTemplate, {
      token: token ?? (await t.api.tokenOf('organizer')),
      payload: {
        languageType: lang,
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: 'ORGANIZER',
      },
    });
  /** The template filled with these rows after its example (row 2), as the organizer would send it. */
  const filled = async (rows: Cells[], lang: 'cn' | 'en' = 'en') => {
    const res = await template(lang);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets.find((s) => s.state === 'visible')!;
    for (const cells of rows) sheet.addRow(cells);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = (
    file: Buffer,
    o: { lang?: 'cn' | 'en'; checkOnly?: boolean; token?: string; as?: 'organizer' | 'admin' | 'guest' } = {},
  ) =>
    uploadFile<Reply>(
      // A caller of its own (a reviewer) goes in through the harness's token lookup.
      o.token ? { app: t.app, api: { tokenOf: async () => o.token! } } : t,
      `${OrganizerPaths.exhibitorImport}${o.checkOnly ? '?checkOnly=true' : ''}`,
      file,
      { as: o.as ?? 'organizer', lang: o.lang ?? 'en', filename: 'exhibitors.xlsx', type: XLSX },
    );
  const exhibitorCount = async () =>
    (await t.db.select({ n: count() }).from(exhibitors).where(eq(exhibitors.exhibitionId, FAIR_A)))[0]!.n;

  it('hands out a bilingual template with the example row, the lists and the notes', async () => {
    const res = await template('en');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Exhibitors')!;
    expect(String(sheet.getCell('A1').value)).toBe(
      '公司名称（中文，必填）\nCompany name (Chinese, required)',
    );
    expect(String(sheet.getCell('G1').value)).toContain('Administrator name (required)');
    expect(String(sheet.getCell('A2').value)).toMatch(/^示例/);
    expect(sheet.getCell('C2').value).toBe('Basic');
    // The package and floor columns pick from lists, down to the last row an import takes.
    expect(sheet.getCell('C501').dataValidation.formulae).toEqual(['"Basic,Upgraded"']);
    expect(sheet.getCell('D3').dataValidation.formulae).toEqual(['"7F,3F,M2,2F,1F,B1F"']);
    expect(wb.getWorksheet('Notes')).toBeTruthy();

    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load((await template('cn')).bytes as unknown as ArrayBuffer);
    expect(zh.getWorksheet('展商')?.getCell('C2').value).toBe('基础版');
    expect(zh.getWorksheet('说明')).toBeTruthy();
  });

  it('imports the filled template: exhibitors and administrators who log in with the passwords answered once', async () => {
    const before = await exhibitorCount();
    const file = await filled([row(1), row(2, { 7: '', 8: '139 1234 0002' }), row(3, { 2: '', 3: '' })]);
    const reply = await upload(file);
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    expect(reply.data).toMatchObject({ imported: 3, valid: 3, rejected: [] });
    const created = reply.data!.created;
    expect(created.map((c) => [c.exhibitorName, c.adminName, c.adminAccount])).toEqual([
      ['导入展商 1', '管理员1', 'imported.admin.1@fair.example'],
      ['导入展商 2', '管理员2', '13912340002'],
      ['导入展商 3', '管理员3', 'imported.admin.3@fair.example'],
    ]);
    expect(await exhibitorCount()).toBe(before + 3);

    const rows = await t.db
      .select()
      .from(exhibitors)
      .where(inArray(exhibitors.name, ['导入展商 1', '导入展商 2', '导入展商 3']))
      .orderBy(exhibitors.name);
    expect(rows.map((r) => [r.package, r.floor, r.boothNumber])).toEqual([
      ['upgraded', '3F', '3F-A1'],
      ['basic', '3F', '3F-A2'],
      // Nothing chosen: the basic package, no floor.
      ['basic', '', '3F-A3'],
    ]);
    const admins = await t.db
      .select({ admin: exhibitorEmployees.admin, position: exhibitorEmployees.position })
      .from(exhibitorEmployees)
      .where(
        inArray(
          exhibitorEmployees.exhibitorId,
          rows.map((r) => r.id),
        ),
      );
    expect(admins).toEqual(Array(3).fill({ admin: true, position: '经理' }));

    for (const c of created) {
      const login = await logIn(t.api, c.adminAccount, { subjectType: 'ACTOR', password: c.initialPassword });
      expect(login.mustChangePassword).toBe(true);
    }

    // Found by their names at once (their search vectors are written with them), audited one by one.
    const found = await t.api.post(
      OrganizerPaths.exhibitorList,
      { keyword: 'Imported Exhibitor' },
      { as: 'organizer' },
    );
    expect(found.data.total).toBe(3);
    const [audited] = await t.db
      .select({ n: count() })
      .from(organizerAuditLog)
      .where(
        and(eq(organizerAuditLog.exhibitionId, FAIR_A), eq(organizerAuditLog.action, 'exhibitor.import')),
      );
    expect(audited!.n).toBe(3);
  });

  it('only checks when asked to: the same report, nothing created and no passwords', async () => {
    const before = await exhibitorCount();
    const reply = await upload(await filled([row(11), row(12), row(13, { 0: '' })]), { checkOnly: true });
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    expect(reply.data).toMatchObject({ imported: 0, valid: 2, created: [] });
    expect(reply.data?.rejected.map((r) => r.row)).toEqual([5]);
    expect(await exhibitorCount()).toBe(before);
    const [accountRows] = await t.db
      .select({ n: count() })
      .from(userAccounts)
      .where(eq(userAccounts.email, 'imported.admin.11@fair.example'));
    expect(accountRows!.n).toBe(0);
  });

  it('reports each bad row with its number and reasons in the request’s language, and imports the rest', async () => {
    const rows = [
      row(21), // row 3: good
      row(22, { 0: '' }), // row 4: no company name
      row(23, { 7: 'not-an-email' }), // row 5: bad email
      row(24, { 7: 'Imported.Admin.21@fair.example' }), // row 6: the email of row 3 again
      row(25, { 7: accounts.visitor.email.toLowerCase() }), // row 7: an account has it
      row(26, { 7: '', 8: '' }), // row 8: neither email nor mobile
      row(27, { 2: 'Gold', 3: '9F', 8: '12345' }), // row 9: not of the lists, bad mobile
      row(28), // row 10: good
      row(29, { 3: '9F', 7: 'imported.admin.21@fair.example' }), // row 11: every problem, the repeat too
    ];
    const file = await filled(rows);
    for (const lang of ['en', 'cn'] as const) {
      const checked = await upload(file, { lang, checkOnly: true });
      expect(checked.code, checked.msg).toBe(ResponseCode.Success);
      expect(checked.data?.valid).toBe(2);
      expect(checked.data?.rejected.map((r) => r.row)).toEqual([4, 5, 6, 7, 8, 9, 11]);
      const problems = checked.data!.rejected.map((r) => r.problems.join(' | '));
      if (lang === 'en') {
        expect(problems[0]).toBe('Company name (Chinese, required): is required');
        expect(problems[1]).toBe('Administrator email: is not a valid email');
        expect(problems[2]).toBe('Administrator email: is the same as in row 3');
        expect(problems[3]).toBe('Administrator email: already belongs to an account');
        expect(problems[4]).toMatch(/email or mobile/);
        expect(problems[5]).toBe(
          'Package: choose one of the list | Floor: choose one of the list | Administrator mobile: is not a valid mobile number',
        );
        expect(problems[6]).toBe(
          'Floor: choose one of the list | Administrator email: is the same as in row 3',
        );
      } else {
        expect(problems[0]).toBe('公司名称（中文，必填）: 必填');
        expect(problems[1]).toBe('管理员邮箱: 请输入正确的邮箱');
        expect(problems[2]).toBe('管理员邮箱: 与第 3 行重复');
        expect(problems[3]).toBe('管理员邮箱: 已有账号使用');
        expect(problems[4]).toBe('管理员邮箱和手机号至少填写一项');
      }
    }
    const before = await exhibitorCount();
    const reply = await upload(file);
    expect(reply.data).toMatchObject({ imported: 2, valid: 2 });
    expect(reply.data?.created.map((c) => c.exhibitorName)).toEqual(['导入展商 21', '导入展商 28']);
    expect(await exhibitorCount()).toBe(before + 2);

    // The same file again: every administrator now has an account, nothing is imported twice.
    const again = await upload(file);
    expect(again.data).toMatchObject({ imported: 0, valid: 0, created: [] });
    expect(await exhibitorCount()).toBe(before + 2);
  });

  it('creates nothing when the transaction fails part-way', async () => {
    const before = await exhibitorCount();
    // The third exhibitor cannot be written: the two before it are rolled back with it.
    await t.db.execute(sql`CREATE FUNCTION refuse_import() RETURNS trigger AS $$
      BEGIN IF NEW.name = '导入展商 43' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_import BEFORE INSERT ON exhibitors FOR EACH ROW EXECUTE FUNCTION refuse_import()`,
    );
    try {
      const reply = await upload(await filled([row(41), row(42), row(43)]));
      expect(reply.code).not.toBe(ResponseCode.Success);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_import ON exhibitors`);
      await t.db.execute(sql`DROP FUNCTION refuse_import()`);
    }
    expect(await exhibitorCount()).toBe(before);
    const [made] = await t.db
      .select({ n: count() })
      .from(userAccounts)
      .where(
        inArray(userAccounts.email, ['imported.admin.41@fair.example', 'imported.admin.42@fair.example']),
      );
    expect(made!.n).toBe(0);
  });

  it('refuses a file that is not the template, too long or empty as a whole; and callers who may not import', async () => {
    const before = await exhibitorCount();
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['Company', 'Contact']);
    for (const file of [Buffer.from(await other.xlsx.writeBuffer()), Buffer.from('name,email\nA,a@b.cn\n')]) {
      const reply = await upload(file);
      expect(reply.code).toBe(ResponseCode.BadRequest);
      expect(reply.msg).toMatch(/not the exhibitor template/);
    }
    const tooMany = await filled(
      Array.from({ length: EXHIBITOR_IMPORT_MAX_ROWS + 1 }, (_, i) => row(1000 + i)),
    );
    const long = await upload(tooMany);
    expect(long.code).toBe(ResponseCode.BadRequest);
    expect(long.msg).toContain(
      `At most ${EXHIBITOR_IMPORT_MAX_ROWS} exhibitor rows can be imported at once.`,
    );
    const empty = await upload(await filled([]), { lang: 'cn' });
    expect(empty.msg).toContain('没有有效数据');
    expect(await exhibitorCount()).toBe(before);

    // A reviewer is an organizer whose role does not manage exhibitors.
    const added = await t.api.post(
      OrganizerPaths.staffUpdate,
      { name: 'Reviewer', email: 'import.reviewer@fair.example', role: 'reviewer' },
      { as: 'organizer' },
    );
    const login = await logIn(t.api, 'import.reviewer@fair.example', {
      subjectType: 'ORGANIZER',
      password: added.data.initialPassword!,
    });
    const file = await filled([row(31)]);
    const refused = await upload(file, { token: login.token });
    expect(refused.code).toBe(ResponseCode.Forbidden);
    expect((await template('en', login.token)).code).toBe(ResponseCode.Forbidden);
    // An exhibitor's administrator and a guest are not organizers at all.
    expect((await upload(file, { as: 'admin' })).code).not.toBe(ResponseCode.Success);
    expect((await upload(file, { as: 'guest' })).code).toBe(ResponseCode.Unauthorized);
    expect(await exhibitorCount()).toBe(before);
  });
});
