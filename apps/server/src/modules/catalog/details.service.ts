import {
  type EmployeeSummary,
  EXHIBITOR_DETAIL_LIVES,
  type ExhibitorDetail,
  type ProductAccessDenied,
  type ProductDetail,
  type ProductTouristLimited,
  ResponseCode,
  type VisitorDetail,
} from '@openfair/contract';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { inPool } from '../../core/visibility';
import type { Db } from '../../db/client';
import {
  clientPoolMembers,
  exhibitorEmployees,
  exhibitors,
  lives,
  products,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import {
  presentEmployee,
  presentExhibitorDetail,
  presentProductDetail,
  presentVisitorDetail,
} from './catalog.presenter';
import { type ExhibitorRow, findExhibitorRow, productColumns } from './catalog.queries';
import type { CatalogContext } from './catalog-context';
import { footprintRecorder } from './footprint.service';
import { exhibitorHotShowcase } from './hot-showcase.service';
import { listProducts } from './lists.service';
import { labelsFor, type SharedProductDetail } from './read-model';
import { parseKeyword } from './search-text';
import { admitProductDetail } from './tourist-limit.service';
import { collectedAmong, productFlags } from './viewer-flags.queries';

/** Products shown on an exhibitor's detail (a sample; the find list pages through all of them). */
const DETAIL_PRODUCTS = 12;

async function exhibitorRow(cc: CatalogContext, id: string): Promise<ExhibitorRow> {
  const row = await findExhibitorRow(cc.db, cc.exhibitionId, id);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** Whose history records a view of what: visitors browse exhibitors and products, exhibitors browse visitors. */
const HISTORY_KEPT_BY = { ACTOR: 'visitor', PRODUCT: 'visitor', VISITOR: 'exhibitor' } as const;

function remember(cc: CatalogContext, subjectType: keyof typeof HISTORY_KEPT_BY, subjectId: string) {
  const v = cc.viewer;
  if (v.kind !== HISTORY_KEPT_BY[subjectType]) return;
  cc.app.use(footprintRecorder).record({
    exhibitionId: cc.exhibitionId,
    userAccountId: v.userAccountId,
    subjectType,
    subjectId,
  });
}

/** Employees who have not resigned, admins first. */
export async function exhibitorEmployeeList(
  cc: CatalogContext,
  exhibitorId: string,
): Promise<EmployeeSummary[]> {
  await exhibitorRow(cc, exhibitorId);
  const rows = await cc.db
    .select({
      id: exhibitorEmployees.id,
      name: exhibitorEmployees.name,
      nameEn: exhibitorEmployees.nameEn,
      position: exhibitorEmployees.position,
      positionEn: exhibitorEmployees.positionEn,
      headImage: userAccounts.headImage,
      // The chat knows people by their account id (the spec's IM account).
      imAccount: userAccounts.id,
    })
    .from(exhibitorEmployees)
    .innerJoin(userAccounts, eq(userAccounts.id, exhibitorEmployees.userAccountId))
    .where(
      and(
        eq(exhibitorEmployees.exhibitionId, cc.exhibitionId),
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.resigned, false),
      ),
    )
    .orderBy(desc(exhibitorEmployees.admin), asc(exhibitorEmployees.createdAt), asc(exhibitorEmployees.id))
    .limit(200);
  return rows.map((r) => presentEmployee(r, cc.lang, cc.media));
}

/**
 * Up to EXHIBITOR_DETAIL_LIVES lives of the exhibitor: those not over yet (on air, then upcoming: start
 * ascending puts the started ones first), then the newest replays. Every scope is listed: the spec gates
 * opening a live (guests open scope 0 only), not seeing that it exists. Only lives the organizer approved.
 */
async function exhibitorLives(cc: CatalogContext, exhibitorId: string, now: Date) {
  const mine = and(
    eq(lives.exhibitionId, cc.exhibitionId),
    eq(lives.exhibitorId, exhibitorId),
    eq(lives.reviewStatus, 'approved'),
  );
  const [current, replays] = await Promise.all([
    cc.db
      .select()
      .from(lives)
      .where(and(mine, gt(lives.endTime, now)))
      .orderBy(asc(lives.startTime), asc(lives.id))
      .limit(EXHIBITOR_DETAIL_LIVES),
    cc.db
      .select()
      .from(lives)
      .where(and(mine, lte(lives.endTime, now)))
      .orderBy(desc(lives.startTime), asc(lives.id))
      .limit(EXHIBITOR_DETAIL_LIVES),
  ]);
  return [...current, ...replays].slice(0, EXHIBITOR_DETAIL_LIVES);
}

export async function exhibitorDetail(cc: CatalogContext, id: string): Promise<ExhibitorDetail> {
  const e = await exhibitorRow(cc, id);
  // One instant for the whole answer: live states and the lives' order agree with each other.
  const now = new Date();
  const [labels, page, employees, collected, hotShowcase, liveRows] = await Promise.all([
    labelsFor(cc),
    listProducts(
      cc,
      {
        keyword: parseKeyword(''),
        category: '',
        countryId: '',
        floor: '',
        tags: [],
        exhibitorId: id,
        sort: 'default',
        pageNum: 1,
        pageSize: DETAIL_PRODUCTS,
      },
      // A sample of the company's products: no page cap, but a guest's products count toward their limit.
      { touristLimit: false },
    ),
    exhibitorEmployeeList(cc, id),
    collectedAmong(cc, 'ACTOR', [id]),
    exhibitorHotShowcase(cc, e),
    exhibitorLives(cc, id, now),
  ]);
  remember(cc, 'ACTOR', id);
  return presentExhibitorDetail(e, {
    url: cc.media,
    lang: cc.lang,
    labels,
    collected: collected.has(id),
    products: page.list,
    productTotal: page.total,
    employees,
    hotShowcase,
    lives: liveRows,
    now,
  });
}

/** The product with its owner's card fields, by id, in one round trip (most product views are this). */
const productWithOwner = (db: Db) =>
  db
    .select({
      product: productColumns,
      owner: {
        id: exhibitors.id,
        name: exhibitors.name,
        nameEn: exhibitors.nameEn,
        logo: exhibitors.logo,
        floor: exhibitors.floor,
        boothNumber: exhibitors.boothNumber,
      },
    })
    .from(products)
    .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
    .where(
      and(eq(products.id, sql.placeholder('id')), eq(products.exhibitionId, sql.placeholder('exhibitionId'))),
    )
    .limit(1)
    .prepare('product_with_owner');

/** The detail as every viewer sees it in the language, through the read model (null: no such product). */
function sharedProductDetail(cc: CatalogContext, id: string): Promise<SharedProductDetail | null> {
  return cc.readModel.productDetails.load(`${cc.exhibitionId}|${cc.lang}|${id}`, async () => {
    const [found] = await cc.app.prepared
      .get('product_with_owner', productWithOwner)
      .execute({ id, exhibitionId: cc.exhibitionId });
    if (!found) return null;
    const p = found.product;
    // The product's chat goes to the company's first employee who has not resigned (admins first), as the
    // exhibitor page lists them.
    const [contact] = await cc.db
      .select({ id: exhibitorEmployees.userAccountId })
      .from(exhibitorEmployees)
      .where(
        and(
          eq(exhibitorEmployees.exhibitionId, cc.exhibitionId),
          eq(exhibitorEmployees.exhibitorId, p.exhibitorId),
          eq(exhibitorEmployees.resigned, false),
        ),
      )
      .orderBy(desc(exhibitorEmployees.admin), asc(exhibitorEmployees.createdAt), asc(exhibitorEmployees.id))
      .limit(1);
    const detail = presentProductDetail(p, {
      lang: cc.lang,
      labels: await labelsFor(cc),
      collected: false,
      exhibitor: found.owner,
      chatUserID: contact?.id ?? '',
      url: cc.media,
    });
    return { detail, scope: p.scope, exhibitorId: p.exhibitorId };
  });
}

/**
 * Product detail. A product the viewer may not open (scope 1 outside the exhibitor's client pool,
 * scope 2 without pre-registration) answers `{restricted, exhibitorId}` with code 1000: the client
 * alerts and opens the exhibitor (spec 000 §8). A guest past the tourist limit gets `{touristLimited}`
 * (the login prompt). The viewer's pool and favourite come in one query.
 */
export async function productDetail(
  cc: CatalogContext,
  id: string,
): Promise<ProductDetail | ProductAccessDenied | ProductTouristLimited> {
  const shared = await sharedProductDetail(cc, id);
  if (!shared) throw new AppError(ResponseCode.NotFound);
  const { pool, collected } = await productFlags(cc, {
    productIds: [id],
    // Only a client-pool-only product (scope 1) needs the pool.
    restrictedOwnerIds: shared.scope === 1 ? [shared.exhibitorId] : [],
  });
  if (!inPool(cc.viewer, shared, pool)) return { restricted: true, exhibitorId: shared.exhibitorId };
  if (!(await admitProductDetail(cc, id))) return { touristLimited: true };
  remember(cc, 'PRODUCT', id);
  return collected.has(id) ? { ...shared.detail, collected: true } : shared.detail;
}

/** Whether the viewing exhibitor's client pool holds this visitor (staff see it on the visitor's page). */
async function inViewersPool(cc: CatalogContext, userAccountId: string): Promise<boolean> {
  if (cc.viewer.kind !== 'exhibitor' || !cc.viewer.exhibitorId) return false;
  const [row] = await cc.db
    .select({ id: clientPoolMembers.id })
    .from(clientPoolMembers)
    .where(
      and(
        eq(clientPoolMembers.exhibitorId, cc.viewer.exhibitorId),
        eq(clientPoolMembers.userAccountId, userAccountId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A visitor's profile for exhibitors; email and mobile only with the visitor's consent. */
export async function visitorDetail(cc: CatalogContext, id: string): Promise<VisitorDetail> {
  const [v] = await cc.db
    .select()
    .from(visitors)
    .where(and(eq(visitors.id, id), eq(visitors.exhibitionId, cc.exhibitionId)))
    .limit(1);
  // A buyer the organizer rejected is not offered to exhibitors, in the list or by a kept link.
  if (!v || v.reviewStatus === 'rejected') throw new AppError(ResponseCode.NotFound);
  const [collected, inClientPool] = await Promise.all([
    collectedAmong(cc, 'VISITOR', [id]),
    inViewersPool(cc, v.userAccountId),
  ]);
  remember(cc, 'VISITOR', id);
  return presentVisitorDetail(v, cc.lang, { collected: collected.has(id), inClientPool }, cc.media);
}
