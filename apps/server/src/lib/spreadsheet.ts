import type { Bilingual } from '@openfair/contract';
import ExcelJS from 'exceljs';

/** What the import templates are sent as. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs keeps range validations on the sheet (one rule for a whole column), not in its typings. */
export const rangeValidations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;

/** A cell's value as text, whatever Excel stored (numbers, rich text, formulas, links, dates). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    // A hyperlink cell (an email Excel turned into a mailto: link) shows its text.
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  }
  return '';
}

/**
 * The first visible sheet of an uploaded template, or null when the file is not an .xlsx or its first
 * row does not name the template's columns in order (each header may be in either language).
 */
export async function loadTemplateSheet(
  file: Buffer,
  headers: readonly Bilingual[],
): Promise<ExcelJS.Worksheet | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = wb.worksheets.find((s) => s.state === 'visible') ?? null;
  if (!sheet) return null;
  const head = sheet.getRow(1);
  const matches = headers.every((header, index) => {
    const text = cellText(head.getCell(index + 1).value);
    return text.includes(header.zh) || text.includes(header.en);
  });
  return matches ? sheet : null;
}

/** A template's notes sheet: one wrapped line per note, each in both languages. */
export function addNotesSheet(wb: ExcelJS.Workbook, title: string, lines: readonly Bilingual[]): void {
  const notes = wb.addWorksheet(title);
  notes.getColumn(1).width = 100;
  lines.forEach((line, i) => {
    notes.getCell(i + 1, 1).value = `${line.zh}\n${line.en}`;
    notes.getCell(i + 1, 1).alignment = { wrapText: true };
  });
}

/** "2026-05-01 14:30" in Beijing time (UTC+8, no daylight saving), whatever the server's zone. */
export const beijingMinute = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A column of a report: its key in the rows, its width, its header in both languages, and for a number
 * column the cell format (a spreadsheet then sums and sorts it as a number).
 */
export type ReportColumn = { key: string; width: number; header: Bilingual; numFmt?: string };

/**
 * A one-sheet report (exports of back-office lists): a bold header row in the request's language, then
 * the rows; numbers stay numbers, null is an empty cell.
 */
export async function buildReport(
  columns: readonly ReportColumn[],
  lang: 'cn' | 'en',
  sheetName: string,
  rows: readonly Record<string, string | number | null>[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: c.width,
    header: lang === 'en' ? c.header.en : c.header.zh,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
