import { performance } from 'node:perf_hooks';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { hashPassword } from '../lib/password';
import type { Storage } from '../media/storage';
import type { VideoTools } from '../media/video-tools';
import { refreshSearchVectors } from '../modules/catalog/index';
import { newExhibitorCode } from '../modules/registration/index';
import { DEMO_PASSWORD, generateDemoData } from './demo/index';
import { addDemoVideos } from './demo-videos';
import { DEMO_CATEGORIES } from './word-lists';

export type SeedSummary = {
  exhibitionId: string;
  accounts: number;
  visitors: number;
  exhibitors: number;
  employees: number;
  products: number;
  productImages: number;
  productDetailImages: number;
  /** products given a real video (0 without ffmpeg) */
  productVideos: number;
  articles: number;
  notices: number;
  banners: number;
  carouselItems: number;
  hotSamples: number;
  hotSamplePoints: number;
  lives: number;
  advertisements: number;
  appVersions: number;
  files: number;
  ms: number;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Well under PostgreSQL's 65,535 bind parameters even for the widest table (products, ~22 columns).
const BATCH = 500;
const FILE_CONCURRENCY = 16;

/** True when no fair exists yet: the only state in which the demo data may be seeded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.exhibitions.id }).from(schema.exhibitions).limit(1);
  return rows.length === 0;
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

async function writeFiles(storage: Storage, files: { key: string; svg: string }[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await storage.put(file.key, Buffer.from(file.svg, 'utf8'), 'image/svg+xml');
    }
  };
  await Promise.all(Array.from({ length: FILE_CONCURRENCY }, worker));
}

/**
 * Fills an EMPTY database (check with isDatabaseEmpty first) with one demo fair: configuration, the five
 * demo accounts and more, 60 exhibitors with employees, 2,400 products, content for the home page, the
 * exhibitors' hot showcases and lives, and their generated images. Content is deterministic for a given exhibitionId; only dates follow `now`.
 * All rows go in one transaction, so a failure leaves the database empty and the next start retries.
 */
export async function seedDemoData(opts: {
  db: Db;
  exhibitionId: string;
  appId: string;
  storage: Storage;
  log?: (msg: string) => void;
  now?: Date;
  /** every demo account's password: the documented DEMO_PASSWORD unless the caller picks another */
  password?: string;
  /** with ffmpeg, a few products get real videos */
  videoTools?: VideoTools | null;
}): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const { db, storage, exhibitionId } = opts;

  const plan = generateDemoData({
    exhibitionId,
    appId: opts.appId,
    now: opts.now ?? new Date(),
  });
  // One argon2 hash for every demo account: they share one password, and hashing ~150 times would cost
  // seconds at start-up.
  const passwordHash = await hashPassword(opts.password ?? DEMO_PASSWORD);
  for (const account of plan.accounts) account.passwordHash = passwordHash;
  // The generated codes follow from the public fair id; a binding code lets its holder join the
  // company's staff, so each install gets its own.
  const codes = new Set<string>();
  for (const exhibitor of plan.exhibitors) {
    let code: string;
    do code = newExhibitorCode();
    while (codes.has(code));
    codes.add(code);
    exhibitor.code = code;
  }
  log(
    `demo data: generated in ${Math.round(performance.now() - started)} ms; writing ${plan.files.length} images`,
  );

  // Images first: rows never point at a file that is not there yet.
  await writeFiles(storage, plan.files);
  log(`demo data: images written at ${Math.round(performance.now() - started)} ms`);
  const productVideos = opts.videoTools
    ? await addDemoVideos({
        tools: opts.videoTools,
        storage,
        products: plan.products,
        pictures: new Map(plan.files.map((f) => [f.key, f.svg])),
      })
    : 0;
  log(
    opts.videoTools
      ? `demo data: ${productVideos} product videos encoded with ffmpeg at ${Math.round(performance.now() - started)} ms`
      : 'demo data: no product videos (ffmpeg not found)',
  );

  await db.transaction(async (tx) => {
    await insertAll(tx, schema.exhibitions, [plan.exhibition]);
    await insertAll(tx, schema.configurationItems, plan.configuration);
    await insertAll(
      tx,
      schema.categories,
      DEMO_CATEGORIES.map((c, i) => ({
        exhibitionId,
        key: c.key,
        name: c.name[0],
        nameEn: c.name[1],
        sort: i,
      })),
    );
    await insertAll(tx, schema.userAccounts, plan.accounts);
    await insertAll(tx, schema.exhibitionUsers, plan.exhibitionUsers);
    await insertAll(tx, schema.organizers, plan.organizers);
    await insertAll(tx, schema.exhibitors, plan.exhibitors);
    await insertAll(tx, schema.exhibitorEmployees, plan.employees);
    await insertAll(tx, schema.visitors, plan.visitors);
    await insertAll(tx, schema.vipApplications, plan.vipApplications);
    await insertAll(tx, schema.products, plan.products);
    await insertAll(tx, schema.articles, plan.articles);
    await insertAll(tx, schema.notices, plan.notices);
    await insertAll(tx, schema.banners, plan.banners);
    await insertAll(tx, schema.carouselItems, plan.carouselItems);
    await insertAll(tx, schema.hotExhibitorSamples, plan.hotSamples);
    await insertAll(tx, schema.hotExhibitorSamplePoints, plan.hotPoints);
    await insertAll(tx, schema.lives, plan.lives);
    await insertAll(tx, schema.advertisements, plan.advertisements);
    await insertAll(tx, schema.questions, plan.questions);
    await insertAll(tx, schema.questionAnswers, plan.questionAnswers);
    await insertAll(tx, schema.sourcingMeetings, plan.sourcingMeetings);
    await insertAll(tx, schema.sourcingNeeds, plan.sourcingNeeds);
    await insertAll(tx, schema.sourcingSigns, plan.sourcingSigns);
    await insertAll(tx, schema.clientPoolMembers, plan.clientPoolMembers);
    await insertAll(tx, schema.intentOrders, plan.intentOrders);
    await insertAll(tx, schema.inviteRequests, plan.inviteRequests);
    await insertAll(tx, schema.emailInvitations, plan.emailInvitations);
    // The version log is not per fair: add it only when no other fair brought one.
    const existing = await tx.select({ id: schema.appVersions.id }).from(schema.appVersions).limit(1);
    if (existing.length === 0) await insertAll(tx, schema.appVersions, plan.appVersions);
    // Inside the transaction, so a fair is never left without its search index. The transaction
    // exposes the same query API as the database handle.
    await refreshSearchVectors(tx as unknown as Db, exhibitionId);
  });

  const summary: SeedSummary = {
    exhibitionId,
    accounts: plan.accounts.length,
    visitors: plan.visitors.length,
    exhibitors: plan.exhibitors.length,
    employees: plan.employees.length,
    products: plan.products.length,
    productImages: plan.products.reduce((s, p) => s + (p.images?.length ?? 0), 0),
    productDetailImages: plan.products.reduce((s, p) => s + (p.detailImages?.length ?? 0), 0),
    productVideos,
    articles: plan.articles.length,
    notices: plan.notices.length,
    banners: plan.banners.length,
    carouselItems: plan.carouselItems.length,
    hotSamples: plan.hotSamples.length,
    hotSamplePoints: plan.hotPoints.length,
    lives: plan.lives.length,
    advertisements: plan.advertisements.length,
    appVersions: plan.appVersions.length,
    files: plan.files.length,
    ms: Math.round(performance.now() - started),
  };
  log(
    `demo data: ${summary.exhibitors} exhibitors, ${summary.products} products, ${summary.accounts} accounts, ${summary.files} images in ${summary.ms} ms`,
  );
  return summary;
}
