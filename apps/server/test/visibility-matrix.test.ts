import { CatalogPaths, ContentPaths } from '@openfair/contract';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { advertisements, collections, exhibitorEmployees } from '../src/db/schema/index';
import { refreshSearchVectors } from '../src/modules/catalog/search-index.service';
import { rawCall } from './client';
import { createAccount, createExhibitionUser, createVisitor, logIn } from './factories/accounts';
import {
  addFavourite,
  addFootprint,
  addToClientPool,
  announceInterests,
  createExhibitor,
  createHotSample,
  createProduct,
} from './factories/catalog';
import { accounts, FAIR_A, ids, PASSWORD, withFixtures } from './fixtures';
import { enginesFor, useTestApp } from './harness';

/**
 * Every read path that shows products, for every scope and every kind of viewer, against the one rule of
 * core/visibility.ts: paths that list products show a product the viewer may see in lists ('listed' or
 * 'open'); paths that open it, or that show it because of the viewer's own past (favourites, their export,
 * history), tell its name only when the viewer may open it.
 */

const SCOPES = [0, 1, 2] as const;
type Scope = (typeof SCOPES)[number];
/** Product names no other row has: a path reveals a product when its answer contains the name. */
const nameOf = (scope: Scope) => `Vismatrix${scope}`;
const productId = (scope: Scope) => `matrix-prod-${scope}`;
const OWNER = ids.exhibitorA;
const OTHER_EXHIBITOR = 'matrix-exh-other';

type ViewerKind =
  | 'guest'
  | 'visitor'
  | 'poolVisitor'
  | 'preRegistered'
  | 'ownStaff'
  | 'otherStaff'
  | 'organizer';
/** Which scopes each viewer may see in lists, and which it may open (spec 000 §8, spec 001 §3). */
const RULE: Record<ViewerKind, { listed: Scope[]; open: Scope[] }> = {
  guest: { listed: [0], open: [0] },
  visitor: { listed: [0, 1], open: [0] },
  poolVisitor: { listed: [0, 1], open: [0, 1] },
  preRegistered: { listed: [0, 1, 2], open: [0, 2] },
  ownStaff: { listed: [0, 1, 2], open: [0, 1, 2] },
  otherStaff: { listed: [0, 1], open: [0] },
  organizer: { listed: [0, 1, 2], open: [0, 1, 2] },
};
const VIEWERS = Object.keys(RULE) as ViewerKind[];

const VISITOR_EMAILS = {
  visitor: 'matrix-visitor@example.test',
  poolVisitor: 'matrix-pool@example.test',
  preRegistered: 'matrix-pre@example.test',
} as const;
const OTHER_STAFF_EMAIL = 'matrix-other-staff@example.test';
const REGISTERED = { completeVisitor: true, completeVisitorRegister: true, completeQuestionnaire: true };

/** The account of each logged-in viewer, filled in by the seed. */
const accountIds = new Map<ViewerKind, string>();

async function seedMatrix(db: Db) {
  for (const scope of SCOPES)
    await createProduct(db, OWNER, {
      id: productId(scope),
      name: nameOf(scope),
      nameEn: nameOf(scope),
      scope,
    });
  await refreshSearchVectors(db, FAIR_A);
  await createHotSample(db, OWNER, {
    id: 'matrix-hot',
    // The home shows an exhibitor's first scene only: this one goes before any the fixtures gave it.
    sort: -1,
    points: SCOPES.map((s, i) => [productId(s), 0.2 + i * 0.2, 0.5] as [string, number, number]),
  });
  await db.insert(advertisements).values(
    SCOPES.map((s) => ({
      exhibitionId: FAIR_A,
      img: `/ad-${s}.svg`,
      name: nameOf(s),
      nameEn: nameOf(s),
      type: 'product' as const,
      targetId: productId(s),
    })),
  );

  const visitorIds: Partial<Record<ViewerKind, string>> = {};
  accountIds.set('ownStaff', ids.staff);
  accountIds.set('organizer', ids.organizer);
  for (const kind of ['visitor', 'poolVisitor', 'preRegistered'] as const) {
    const { userAccountId } = await createVisitor(db, {
      account: { email: VISITOR_EMAILS[kind], password: PASSWORD },
      steps: { ...REGISTERED, completeExhibitionRegistration: kind === 'preRegistered' },
    });
    visitorIds[kind] = userAccountId;
    accountIds.set(kind, userAccountId);
  }
  await addToClientPool(db, OWNER, visitorIds.poolVisitor!);

  await createExhibitor(db, { id: OTHER_EXHIBITOR });
  const { userAccountId: otherStaff } = await createAccount(db, {
    email: OTHER_STAFF_EMAIL,
    password: PASSWORD,
  });
  await createExhibitionUser(db, {
    userAccountId: otherStaff,
    subjectType: 'ACTOR',
    ...REGISTERED,
    completeExhibitionRegistration: true,
  });
  accountIds.set('otherStaff', otherStaff);
  await db
    .insert(exhibitorEmployees)
    .values({ exhibitionId: FAIR_A, exhibitorId: OTHER_EXHIBITOR, userAccountId: otherStaff, name: 'Other' });

  // Every logged-in viewer favourited and viewed every product (before a scope or pool changed, say).
  const everyone = [...Object.values(visitorIds), ids.staff, otherStaff, ids.organizer];
  for (const userAccountId of everyone)
    for (const scope of SCOPES) {
      await addFavourite(db, { userAccountId, subjectType: 'PRODUCT', subjectId: productId(scope) });
      await addFootprint(db, { userAccountId, subjectType: 'PRODUCT', subjectId: productId(scope) });
    }
}

async function sheetText(bytes: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  const cells: string[] = [];
  wb.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
  return cells.join('\n');
}

describe.each(enginesFor('sql'))('visibility of products on every read path, on %s', (engine) => {
  const t = useTestApp(engine, { seed: withFixtures(seedMatrix) });
  const tokens = new Map<ViewerKind, string | undefined>();
  const isVisitor = (kind: ViewerKind) =>
    kind === 'visitor' || kind === 'poolVisitor' || kind === 'preRegistered';

  async function setFavourites(userAccountId: string, on: boolean) {
    const matrix = and(
      eq(collections.userAccountId, userAccountId),
      like(collections.subjectId, 'matrix-prod-%'),
    );
    if (on) {
      const existing = await t.db.select({ id: collections.id }).from(collections).where(matrix);
      if (existing.length === 0)
        for (const scope of SCOPES)
          await addFavourite(t.db, { userAccountId, subjectType: 'PRODUCT', subjectId: productId(scope) });
    } else await t.db.delete(collections).where(matrix);
    await announceInterests(t.app.appContext, userAccountId);
  }

  async function tokenOf(kind: ViewerKind): Promise<string | undefined> {
    if (kind === 'guest') return undefined;
    if (!tokens.has(kind)) {
      const login =
        kind === 'ownStaff'
          ? logIn(t.api, accounts.staff.email, { subjectType: 'ACTOR' })
          : kind === 'otherStaff'
            ? logIn(t.api, OTHER_STAFF_EMAIL, { subjectType: 'ACTOR' })
            : kind === 'organizer'
              ? logIn(t.api, accounts.organizer.email)
              : logIn(t.api, VISITOR_EMAILS[kind]);
      tokens.set(kind, (await login).token);
    }
    return tokens.get(kind);
  }
  const as = async (kind: ViewerKind) => {
    const token = await tokenOf(kind);
    return token ? { as: { token } } : { as: 'guest' as const };
  };

  /** The scopes whose product names the answers of a path contain. */
  const revealed = (text: string) => SCOPES.filter((s) => text.includes(nameOf(s)));
  const text = (reply: { code: number | string; msg: string; data: unknown }) => {
    expect(reply.code, reply.msg).toBe(1000);
    return JSON.stringify(reply.data);
  };

  /** Read paths that list products: each shows exactly what the viewer may see in lists. */
  const listingPaths: Record<string, (kind: ViewerKind) => Promise<string>> = {
    'product list': async (kind) =>
      text(await t.api.post(CatalogPaths.productList, { pageNum: 1, pageSize: 50 }, await as(kind))),
    search: async (kind) =>
      text(await t.api.post(CatalogPaths.search, { keyword: 'Vismatrix', pageSize: 50 }, await as(kind))),
    'exhibitor detail': async (kind) =>
      text(await t.api.post(CatalogPaths.exhibitorDetail, { id: OWNER }, await as(kind))),
    'home hot exhibitors': async (kind) =>
      text(await t.api.post(ContentPaths.hotExhibitorList, {}, await as(kind))),
    advertisements: async (kind) =>
      text(await t.api.post(ContentPaths.advertisementList, {}, await as(kind))),
  };

  /** Read paths that open products or show the viewer's own past: each tells only what it may open. */
  const openingPaths: Record<string, (kind: ViewerKind) => Promise<string | null>> = {
    'product detail': async (kind) => {
      const parts: string[] = [];
      for (const s of SCOPES)
        parts.push(text(await t.api.post(CatalogPaths.productDetail, { id: productId(s) }, await as(kind))));
      return parts.join('\n');
    },
    // Recommendations leave out what the viewer already favourited: asked with the favourites set aside.
    recommendations: async (kind) => {
      const accountId = accountIds.get(kind);
      if (accountId) await setFavourites(accountId, false);
      try {
        return text(await t.api.post(CatalogPaths.recommendProducts, { pageSize: 50 }, await as(kind)));
      } finally {
        if (accountId) await setFavourites(accountId, true);
      }
    },
    // Favourite products are a visitor's (the call refuses other roles).
    favourites: async (kind) =>
      !isVisitor(kind)
        ? null
        : text(
            await t.api.post(
              CatalogPaths.collectionList,
              { collectionType: 'PRODUCT', pageSize: 50 },
              await as(kind),
            ),
          ),
    history: async (kind) =>
      kind === 'guest'
        ? null
        : text(
            await t.api.post(
              CatalogPaths.footprintList,
              { collectionType: 'PRODUCT', pageSize: 50 },
              await as(kind),
            ),
          ),
    'favourites export': async (kind) => {
      if (!isVisitor(kind)) return null;
      const res = await rawCall(t.app, CatalogPaths.exportExcelProduct, {
        token: await tokenOf(kind),
        payload: { languageType: 'en', exhibitionId: FAIR_A, appId: 'app', terminal: 'PC', subjectType: '' },
      });
      return sheetText(res.bytes);
    },
  };

  it.each(Object.keys(listingPaths))('%s shows each viewer what it may see in lists', async (path) => {
    const seen: Record<string, Scope[]> = {};
    const expected: Record<string, Scope[]> = {};
    for (const kind of VIEWERS) {
      seen[kind] = revealed(await listingPaths[path]!(kind));
      expected[kind] = RULE[kind].listed;
    }
    expect(seen).toEqual(expected);
  });

  it.each(Object.keys(openingPaths))('%s tells each viewer only what it may open', async (path) => {
    const seen: Record<string, Scope[]> = {};
    const expected: Record<string, Scope[]> = {};
    for (const kind of VIEWERS) {
      const answer = await openingPaths[path]!(kind);
      if (answer === null) continue;
      seen[kind] = revealed(answer);
      expected[kind] = RULE[kind].open;
    }
    expect(seen).toEqual(expected);
  });

  it('keeps restricted favourites and history as redacted cards, so lists do not jump', async () => {
    const reply = await t.api.post(
      CatalogPaths.collectionList,
      { collectionType: 'PRODUCT', pageSize: 50 },
      { ...(await as('visitor')), lang: 'en' },
    );
    const cards = reply.data.list.filter(
      (c) => c.product?.exhibitorId === OWNER && c.product.id.startsWith('matrix'),
    );
    expect(cards).toHaveLength(3);
    const hidden = cards.filter((c) => c.product!.name === 'Restricted product');
    expect(hidden.map((c) => c.product!.scope).sort()).toEqual([1, 2]);
    for (const c of hidden)
      expect(c.product).toMatchObject({ image: '', price: '', inPool: false, tags: [] });
  });
});
