import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { exhibitorEmployees, exhibitors, products, userAccounts, visitors } from '../../src/db/schema/index';
import { refreshSearchVectors } from '../../src/modules/catalog/search-index.service';
import { FAIR_A, FAIR_B, ids, type Seed, withFixtures } from '../fixtures';
import { createCategories, createExhibitors, createProducts, createProductsFrom } from './catalog';

/** The phone cases of exh-a2: public, priced, half TPU and half silicone. */
export const PHONE_CASES = 24;
const t0 = Date.parse('2026-03-01T00:00:00Z');

/**
 * A fair to browse, on top of the fixtures, for the list, search and detail tests:
 * - categories electronics (消费电子) and home (家居用品) in fair A, one in fair B;
 * - exhibitor A (the fixtures') in electronics, in 深圳市, with a resigned employee;
 * - exh-a2 星河电子 / Xinghe Electronics (US, 1F, booth B-02, ISO9001 and CE) with PHONE_CASES phone
 *   cases case-00… a minute apart, prod-s1 (scope 1, client pool) and prod-s2 (scope 2, pre-registered);
 * - exh-a3 'Gamma <Tools> 工具' (CN, 1F, booth A-09, home) with prod-home 收纳盒 / Storage Boxes;
 * - prod-b-case 乙手机壳 in fair B;
 * - the new visitor vis-new-a shares proven contact details (Li Si of Acme Trading), vis-a does not;
 * - search vectors built for both fairs.
 */
export const catalogFair: Seed = withFixtures(catalogFairRows);

/** The rows of `catalogFair` on top of the fixtures, for a file that adds its own after them. */
export async function catalogFairRows(db: Db): Promise<void> {
  await createCategories(db, FAIR_A, [
    { key: 'electronics', name: '消费电子', nameEn: 'Consumer Electronics', sort: 1 },
    { key: 'home', name: '家居用品', nameEn: 'Home Goods', sort: 2 },
  ]);
  await createCategories(db, FAIR_B, [{ key: 'electronics', name: '乙类目', nameEn: 'B category', sort: 1 }]);
  await db
    .update(exhibitors)
    .set({
      category: 'electronics',
      tags: ['CE'],
      countryCode: 'CN',
      city: '深圳市',
      boothNumber: 'A-01',
      createdAt: new Date(t0),
    })
    .where(eq(exhibitors.id, ids.exhibitorA));
  await createExhibitors(db, [
    {
      id: 'exh-a2',
      name: '星河电子',
      nameEn: 'Xinghe Electronics',
      introduction: '专业生产手机配件',
      enIntroduction: 'Maker of phone accessories',
      countryCode: 'US',
      floor: '1F',
      boothNumber: 'B-02',
      category: 'electronics',
      tags: ['ISO9001', 'CE'],
      createdAt: new Date(t0 + 1000),
    },
    {
      id: 'exh-a3',
      name: 'Gamma <Tools> 工具',
      nameEn: 'Gamma <Tools>',
      introduction: '家居工具',
      enIntroduction: 'Home tools & more',
      countryCode: 'CN',
      floor: '1F',
      boothNumber: 'A-09',
      category: 'home',
      createdAt: new Date(t0 + 2000),
    },
  ]);
  await createProducts(db, 'exh-a2', PHONE_CASES, (i) => ({
    id: `case-${String(i).padStart(2, '0')}`,
    name: `智能手机壳${i}`,
    nameEn: `Phone Cases ${i}`,
    salePrice: String(10 + ((i * 7) % 24)),
    category: 'electronics',
    tags: i % 2 === 0 ? ['TPU'] : ['Silicone'],
    images: [`/media/case-${i}.svg`],
    createdAt: new Date(t0 + i * 60_000),
  }));
  await createProductsFrom(db, 'exh-a2', [
    { id: 'prod-s1', name: '限定款手机支架', scope: 1, category: 'electronics' },
    { id: 'prod-s2', name: '预登记专享耳机', scope: 2, category: 'electronics' },
  ]);
  await createProductsFrom(db, 'exh-a3', [
    { id: 'prod-home', name: '收纳盒', nameEn: 'Storage Boxes', category: 'home' },
  ]);
  await createProductsFrom(db, ids.exhibitorB, [
    { id: 'prod-b-case', name: '乙手机壳', nameEn: 'B Phone Case' },
  ]);
  await db.update(products).set({ category: 'electronics' }).where(eq(products.exhibitorId, ids.exhibitorA));
  await db.insert(userAccounts).values({ id: 'acc-resigned', email: 'gone@exhibitor.test', name: '离职' });
  await db.insert(exhibitorEmployees).values({
    exhibitionId: FAIR_A,
    exhibitorId: ids.exhibitorA,
    userAccountId: 'acc-resigned',
    name: '离职员工',
    resigned: true,
  });
  await db
    .update(visitors)
    .set({
      name: 'Li Si',
      company: 'Acme Trading',
      position: 'Buyer',
      countryCode: 'CN',
      provinceId: '44',
      email: 'lisi@example.test',
      mobile: '13900000000',
      // Proven with codes (the profile's BIND proofs), so exhibitors may see them.
      emailVerified: true,
      mobileVerified: true,
      shareContact: true,
    })
    .where(eq(visitors.id, 'vis-new-a'));
  await db
    .update(visitors)
    .set({ mobile: '13800000001', company: '张三贸易', countryCode: 'US' })
    .where(eq(visitors.id, 'vis-a'));
  await refreshSearchVectors(db, FAIR_A);
  await refreshSearchVectors(db, FAIR_B);
}
