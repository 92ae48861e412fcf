import {
  type Bilingual,
  EXHIBIT_IMPORT_MAX_BYTES,
  EXHIBIT_IMPORT_MAX_ROWS,
  type ExhibitInputData,
  type ExhibitScope,
  ExhibitScopes,
  exhibitInputSchema,
  exhibitMessages,
  fillMessage,
  formatByteLimit,
  type ImportReport,
  type LanguageType,
  mediaMessages,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { FileResult } from '../../core/route';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import {
  addNotesSheet,
  cellText,
  loadTemplateSheet,
  rangeValidations,
  XLSX_TYPE,
} from '../../lib/spreadsheet';
import { companyOf, refused } from './company-media';
import { exhibitFields, placeAt, published } from './exhibits.service';

type Kind = 'text' | 'longText' | 'int' | 'price' | 'yesNo' | 'scope' | 'category' | 'tags';
type Column = {
  key: keyof ExhibitInputData;
  kind: Kind;
  header: Bilingual;
  width: number;
  example: string | number;
};

/**
 * The template's columns, in order: what the template writes and the import reads, in one place. Headers
 * carry both languages, so a sheet filled in one language imports in the other.
 */
const COLUMNS: Column[] = [
  {
    key: 'name',
    kind: 'text',
    header: { zh: '名称（中文，必填）', en: 'Name (Chinese, required)' },
    width: 28,
    example: '示例：防水蓝牙音箱',
  },
  {
    key: 'nameEn',
    kind: 'text',
    header: { zh: '名称（英文）', en: 'Name (English)' },
    width: 28,
    example: 'Example: waterproof speaker',
  },
  { key: 'brand', kind: 'text', header: { zh: '品牌', en: 'Brand' }, width: 14, example: 'OpenFair' },
  {
    key: 'articleNumber',
    kind: 'text',
    header: { zh: '货号', en: 'Article number' },
    width: 14,
    example: 'EX-0001',
  },
  { key: 'category', kind: 'category', header: { zh: '类别', en: 'Category' }, width: 22, example: '' },
  { key: 'scope', kind: 'scope', header: { zh: '可见范围', en: 'Who can see it' }, width: 24, example: '' },
  { key: 'sort', kind: 'int', header: { zh: '排序号', en: 'Sort number' }, width: 10, example: '' },
  {
    key: 'minOrder',
    kind: 'int',
    header: { zh: '最小起订量', en: 'Minimum order' },
    width: 12,
    example: 100,
  },
  {
    key: 'salePrice',
    kind: 'price',
    header: { zh: '销售价（元）', en: 'Sale price (CNY)' },
    width: 14,
    example: 59.9,
  },
  {
    key: 'purchasePrice',
    kind: 'price',
    header: { zh: '采购价（元）', en: 'Purchase price (CNY)' },
    width: 14,
    example: 42,
  },
  { key: 'spotTrading', kind: 'yesNo', header: { zh: '现货交易', en: 'In stock' }, width: 10, example: '' },
  {
    key: 'customization',
    kind: 'yesNo',
    header: { zh: '支持定制', en: 'Customisation' },
    width: 12,
    example: '',
  },
  {
    key: 'identification',
    kind: 'text',
    header: { zh: '认证标识', en: 'Certifications' },
    width: 16,
    example: 'CE, FCC',
  },
  {
    key: 'tags',
    kind: 'tags',
    header: { zh: '标签（逗号分隔）', en: 'Tags (comma separated)' },
    width: 20,
    example: 'OEM, 新品',
  },
  {
    key: 'productIntro',
    kind: 'longText',
    header: { zh: '介绍（中文）', en: 'Description (Chinese)' },
    width: 40,
    example: '防水等级 IPX7，续航 12 小时。',
  },
  {
    key: 'productEnIntro',
    kind: 'longText',
    header: { zh: '介绍（英文）', en: 'Description (English)' },
    width: 40,
    example: 'IPX7 waterproof, 12 hours of play.',
  },
];

const headerText = (c: Column) => `${c.header.zh}\n${c.header.en}`;
const SCOPE_LABELS: Record<ExhibitScope, Bilingual> = {
  0: { zh: '所有采购商', en: 'All buyers' },
  1: { zh: '仅客户池', en: 'Client pool only' },
  2: { zh: '仅预登记观众', en: 'Pre-registered visitors only' },
};
const YES: Bilingual = { zh: '是', en: 'Yes' };
const NO: Bilingual = { zh: '否', en: 'No' };
const ROWS_WITH_LISTS = EXHIBIT_IMPORT_MAX_ROWS + 1;

const say = (message: Bilingual, lang: LanguageType) => (lang === 'en' ? message.en : message.zh);

async function fairCategories(db: Db, exhibitionId: string) {
  return db
    .select({ key: categories.key, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.exhibitionId, exhibitionId))
    .orderBy(categories.sort, categories.key);
}

/**
 * The Excel template: bilingual headers, an example row (the import skips it), lists to pick the
 * category, visibility and yes/no from, number checks, and a sheet of notes.
 */
export async function importTemplate(db: Db, exhibitionId: string, lang: LanguageType): Promise<FileResult> {
  const cats = await fairCategories(db, exhibitionId);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'OpenFair';
  const sheet = wb.addWorksheet(lang === 'en' ? 'Exhibits' : '展品', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const lists = wb.addWorksheet('lists', { state: 'veryHidden' });
  cats.forEach((c, i) => {
    lists.getCell(i + 1, 1).value = lang === 'en' ? c.nameEn || c.name : c.name;
  });
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.width, header: headerText(c) }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'middle' };
  head.height = 36;
  sheet.addRow(
    Object.fromEntries(
      COLUMNS.map((c) => {
        if (c.kind === 'category') return [c.key, lists.getCell(1, 1).value ?? ''];
        if (c.kind === 'scope') return [c.key, say(SCOPE_LABELS[0], lang)];
        if (c.kind === 'yesNo') return [c.key, say(YES, lang)];
        return [c.key, c.example];
      }),
    ),
  ).font = { italic: true, color: { argb: 'FF777777' } };

  const listOf = (values: string[]) => `"${values.join(',')}"`;
  COLUMNS.forEach((c, index) => {
    const letter = sheet.getColumn(index + 1).letter;
    const ref = `${letter}2:${letter}${ROWS_WITH_LISTS}`;
    let validation: ExcelJS.DataValidation | null = null;
    if (c.kind === 'category' && cats.length > 0)
      validation = { type: 'list', allowBlank: true, formulae: [`lists!$A$1:$A$${cats.length}`] };
    if (c.kind === 'scope')
      validation = {
        type: 'list',
        allowBlank: true,
        formulae: [listOf(ExhibitScopes.map((s) => say(SCOPE_LABELS[s], lang)))],
      };
    if (c.kind === 'yesNo')
      validation = { type: 'list', allowBlank: true, formulae: [listOf([say(YES, lang), say(NO, lang)])] };
    if (c.kind === 'int')
      validation = {
        type: 'whole',
        operator: 'between',
        allowBlank: true,
        formulae: [1, 99_999_999],
        showErrorMessage: true,
      };
    if (c.kind === 'price')
      validation = {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [0, 9_999_999_999],
        showErrorMessage: true,
      };
    if (validation) rangeValidations(sheet).add(ref, validation);
  });

  const lines: Bilingual[] = [
    {
      zh: '每行一件展品，从第 3 行开始填写；第 2 行是示例，导入时会跳过。',
      en: 'One exhibit per row, from row 3; row 2 is an example the import skips.',
    },
    {
      zh: '“名称（中文）”必填；类别、可见范围、现货交易和支持定制请从下拉列表中选择。',
      en: '"Name (Chinese)" is required; pick category, visibility, in stock and customisation from their lists.',
    },
    {
      zh: '排序号：已被占用时，该序号及其后的展品依次后移；不填则排在最后。',
      en: 'Sort number: when taken, that exhibit and those after it move up by one; empty puts the exhibit last.',
    },
    {
      zh: `一次最多 ${EXHIBIT_IMPORT_MAX_ROWS} 行，文件不超过 ${formatByteLimit(EXHIBIT_IMPORT_MAX_BYTES)}。图片和视频请导入后在展品编辑页上传。`,
      en: `At most ${EXHIBIT_IMPORT_MAX_ROWS} rows and ${formatByteLimit(EXHIBIT_IMPORT_MAX_BYTES)} per file. Add pictures and videos on each exhibit's edit page after the import.`,
    },
    {
      zh: '有误的行不会导入，导入报告会列出行号和原因；其余行一并导入。',
      en: 'Rows with errors are left out and listed with their row number and reason; the other rows are imported together.',
    },
  ];
  addNotesSheet(wb, lang === 'en' ? 'Notes' : '说明', lines);

  const data = Buffer.from(await wb.xlsx.writeBuffer());
  return {
    data,
    contentType: XLSX_TYPE,
    filename: {
      ascii: 'openfair-exhibits-template.xlsx',
      local: lang === 'en' ? 'exhibits-template.xlsx' : '展品导入模板.xlsx',
    },
  };
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * One row of the sheet → the exhibit it describes, or what is wrong with it (in the request's language).
 * Lists accept either language's label; the schema then checks every bound the back office form has.
 */
function readRow(
  cells: string[],
  categoryKeys: Map<string, string>,
  lang: LanguageType,
): { input: ExhibitInputData } | { problems: string[] } {
  const problems: string[] = [];
  const raw: Record<string, unknown> = {};
  COLUMNS.forEach((c, index) => {
    const text = cells[index] ?? '';
    const bad = (why: Bilingual) => problems.push(`${say(c.header, lang)}: ${say(why, lang)}`);
    if (text === '') return;
    switch (c.kind) {
      case 'int':
      case 'price': {
        const n = Number(text.replace(/[,¥￥\s]/g, ''));
        if (!Number.isFinite(n)) bad({ zh: '请填写数字', en: 'must be a number' });
        else raw[c.key] = c.kind === 'price' ? Math.round(n * 100) / 100 : n;
        break;
      }
      case 'yesNo': {
        const v = norm(text);
        if (['是', 'yes', 'y', 'true', '1'].includes(v)) raw[c.key] = true;
        else if (['否', 'no', 'n', 'false', '0'].includes(v)) raw[c.key] = false;
        else bad({ zh: '请填写“是”或“否”', en: 'must be Yes or No' });
        break;
      }
      case 'scope': {
        const v = norm(text);
        const scope = ExhibitScopes.find(
          (s) => v === String(s) || v === norm(SCOPE_LABELS[s].zh) || v === norm(SCOPE_LABELS[s].en),
        );
        if (scope === undefined) bad({ zh: '请从列表中选择', en: 'choose one of the list' });
        else raw[c.key] = scope;
        break;
      }
      case 'category': {
        const key = categoryKeys.get(norm(text));
        if (!key) bad(exhibitMessages.unknownCategory);
        else raw[c.key] = key;
        break;
      }
      case 'tags':
        raw[c.key] = text
          .split(/[,，;；]/)
          .map((t) => t.trim())
          .filter(Boolean);
        break;
      default:
        raw[c.key] = text;
    }
  });
  if (!raw.name)
    problems.unshift(`${say(COLUMNS[0]!.header, lang)}: ${say({ zh: '必填', en: 'is required' }, lang)}`);
  if (problems.length > 0) return { problems };
  const parsed = exhibitInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMNS.find((c) => c.key === issue.path[0]);
      const name = column ? say(column.header, lang) : String(issue.path[0] ?? '');
      const detail =
        issue.code === 'too_big'
          ? say(
              {
                zh: `超出上限（${String(issue.maximum)}）`,
                en: `is over the limit (${String(issue.maximum)})`,
              },
              lang,
            )
          : issue.code === 'too_small'
            ? say(
                {
                  zh: `低于下限（${String(issue.minimum)}）`,
                  en: `is under the limit (${String(issue.minimum)})`,
                },
                lang,
              )
            : say({ zh: '格式不正确', en: 'is not valid' }, lang);
      problems.push(`${name}: ${detail}`);
    }
    return { problems };
  }
  return { input: parsed.data };
}

const loadSheet = (file: Buffer) =>
  loadTemplateSheet(
    file,
    COLUMNS.map((c) => c.header),
  );

/**
 * Imports a filled template: every good row becomes an exhibit (all in one transaction, the ordering
 * rule applied row by row), every bad row is reported with its number and problems. A file that is not
 * the template, too large or too long is refused as a whole and nothing is imported.
 */
export async function importExhibits(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  readUpload: (maxBytes: number) => Promise<Buffer | 'tooLarge' | null>,
  checkOnly = false,
): Promise<ImportReport> {
  const exhibitorId = companyOf(session);
  const file = await readUpload(EXHIBIT_IMPORT_MAX_BYTES);
  if (file === null) throw refused(mediaMessages.noFile);
  if (file === 'tooLarge')
    throw refused(
      fillMessage(exhibitMessages.importTooLarge, { max: formatByteLimit(EXHIBIT_IMPORT_MAX_BYTES) }),
    );
  const sheet = await loadSheet(file);
  if (!sheet) throw refused(exhibitMessages.importNotTemplate);

  const cats = await fairCategories(app.db, session.exhibitionId);
  const categoryKeys = new Map<string, string>();
  for (const c of cats)
    for (const label of [c.key, c.name, c.nameEn]) if (label) categoryKeys.set(norm(label), c.key);
  const example = String(COLUMNS[0]!.example);

  const good: { row: number; input: ExhibitInputData }[] = [];
  const rejected: ImportReport['rejected'] = [];
  let rows = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = COLUMNS.map((_, index) => cellText(row.getCell(index + 1).value));
    if (cells.every((c) => c === '') || cells[0] === example) continue;
    rows += 1;
    if (rows > EXHIBIT_IMPORT_MAX_ROWS)
      throw refused(fillMessage(exhibitMessages.importTooManyRows, { max: EXHIBIT_IMPORT_MAX_ROWS }));
    const result = readRow(cells, categoryKeys, lang);
    if ('input' in result) good.push({ row: r, input: result.input });
    else rejected.push({ row: r, problems: result.problems });
  }
  if (rows === 0) throw refused(exhibitMessages.importEmpty);
  if (checkOnly) return { imported: 0, valid: good.length, rejected };

  const ids = await app.db.transaction(async (tx) => {
    const created: string[] = [];
    for (const { input } of good) {
      const sort = await placeAt(tx, exhibitorId, null, input.sort);
      const [inserted] = await tx
        .insert(products)
        .values({ exhibitionId: session.exhibitionId, exhibitorId, ...exhibitFields(input), sort })
        .returning({ id: products.id });
      created.push(inserted!.id);
    }
    return created;
  });
  if (ids.length > 0) await published(app, session.exhibitionId, exhibitorId, ids);
  return { imported: ids.length, valid: good.length, rejected };
}
