import { ExhibitPaths, type ImportReport, ResponseCode } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Role, rawCall } from '../../../test/client';
import { FAIR_A, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { uploadFile } from '../../../test/uploads';
import { categories, products } from '../../db/schema/index';

type Reply = { code: number; msg: string; data: ImportReport | null };

describe.each(enginesFor('rules'))('exhibit batch upload on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await db.insert(categories).values([
        { exhibitionId: FAIR_A, key: 'cases', name: '手机壳', nameEn: 'Phone cases' },
        { exhibitionId: FAIR_A, key: 'audio', name: '音响', nameEn: 'Audio' },
      ]);
    }),
  });

  const template = async (as: Role, lang: 'cn' | 'en') =>
    rawCall(t.app, ExhibitPaths.importTemplate, {
      token: await t.api.tokenOf(as),
      payload: {
        languageType: lang,
        exhibitionId: FAIR_A,
        appId: 'app',
        terminal: 'PC',
        subjectType: 'ACTOR',
      },
    });
  const upload = (file: Buffer, as: Role = 'staff') =>
    uploadFile<Reply>(t, ExhibitPaths.importProducts, file, {
      as,
      lang: 'en',
      filename: 'exhibits.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  const ownCount = async () =>
    (await t.db.select({ id: products.id }).from(products).where(eq(products.exhibitorId, ids.exhibitorA)))
      .length;

  it('hands out a bilingual template with the example row, the lists and the notes', async () => {
    const res = await template('staff', 'en');
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Exhibits')!;
    expect(String(sheet.getCell('A1').value)).toBe('名称（中文，必填）\nName (Chinese, required)');
    expect(String(sheet.getCell('A2').value)).toMatch(/^示例/);
    // The category column picks from the fair's categories, listed on a hidden sheet.
    expect(wb.getWorksheet('lists')?.getCell('A1').value).toBe('Audio');
    expect(JSON.stringify(sheet.model)).toContain('lists!$A$1:$A$2');
    expect(wb.getWorksheet('Notes')).toBeTruthy();
    expect((await template('visitor', 'en')).status).not.toBe(200);
  });

  it('imports every good row at once and reports each bad row with its number and reason', async () => {
    const res = await template('staff', 'en');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Exhibits')!;
    // 50 good rows, three bad ones among them (rows 8, 20, 41).
    for (let i = 1; i <= 53; i++) {
      const row = [
        `导入展品 ${i}`,
        `Imported ${i}`,
        'JIA',
        `IMP-${i}`,
        i % 2 ? 'Phone cases' : '音响',
        'All buyers',
        '',
        100,
        9.9,
        6.5,
        'Yes',
        '否',
        'CE',
        'OEM, 新品',
        '',
        '',
      ];
      if (i === 6) row[0] = '';
      if (i === 18) row[8] = 'cheap';
      if (i === 39) row[4] = 'Boats';
      sheet.addRow(row);
    }
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await ownCount();
    const reply = await upload(file);
    expect(reply.code, reply.msg).toBe(ResponseCode.Success);
    expect(reply.data?.imported).toBe(50);
    expect(reply.data?.rejected.map((r) => r.row)).toEqual([8, 20, 41]);
    expect(reply.data?.rejected[0]?.problems.join(' ')).toMatch(/Name \(Chinese, required\): is required/);
    expect(reply.data?.rejected[1]?.problems.join(' ')).toMatch(/Sale price.*number/);
    expect(reply.data?.rejected[2]?.problems.join(' ')).toMatch(/Category.*category of the fair/);
    expect(await ownCount()).toBe(before + 50);
    const [one] = await t.db.select().from(products).where(eq(products.articleNumber, 'IMP-2'));
    expect(one).toMatchObject({
      category: 'audio',
      spotTrading: true,
      customization: false,
      salePrice: '9.90',
      tags: ['OEM', '新品'],
    });
  });

  it('refuses a file that is not the template as a whole, and imports nothing', async () => {
    const before = await ownCount();
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['Product', 'Price']);
    for (const file of [
      Buffer.from(await other.xlsx.writeBuffer()),
      Buffer.from('name,price\nspeaker,9\n'),
    ]) {
      const reply = await upload(file);
      expect(reply.code).toBe(ResponseCode.BadRequest);
      expect(reply.msg).toMatch(/not the exhibit template/);
    }
    expect(await ownCount()).toBe(before);
    const guest = await uploadFile<Reply>(t, ExhibitPaths.importProducts, Buffer.from('x'), { as: 'guest' });
    expect(guest.code).toBe(ResponseCode.Unauthorized);
  });
});
