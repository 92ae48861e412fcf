import {
  type Bilingual,
  BOOTH_TEXT_MAX,
  EXHIBITOR_IMPORT_MAX_BYTES,
  EXHIBITOR_IMPORT_MAX_ROWS,
  EXHIBITOR_NAME_MAX,
  type ExhibitorImportReport,
  type ExhibitorPackage,
  ExhibitorPackages,
  Floors,
  fillMessage,
  formatByteLimit,
  type LanguageType,
  exhibitorImportMessages as M,
  matchesPattern,
  mediaMessages,
  ORGANIZER_NAME_MAX,
  ResponseCode,
} from '@openfair/contract';
import { inArray, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { FileResult } from '../../core/route';
import type { Db } from '../../db/client';
import { userAccounts } from '../../db/schema/index';
import {
  addNotesSheet,
  cellText,
  loadTemplateSheet,
  rangeValidations,
  XLSX_TYPE,
} from '../../lib/spreadsheet';
import { type PreparedPassword, prepareInitialPassword } from '../registration/index';
import { normaliseEmail, normaliseMobile } from '../verification/index';
import { addExhibitor, type NewExhibitor } from './exhibitors.service';
import { requirePermission } from './organizer-access.service';

type Key =
  | 'name'
  | 'nameEn'
  | 'package'
  | 'floor'
  | 'boothNumber'
  | 'boothArea'
  | 'adminName'
  | 'adminEmail'
  | 'adminMobile'
  | 'adminPosition';
type Column = { key: Key; header: Bilingual; width: number; max: number; example: Bilingual | string };

/**
 * The template's columns, in order: what the template writes and the import reads, in one place. Headers
 * carry both languages, so a sheet filled in one language imports in the other.
 */
const COLUMNS: Column[] = [
  {
    key: 'name',
    header: { zh: '公司名称（中文，必填）', en: 'Company name (Chinese, required)' },
    width: 30,
    max: EXHIBITOR_NAME_MAX,
    example: '示例：远航纺织有限公司',
  },
  {
    key: 'nameEn',
    header: { zh: '公司名称（英文）', en: 'Company name (English)' },
    width: 30,
    max: EXHIBITOR_NAME_MAX,
    example: 'Example: Yuanhang Textiles',
  },
  { key: 'package', header: { zh: '套餐', en: 'Package' }, width: 12, max: 0, example: '' },
  { key: 'floor', header: { zh: '楼层', en: 'Floor' }, width: 10, max: 0, example: '7F' },
  {
    key: 'boothNumber',
    header: { zh: '展位号', en: 'Booth number' },
    width: 14,
    max: BOOTH_TEXT_MAX,
    example: '7F-B29',
  },
  {
    key: 'boothArea',
    header: { zh: '展位面积（㎡）', en: 'Booth area (m²)' },
    width: 14,
    max: BOOTH_TEXT_MAX,
    example: '36',
  },
  {
    key: 'adminName',
    header: { zh: '管理员姓名（必填）', en: 'Administrator name (required)' },
    width: 20,
    max: ORGANIZER_NAME_MAX,
    example: { zh: '王经理', en: 'Wang Li' },
  },
  {
    key: 'adminEmail',
    header: { zh: '管理员邮箱', en: 'Administrator email' },
    width: 28,
    max: 128,
    example: 'wang@example.com',
  },
  {
    key: 'adminMobile',
    header: { zh: '管理员手机号', en: 'Administrator mobile' },
    width: 16,
    max: 32,
    example: '13800000000',
  },
  {
    key: 'adminPosition',
    header: { zh: '管理员职位', en: 'Administrator position' },
    width: 16,
    max: ORGANIZER_NAME_MAX,
    example: { zh: '总经理', en: 'General manager' },
  },
];

const PACKAGE_LABELS: Record<ExhibitorPackage, Bilingual> = {
  basic: { zh: '基础版', en: 'Basic' },
  upgraded: { zh: '升级版', en: 'Upgraded' },
};
const EXAMPLE = COLUMNS[0]!.example as string;
const ROWS_WITH_LISTS = EXHIBITOR_IMPORT_MAX_ROWS + 1;

const say = (message: Bilingual, lang: LanguageType) => (lang === 'en' ? message.en : message.zh);
const headerText = (c: Column) => `${c.header.zh}\n${c.header.en}`;
const columnOf = (key: Key) => COLUMNS.findIndex((c) => c.key === key);

/** A refusal of the whole file, in both languages (the request's is answered). */
const refused = (message: Bilingual) =>
  new AppError(ResponseCode.BadRequest, undefined, { cn: message.zh, en: message.en });

/**
 * The Excel template: bilingual headers, an example row (the import skips it), lists to pick the
 * package and the floor from, text cells for the mobile (so Excel keeps it as typed) and a sheet of
 * notes.
 */
export async function exhibitorImportTemplate(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
): Promise<FileResult> {
  await requirePermission(app, session, 'manageExhibitors');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'OpenFair';
  const sheet = wb.addWorksheet(lang === 'en' ? 'Exhibitors' : '展商', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.width, header: headerText(c) }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'middle' };
  head.height = 36;
  sheet.addRow(
    Object.fromEntries(
      COLUMNS.map((c) => {
        if (c.key === 'package') return [c.key, say(PACKAGE_LABELS.basic, lang)];
        return [c.key, typeof c.example === 'string' ? c.example : say(c.example, lang)];
      }),
    ),
  ).font = { italic: true, color: { argb: 'FF777777' } };

  const listOf = (values: readonly string[]) => `"${values.join(',')}"`;
  const lists: Partial<Record<Key, readonly string[]>> = {
    package: ExhibitorPackages.map((p) => say(PACKAGE_LABELS[p], lang)),
    floor: Floors,
  };
  COLUMNS.forEach((c, index) => {
    const column = sheet.getColumn(index + 1);
    const ref = `${column.letter}2:${column.letter}${ROWS_WITH_LISTS}`;
    const list = lists[c.key];
    if (list)
      rangeValidations(sheet).add(ref, {
        type: 'list',
        allowBlank: true,
        formulae: [listOf(list)],
        showErrorMessage: true,
      });
    // Text, not numbers: a mobile or a booth typed as digits stays as typed (no 1.38E+10).
    if (c.key === 'adminMobile' || c.key === 'boothNumber' || c.key === 'boothArea') column.numFmt = '@';
  });

  const lines: Bilingual[] = [
    {
      zh: '每行一个展商及其第一位管理员，从第 3 行开始填写；第 2 行是示例，导入时会跳过。',
      en: 'One exhibitor and its first administrator per row, from row 3; row 2 is an example the import skips.',
    },
    {
      zh: '“公司名称（中文）”和“管理员姓名”必填；管理员邮箱和手机号至少填写一项，用于登录。',
      en: '"Company name (Chinese)" and "Administrator name" are required; give the administrator\'s email or mobile (or both): they log in with it.',
    },
    {
      zh: '套餐和楼层请从下拉列表中选择；套餐不填则为基础版。',
      en: 'Pick the package and the floor from their lists; an empty package means Basic.',
    },
    {
      zh: '同一邮箱或手机号在文件中只能出现一次，且不能已有账号。',
      en: 'An email or mobile may appear only once in the file, and must not belong to an account already.',
    },
    {
      zh: `一次最多 ${EXHIBITOR_IMPORT_MAX_ROWS} 行，文件不超过 ${formatByteLimit(EXHIBITOR_IMPORT_MAX_BYTES)}。`,
      en: `At most ${EXHIBITOR_IMPORT_MAX_ROWS} rows and ${formatByteLimit(EXHIBITOR_IMPORT_MAX_BYTES)} per file.`,
    },
    {
      zh: '有误的行不会导入，导入报告会列出行号和原因；其余行一并导入。每位管理员的初始密码只在导入结果中显示一次，请当场下载保存。',
      en: "Rows with errors are left out and listed with their row number and reason; the other rows are imported together. Each administrator's initial password is shown only once, in the import's result: download it there.",
    },
  ];
  addNotesSheet(wb, lang === 'en' ? 'Notes' : '说明', lines);

  const data = Buffer.from(await wb.xlsx.writeBuffer());
  return {
    data,
    contentType: XLSX_TYPE,
    filename: {
      ascii: 'openfair-exhibitors-template.xlsx',
      local: lang === 'en' ? 'exhibitors-template.xlsx' : '展商导入模板.xlsx',
    },
  };
}

const norm = (s: string) => s.trim().toLowerCase();

type Row = {
  row: number;
  /** what the row creates; null when it has problems */
  input: NewExhibitor | null;
  problems: string[];
  /** the normalised email and mobile when well formed ('' if not), to find repeats and existing accounts */
  email: string;
  mobile: string;
};

/**
 * One row of the sheet → the exhibitor it describes, or what is wrong with it (in the request's
 * language). Lists accept either language's label; every bound is the create form's.
 */
function readRow(r: number, cells: string[], lang: LanguageType): Row {
  const problems: string[] = [];
  const text = (key: Key) => cells[columnOf(key)] ?? '';
  const bad = (key: Key, why: Bilingual) =>
    problems.push(`${say(COLUMNS[columnOf(key)]!.header, lang)}: ${say(why, lang)}`);

  for (const c of COLUMNS) {
    const value = text(c.key);
    if (c.max > 0 && Array.from(value).length > c.max) bad(c.key, fillMessage(M.tooLong, { max: c.max }));
  }
  if (!text('name')) bad('name', M.required);
  if (!text('adminName')) bad('adminName', M.required);

  let pkg: ExhibitorPackage = 'basic';
  if (text('package')) {
    const v = norm(text('package'));
    const found = ExhibitorPackages.find(
      (p) => v === p || v === norm(PACKAGE_LABELS[p].zh) || v === norm(PACKAGE_LABELS[p].en),
    );
    if (found) pkg = found;
    else bad('package', M.chooseFromList);
  }
  let floor: (typeof Floors)[number] | '' = '';
  if (text('floor')) {
    const found = Floors.find((f) => norm(f) === norm(text('floor')));
    if (found) floor = found;
    else bad('floor', M.chooseFromList);
  }

  const email = text('adminEmail') ? normaliseEmail(text('adminEmail').replace(/^mailto:/i, '')) : '';
  const mobile = text('adminMobile') ? normaliseMobile(text('adminMobile')) : '';
  const emailOk = email !== '' && matchesPattern('email', email);
  const mobileOk = mobile !== '' && matchesPattern('chineseMobile', mobile);
  if (!email && !mobile) problems.push(say(M.emailOrMobile, lang));
  if (email && !emailOk) bad('adminEmail', M.badEmail);
  if (mobile && !mobileOk) bad('adminMobile', M.badMobile);

  const logins = { row: r, problems, email: emailOk ? email : '', mobile: mobileOk ? mobile : '' };
  if (problems.length > 0) return { ...logins, input: null };
  return {
    ...logins,
    input: {
      name: text('name'),
      nameEn: text('nameEn'),
      package: pkg,
      floor,
      boothNumber: text('boothNumber'),
      boothArea: text('boothArea'),
      admin: { name: text('adminName'), email, mobile, position: text('adminPosition') },
    },
  };
}

const loadSheet = (file: Buffer) =>
  loadTemplateSheet(
    file,
    COLUMNS.map((c) => c.header),
  );

/** Which of these emails and mobiles already belong to an account: one query for the whole file. */
async function takenLogins(db: Db, emails: string[], mobiles: string[]) {
  const taken = { emails: new Set<string>(), mobiles: new Set<string>() };
  if (emails.length === 0 && mobiles.length === 0) return taken;
  const rows = await db
    .select({ email: userAccounts.email, mobile: userAccounts.mobile })
    .from(userAccounts)
    .where(
      or(
        emails.length > 0 ? inArray(sql`lower(${userAccounts.email})`, emails) : undefined,
        mobiles.length > 0 ? inArray(userAccounts.mobile, mobiles) : undefined,
      ),
    );
  for (const r of rows) {
    if (r.email) taken.emails.add(r.email.toLowerCase());
    if (r.mobile) taken.mobiles.add(r.mobile);
  }
  return taken;
}

// Hashes at once: argon2 runs on libuv's thread pool (4 threads), which also reads files for every
// other request; an import of 500 rows must not take all of it for the seconds its hashing lasts.
const HASHING_AT_ONCE = 2;

/**
 * The administrators' initial passwords with their hashes, made before the transaction (about 15 ms of
 * hashing each), so that the transaction holds only the writes.
 */
async function preparePasswords(n: number): Promise<PreparedPassword[]> {
  const out: PreparedPassword[] = [];
  while (out.length < n) {
    const batch = Math.min(HASHING_AT_ONCE, n - out.length);
    out.push(...(await Promise.all(Array.from({ length: batch }, () => prepareInitialPassword()))));
  }
  return out;
}

/**
 * Imports a filled template: every good row becomes an exhibitor with its first administrator (all in
 * one transaction, each the way `createExhibitor` makes one, audited), every bad row is reported with
 * its number and problems. An email or mobile twice in the file, or one that already has an account, is
 * a problem of its row. A file that is not the template, too large or too long is refused as a whole
 * and nothing is imported; so is everything when the transaction fails.
 */
export async function importExhibitors(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  readUpload: (maxBytes: number) => Promise<Buffer | 'tooLarge' | null>,
  checkOnly = false,
): Promise<ExhibitorImportReport> {
  const actor = await requirePermission(app, session, 'manageExhibitors');
  const file = await readUpload(EXHIBITOR_IMPORT_MAX_BYTES);
  if (file === null) throw refused(mediaMessages.noFile);
  if (file === 'tooLarge')
    throw refused(fillMessage(M.tooLarge, { max: formatByteLimit(EXHIBITOR_IMPORT_MAX_BYTES) }));
  const sheet = await loadSheet(file);
  if (!sheet) throw refused(M.notTemplate);

  const read: Row[] = [];
  let rows = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = COLUMNS.map((_, index) => cellText(row.getCell(index + 1).value));
    if (cells.every((c) => c === '') || cells[0] === EXAMPLE) continue;
    rows += 1;
    if (rows > EXHIBITOR_IMPORT_MAX_ROWS)
      throw refused(fillMessage(M.tooManyRows, { max: EXHIBITOR_IMPORT_MAX_ROWS }));
    read.push(readRow(r, cells, lang));
  }
  if (rows === 0) throw refused(M.empty);

  // Every well-formed login, also of rows with other problems: the report names all a row's problems.
  const taken = await takenLogins(
    app.db,
    [...new Set(read.map((r) => r.email).filter(Boolean))],
    [...new Set(read.map((r) => r.mobile).filter(Boolean))],
  );
  const header = (key: Key) => say(COLUMNS[columnOf(key)]!.header, lang);
  const firstRowOf = new Map<string, number>();
  const good: { row: number; input: NewExhibitor }[] = [];
  const rejected: ExhibitorImportReport['rejected'] = [];
  for (const entry of read) {
    const problems = [...entry.problems];
    const logins: [Key, string, boolean][] = [
      ['adminEmail', entry.email ? `e:${entry.email}` : '', taken.emails.has(entry.email)],
      ['adminMobile', entry.mobile ? `m:${entry.mobile}` : '', taken.mobiles.has(entry.mobile)],
    ];
    for (const [key, login, exists] of logins) {
      if (!login) continue;
      const first = firstRowOf.get(login);
      if (first !== undefined)
        problems.push(`${header(key)}: ${say(fillMessage(M.repeated, { row: first }), lang)}`);
      else firstRowOf.set(login, entry.row);
      if (exists) problems.push(`${header(key)}: ${say(M.accountExists, lang)}`);
    }
    if (problems.length > 0 || !entry.input) rejected.push({ row: entry.row, problems });
    else good.push({ row: entry.row, input: entry.input });
  }
  if (checkOnly || good.length === 0) return { imported: 0, valid: good.length, rejected, created: [] };

  const prepared = await preparePasswords(good.length);
  const created = await app.db.transaction(async (tx) => {
    const made: ExhibitorImportReport['created'] = [];
    for (const [i, { input }] of good.entries()) {
      const { exhibitor, initialPassword } = await addExhibitor(tx, session.exhibitionId, actor, input, {
        action: 'exhibitor.import',
        prepared: prepared[i],
      });
      made.push({
        exhibitorName: exhibitor.name,
        adminName: input.admin.name,
        adminAccount: input.admin.email || input.admin.mobile,
        initialPassword,
      });
    }
    return made;
  });
  // New exhibitors carry their search vectors already (addExhibitor): one event for the whole batch.
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  return { imported: created.length, valid: good.length, rejected, created };
}
