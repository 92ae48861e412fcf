/** What the catalog bench and the profiler share: the data set, the calls, and the product to open. */
import { CatalogPaths, type CommonFields } from '@openfair/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { seedLarge } from '../scripts/seed-large';
import type { Database, Db } from '../src/db/client';
import { products } from '../src/db/schema/index';
import type { Settings } from '../src/settings';
import { commonFields, type Endpoint, log, seedDemo } from './harness';

/** The demo data, then (when `large`) the large data set of `npm run seed:large`. */
export async function prepareCatalog(
  database: Database,
  settings: Settings,
  dataDir: string,
  large: boolean,
) {
  await seedDemo(database, settings, dataDir);
  if (!large) return;
  const started = performance.now();
  await seedLarge(database.db, settings.exhibitionId, { log: (m) => log(`  ${database.kind}: ${m.trim()}`) });
  log(`  ${database.kind}: large data seeded in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** How many products the fair holds. */
export async function productCount(db: Db, exhibitionId: string): Promise<number> {
  const [n] = await db.select({ n: count() }).from(products).where(eq(products.exhibitionId, exhibitionId));
  return n?.n ?? 0;
}

/** A public product from the middle of the set, so the detail call is not served by the first page. */
export async function middleProduct(db: Db, exhibitionId: string, productCount: number): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.exhibitionId, exhibitionId), eq(products.scope, 0)))
    .orderBy(asc(products.id))
    .offset(Math.floor(productCount / 2))
    .limit(1);
  if (!product) throw new Error('no public product to open');
  return product.id;
}

/** The baseline and the catalog calls, made as the demo visitor. */
export function catalogEndpoints(
  settings: Settings,
  token: string,
  subjectType: string,
  productId: string,
): Endpoint[] {
  const common = commonFields(settings, subjectType as CommonFields['subjectType']);
  const post = (name: string, p: string, body: Record<string, unknown>): Endpoint => ({
    name,
    request: {
      method: 'POST',
      path: p,
      headers: { authorization: token },
      body: JSON.stringify({ ...common, ...body }),
    },
    success: 'envelope',
  });
  return [
    { name: 'GET /healthz', request: { method: 'GET', path: '/healthz' }, success: 'http', baseline: true },
    post('productList page 1', CatalogPaths.productList, { pageNum: 1, pageSize: 20 }),
    post('productDetail', CatalogPaths.productDetail, { id: productId }),
    post('search "手机"', CatalogPaths.search, { keyword: '手机', pageNum: 1, pageSize: 10 }),
    post('search "phone case"', CatalogPaths.search, { keyword: 'phone case', pageNum: 1, pageSize: 10 }),
    post('recommendProducts', CatalogPaths.recommendProducts, { pageNum: 1, pageSize: 10 }),
  ];
}
