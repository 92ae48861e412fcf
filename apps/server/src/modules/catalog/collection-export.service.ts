import { type LanguageType, RESTRICTED_PRODUCT_NAME } from '@openfair/contract';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FileResult } from '../../core/route';
import { productAccess } from '../../core/visibility';
import { collections, exhibitors, products } from '../../db/schema/index';
import { pick } from '../../lib/i18n-text';
import { countryList } from '../area/index';
import type { CatalogContext } from './catalog-context';
import type { CollectionOwner } from './collection.service';
import { productFlags } from './viewer-flags.queries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A bound on one export keeps a runaway account from building a huge workbook in memory.
const EXPORT_LIMIT = 10_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** "2026-05-01 14:30" in Beijing time (UTC+8, no daylight saving), whatever the server's zone. */
export const beijingTime = (d: Date) =>
  new Date(d.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const booth = (floor: string, number: string) => [floor, number].filter(Boolean).join(' ');

/**
 * A column of an export: its key in the rows, its width, its header in both languages, and for a number
 * column the cell format (a spreadsheet then sums and sorts it as a number).
 */
type Column = { key: string; width: number; header: Record<LanguageType, string>; numFmt?: string };

/**
 * Yuan with two decimals, as the product cards show prices (¥ is the yen sign too, which the fair's
 * visitors read as yuan); negative amounts do not occur.
 */
export const PRICE_FORMAT = '"¥"#,##0.00';

const COLLECTED_AT: Column = {
  key: 'collectedAt',
  width: 22,
  header: { cn: '收藏时间（北京时间）', en: 'Collected at (Beijing time)' },
};

const PRODUCT_COLUMNS: Column[] = [
  { key: 'name', width: 32, header: { cn: '产品名称', en: 'Product' } },
  { key: 'exhibitor', width: 32, header: { cn: '展商', en: 'Exhibitor' } },
  { key: 'booth', width: 14, header: { cn: '展位', en: 'Booth' } },
  { key: 'price', width: 14, header: { cn: '价格', en: 'Price' }, numFmt: PRICE_FORMAT },
  { key: 'minOrder', width: 10, header: { cn: '起订量', en: 'Min. order' } },
  COLLECTED_AT,
];

const ACTOR_COLUMNS: Column[] = [
  { key: 'name', width: 36, header: { cn: '展商名称', en: 'Exhibitor' } },
  { key: 'country', width: 16, header: { cn: '国家/地区', en: 'Country/Region' } },
  { key: 'floor', width: 8, header: { cn: '楼层', en: 'Floor' } },
  { key: 'booth', width: 12, header: { cn: '展位号', en: 'Booth' } },
  { key: 'website', width: 32, header: { cn: '网站', en: 'Website' } },
  COLLECTED_AT,
];

async function workbook(
  columns: Column[],
  lang: LanguageType,
  sheetName: string,
  rows: Record<string, string | number | null>[],
) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'OpenFair';
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: c.width,
    header: c.header[lang],
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const ownerWhere = (o: CollectionOwner, subjectType: 'ACTOR' | 'PRODUCT') =>
  and(
    eq(collections.exhibitionId, o.exhibitionId),
    eq(collections.userAccountId, o.userAccountId),
    eq(collections.subjectType, subjectType),
  );

/**
 * The caller's favourite products, newest first, as an xlsx workbook with headers in `lang`. A product the
 * caller may no longer open is a row without its name, price or terms, as on the favourites page.
 */
export async function exportProductCollections(cc: CatalogContext, o: CollectionOwner, lang: LanguageType) {
  const rows = await cc.db
    .select({
      scope: products.scope,
      exhibitorId: products.exhibitorId,
      name: products.name,
      nameEn: products.nameEn,
      salePrice: products.salePrice,
      minOrder: products.minOrder,
      exhibitorName: exhibitors.name,
      exhibitorNameEn: exhibitors.nameEn,
      floor: exhibitors.floor,
      boothNumber: exhibitors.boothNumber,
      createdAt: collections.createdAt,
    })
    .from(collections)
    .innerJoin(
      products,
      and(eq(products.id, collections.subjectId), eq(products.exhibitionId, o.exhibitionId)),
    )
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(ownerWhere(o, 'PRODUCT'))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(EXPORT_LIMIT);
  const { pool } = await productFlags(cc, {
    productIds: [],
    restrictedOwnerIds: rows.filter((r) => r.scope === 1).map((r) => r.exhibitorId),
  });
  return workbook(
    PRODUCT_COLUMNS,
    lang,
    lang === 'en' ? 'Products' : '收藏的产品',
    rows.map((r) => {
      const open = productAccess(cc.viewer, r, pool) === 'open';
      return {
        name: open ? pick(r.name, r.nameEn, lang) : RESTRICTED_PRODUCT_NAME[lang],
        exhibitor: pick(r.exhibitorName, r.exhibitorNameEn, lang),
        booth: booth(r.floor, r.boothNumber),
        // A number cell (the column's format shows the currency); no price, or a hidden one, is an empty cell.
        price: open && r.salePrice !== null ? Number(r.salePrice) : null,
        minOrder: open ? r.minOrder : '',
        collectedAt: beijingTime(r.createdAt),
      };
    }),
  );
}

/** The caller's favourite exhibitors, newest first, as an xlsx workbook with headers in `lang`. */
export async function exportExhibitorCollections(cc: CatalogContext, o: CollectionOwner, lang: LanguageType) {
  const rows = await cc.db
    .select({
      name: exhibitors.name,
      nameEn: exhibitors.nameEn,
      countryCode: exhibitors.countryCode,
      floor: exhibitors.floor,
      boothNumber: exhibitors.boothNumber,
      website: exhibitors.website,
      createdAt: collections.createdAt,
    })
    .from(collections)
    .innerJoin(
      exhibitors,
      and(eq(exhibitors.id, collections.subjectId), eq(exhibitors.exhibitionId, o.exhibitionId)),
    )
    .where(ownerWhere(o, 'ACTOR'))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(EXPORT_LIMIT);
  const countries = new Map(countryList(lang).map((c) => [c.id, c.name]));
  return workbook(
    ACTOR_COLUMNS,
    lang,
    lang === 'en' ? 'Exhibitors' : '收藏的展商',
    rows.map((r) => ({
      name: pick(r.name, r.nameEn, lang),
      country: countries.get(r.countryCode) ?? r.countryCode,
      floor: r.floor,
      booth: r.boothNumber,
      website: r.website,
      collectedAt: beijingTime(r.createdAt),
    })),
  );
}

const EXPORT_NAMES = {
  PRODUCT: { ascii: 'favourite-products', cn: '收藏的产品', build: exportProductCollections },
  ACTOR: { ascii: 'favourite-exhibitors', cn: '收藏的展商', build: exportExhibitorCollections },
} as const;

/** The download of one kind of favourites, named with today's date in Beijing time. */
export async function favouritesFile(
  cc: CatalogContext,
  o: CollectionOwner,
  kind: keyof typeof EXPORT_NAMES,
  lang: LanguageType,
): Promise<FileResult> {
  const { ascii, cn, build } = EXPORT_NAMES[kind];
  const stamp = beijingTime(new Date()).slice(0, 10).replaceAll('-', '');
  return {
    data: await build(cc, o, lang),
    contentType: XLSX_TYPE,
    filename: { ascii: `${ascii}-${stamp}.xlsx`, local: `${lang === 'en' ? ascii : cn}-${stamp}.xlsx` },
  };
}
