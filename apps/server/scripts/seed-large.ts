/**
 * `npm run seed:large`: adds 5,000 exhibitors and 100,000 products to the configured fair (EXHIBITION_ID)
 * of the configured database (DATABASE_URL, else PGlite in DATA_DIR), to measure lists and search at
 * the scale the spec expects. Rows are generated from the demo word lists with a fixed seed, inserted
 * in multi-row batches with their search vectors, and flagged as demo data. It refuses to run twice.
 * `npm run seed:large -- --products 1000000` seeds another size (20 products an exhibitor unless
 * `--exhibitors N` says otherwise). Environment knobs for quick trials: SEED_LARGE_EXHIBITORS (5000),
 * SEED_LARGE_PRODUCTS_PER_EXHIBITOR (20).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { applyMigrations, type Db, openDatabase } from '../src/db/client';
import { categories, exhibitions, exhibitors, products } from '../src/db/schema/index';
import { acquireDataDirLock, type DataDirLock } from '../src/lib/data-dir-lock';
import { categoryLabels } from '../src/modules/catalog/catalog.queries';
import { refreshListOrder } from '../src/modules/catalog/list-order.service';
import { refreshExhibitorVectors, searchVectorSql } from '../src/modules/catalog/search-index.service';
import { exhibitorSearchText, productSearchText } from '../src/modules/catalog/search-text';
import { newExhibitorCode } from '../src/modules/registration/index';
import { createRng, type Rng } from '../src/seed/prng';
import {
  CN_BRANDS,
  CN_CITIES,
  DEMO_CATEGORIES,
  type DemoCategory,
  INTL_CITIES,
  PRODUCT_ADJECTIVES,
} from '../src/seed/word-lists';
import { loadSettings } from '../src/settings';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

const EXHIBITORS = intFromEnv('SEED_LARGE_EXHIBITORS', 5000);
const PRODUCTS_PER_EXHIBITOR = intFromEnv('SEED_LARGE_PRODUCTS_PER_EXHIBITOR', 20);
/** Exhibitor codes of this data set start with it: how a second run knows the first one happened. */
const CODE_PREFIX = 'LARGE-';
// Rows per INSERT: each product row binds about 16 parameters, PostgreSQL allows 65,535 per statement.
const PRODUCT_BATCH = 2000;
const EXHIBITOR_BATCH = 1000;
const FLOORS = ['1F', '2F', '3F', '4F'] as const;

const log = (message: string) => process.stderr.write(`${message}\n`);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Digits of the numbers in ids and codes: at least the 100k data set's, more for larger ones. */
const widthFor = (count: number, least: number) => Math.max(least, String(count).length);

async function ensureCategories(db: Db, exhibitionId: string): Promise<DemoCategory[]> {
  const existing = await db
    .select({ key: categories.key })
    .from(categories)
    .where(eq(categories.exhibitionId, exhibitionId));
  const have = new Set(existing.map((c) => c.key));
  const missing = DEMO_CATEGORIES.filter((c) => !have.has(c.key));
  if (missing.length > 0)
    await db.insert(categories).values(
      missing.map((c, i) => ({
        exhibitionId,
        key: c.key,
        name: c.name[0],
        nameEn: c.name[1],
        sort: existing.length + i,
      })),
    );
  return [...DEMO_CATEGORIES];
}

function exhibitorRow(rng: Rng, exhibitionId: string, n: number, width: number, category: DemoCategory) {
  const brand = rng.pick(CN_BRANDS);
  const intl = rng.chance(0.15);
  const city = intl ? rng.pick(INTL_CITIES) : null;
  const cnCity = rng.pick(CN_CITIES);
  const floor = FLOORS[n % FLOORS.length]!;
  return {
    id: `large-exh-${pad(n, width)}`,
    exhibitionId,
    // Numbered for the second-run check; the random part keeps binding codes unguessable.
    code: `${CODE_PREFIX}${pad(n, width)}-${newExhibitorCode()}`,
    name: `${brand[0]}${category.industry[0]}${pad(n, width)}号有限公司`,
    nameEn: `${brand[1]} ${category.industry[1]} No.${n} Co., Ltd.`,
    introduction: `${brand[0]}专注于${category.name[0]}的研发与生产，产品远销海内外。`,
    enIntroduction: `${brand[1]} designs and makes ${category.name[1].toLowerCase()} for buyers at home and abroad.`,
    countryCode: city ? city.countryCode : 'CN',
    city: city ? city.city[0] : cnCity.city[0],
    floor,
    boothNumber: `${floor[0]}${String.fromCharCode(65 + (n % 4))}${pad(n % 1000, 3)}`,
    website: `https://www.${brand[1].toLowerCase().replace(/[^a-z]/g, '')}${n}.example.com`,
    brand: brand[1],
    category: category.key,
    tags: rng.sample(['OEM', 'ODM', '现货', '出口', '定制'], 2),
    isDemo: true,
  };
}

function productRow(
  rng: Rng,
  exhibitionId: string,
  exhibitorId: string,
  brand: string,
  category: DemoCategory,
  n: number,
  width: number,
  k: number,
) {
  const adj = rng.pick(PRODUCT_ADJECTIVES);
  const base = rng.pick(category.products);
  const material = rng.pick(category.materials);
  const sale = category.price[0] + rng.next() * (category.price[1] - category.price[0]);
  const nameZh = `${adj[0]}${base[0]}`;
  const nameEn = adj[1] ? `${adj[1]} ${base[1]}` : base[1];
  return {
    id: `large-prod-${pad(n, width)}`,
    exhibitionId,
    exhibitorId,
    name: nameZh,
    nameEn,
    brand,
    productIntro: `${nameZh}采用${material[0]}，支持定制。`,
    productEnIntro: `This ${nameEn.toLowerCase()} uses ${material[1]}; OEM/ODM welcome.`,
    salePrice: sale.toFixed(2),
    purchasePrice: (sale * 0.7).toFixed(2),
    minOrder: rng.pick(category.minOrders),
    spotTrading: rng.chance(0.5),
    customization: rng.chance(0.6),
    scope: rng.chance(0.1) ? 1 : 0,
    category: category.key,
    tags: rng.sample(['新品', '热销', '环保', 'OEM', '现货'], 2),
    articleNumber: `LG-${pad(n, width)}`,
    sort: k,
    isDemo: true,
    // Spread over the last 90 days so "newest" sorts have something to sort.
    createdAt: new Date(Date.now() - rng.int(0, 90 * 86_400) * 1000),
  };
}

export type SeedLargeOptions = {
  exhibitors?: number;
  productsPerExhibitor?: number;
  /** All products; with it, exhibitors default to one per productsPerExhibitor products. */
  products?: number;
  log?: (message: string) => void;
};

/** The sizes a run seeds: given counts, else the environment's knobs, else 5,000 × 20. */
export function seedLargeSizes(opts: SeedLargeOptions): { exhibitors: number; products: number } {
  const perExhibitor = opts.productsPerExhibitor ?? PRODUCTS_PER_EXHIBITOR;
  if (opts.products !== undefined)
    return {
      exhibitors: opts.exhibitors ?? Math.max(1, Math.ceil(opts.products / perExhibitor)),
      products: opts.products,
    };
  const exhibitorCount = opts.exhibitors ?? EXHIBITORS;
  return { exhibitors: exhibitorCount, products: exhibitorCount * perExhibitor };
}

/** `--products N` and `--exhibitors N` from the command line. */
export function parseSeedLargeArgs(argv: string[]): Pick<SeedLargeOptions, 'products' | 'exhibitors'> {
  const out: Pick<SeedLargeOptions, 'products' | 'exhibitors'> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    if (flag !== '--products' && flag !== '--exhibitors') throw new Error(`unknown argument ${argv[i]}`);
    const raw = inline ?? argv[++i];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 10_000_000)
      throw new Error(`${flag} needs a whole number from 1 to 10,000,000, got ${raw ?? 'nothing'}`);
    out[flag === '--products' ? 'products' : 'exhibitors'] = n;
  }
  return out;
}

/**
 * Adds the large data set to a fair that exists. Returns null (and inserts nothing) when a previous
 * run's exhibitors are already there.
 */
export async function seedLarge(
  db: Db,
  exhibitionId: string,
  opts: SeedLargeOptions = {},
): Promise<{ exhibitors: number; products: number } | null> {
  const sizes = seedLargeSizes(opts);
  const exhibitorCount = sizes.exhibitors;
  const total = sizes.products;
  const perExhibitor = Math.ceil(total / exhibitorCount);
  const say = opts.log ?? log;
  const [done] = await db
    .select({ n: count() })
    .from(exhibitors)
    .where(and(eq(exhibitors.exhibitionId, exhibitionId), like(exhibitors.code, `${CODE_PREFIX}%`)));
  if ((done?.n ?? 0) > 0) {
    say(`Refusing: the fair already holds ${done!.n} exhibitors of a previous seed:large run.`);
    return null;
  }

  const started = performance.now();
  const ms = () => `${Math.round(performance.now() - started)} ms`;
  const cats = await ensureCategories(db, exhibitionId);
  const labels = await categoryLabels(db, exhibitionId);
  const rng = createRng(`seed-large:${exhibitionId}`);
  const exhibitorWidth = widthFor(exhibitorCount, 5);
  const productWidth = widthFor(total, 6);
  const plan = Array.from({ length: exhibitorCount }, (_, i) =>
    exhibitorRow(rng, exhibitionId, i + 1, exhibitorWidth, cats[i % cats.length]!),
  );
  // Each row carries its search vector: one write per row (exhibitors get their products' names after).
  for (let i = 0; i < plan.length; i += EXHIBITOR_BATCH) {
    await db.insert(exhibitors).values(
      plan
        .slice(i, i + EXHIBITOR_BATCH)
        // Products come later: refreshExhibitorVectors adds their names once they are in.
        .map((e) => ({
          ...e,
          searchVector: searchVectorSql(
            exhibitorSearchText({ ...e, categoryLabels: labels.get(e.category) ?? [], productNames: [] }),
          ),
        })),
    );
  }
  say(`  ${plan.length} exhibitors inserted (${ms()})`);

  type ProductRow = ReturnType<typeof productRow>;
  const withVector = (p: ProductRow) => ({
    ...p,
    searchVector: searchVectorSql(productSearchText({ ...p, categoryLabels: labels.get(p.category) ?? [] })),
  });
  let batch: ProductRow[] = [];
  let inserted = 0;
  let n = 0;
  let reported = 0;
  for (const [i, ex] of plan.entries()) {
    const category = cats[i % cats.length]!;
    for (let k = 0; k < perExhibitor && n < total; k++) {
      batch.push(productRow(rng, exhibitionId, ex.id, ex.brand, category, ++n, productWidth, k));
      if (batch.length === PRODUCT_BATCH) {
        await db.insert(products).values(batch.map(withVector));
        inserted += batch.length;
        batch = [];
        // About ten progress lines whatever the size.
        if (inserted - reported >= Math.max(10_000, total / 10)) {
          reported = inserted;
          say(`  ${inserted} / ${total} products (${ms()})`);
        }
      }
    }
  }
  if (batch.length > 0) {
    await db.insert(products).values(batch.map(withVector));
    inserted += batch.length;
  }
  // An exhibitor's vector holds its products' names; the default list takes exhibitors in turn.
  await refreshExhibitorVectors(db, exhibitionId);
  await refreshListOrder(db, exhibitionId);
  // Fresh statistics so the planner sees the new size at once.
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE exhibitors`);
  say(`  ${inserted} products inserted with their search vectors (${ms()})`);
  return { exhibitors: plan.length, products: inserted };
}

async function main() {
  const sizes = parseSeedLargeArgs(process.argv.slice(2));
  const settings = loadSettings(process.env);
  let lock: DataDirLock | null = null;
  // PGlite must be the data directory's only user: stop the server first.
  if (!settings.databaseUrl) lock = acquireDataDirLock(settings.dataDir);
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const { db } = database;
  const exhibitionId = settings.exhibitionId;
  try {
    await applyMigrations(database);
    log(`seed:large → ${database.kind}, fair ${exhibitionId}`);
    const [fair] = await db
      .select({ id: exhibitions.id })
      .from(exhibitions)
      .where(eq(exhibitions.id, exhibitionId));
    if (!fair) {
      log(
        `The fair ${exhibitionId} does not exist. Start the server once (it creates the demo fair), then retry.`,
      );
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const added = await seedLarge(db, exhibitionId, sizes);
    if (!added) {
      process.exitCode = 1;
      return;
    }
    const [all] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.exhibitionId, exhibitionId));
    log(
      `seed:large done in ${Math.round((performance.now() - started) / 1000)} s: ` +
        `${added.exhibitors} exhibitors and ${added.products} products added; the fair now has ${all?.n ?? 0} products.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

// Run only as a script: the catalog bench imports seedLarge.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((e) => {
    log(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exit(1);
  });
