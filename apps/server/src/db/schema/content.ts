import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, idColumn } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef, userAccountRef } from './session';

export const articles = pgTable(
  'articles',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    cover: text('cover').notNull().default(''),
    body: jsonb('body').$type<string[]>().notNull().default([]),
    bodyEn: jsonb('body_en').$type<string[]>().notNull().default([]),
    source: text('source').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('articles_exhibition_idx').on(t.exhibitionId, t.publishTime)],
);

/** A notice delivered to one account in one fair (spec 000 §3). */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    userAccountId: userAccountRef(),
    noticeType: text('notice_type', {
      enum: ['SPONSOR', 'CHECKRESULT', 'INVITE', 'INTENTIONORDER'],
    }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    content: text('content').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    seen: boolean('seen').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notices_recipient_idx').on(t.exhibitionId, t.userAccountId, t.createdAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    coverIcon: text('cover_icon').notNull(),
    coverIconEn: text('cover_icon_en').notNull().default(''),
    urlType: text('url_type').notNull().default(''),
    url: text('url').notNull().default(''),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    showType: text('show_type').notNull().default('HOME'),
    /** '' for everyone, or only VISITOR / ACTOR */
    subjectType: text('subject_type').notNull().default(''),
    /** shown only to logged-in users */
    isLogin: boolean('is_login').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('banners_exhibition_idx').on(t.exhibitionId, t.showType, t.sort)],
);

export const carouselItems = pgTable(
  'carousel_items',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    url: text('url').notNull().default(''),
    urlEn: text('url_en').notNull().default(''),
    picture: text('picture').notNull(),
    pictureEn: text('picture_en').notNull(),
    externalLink: text('external_link').notNull().default(''),
    type: text('type', { enum: ['ACTOR', 'EXTERNAL'] }).notNull(),
    /** exhibitor opened by an ACTOR item */
    exhibitorId: text('exhibitor_id').references(() => exhibitors.id),
    idx: integer('idx').notNull().default(0),
    isImage: boolean('is_image').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('carousel_items_exhibition_idx').on(t.exhibitionId, t.idx)],
);

export const hotExhibitorSamples = pgTable(
  'hot_exhibitor_samples',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    imageUrl: text('image_url').notNull(),
    /** the scene's caption, as the exhibitor names it in the back office */
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('hot_exhibitor_samples_exhibition_idx').on(t.exhibitionId, t.sort)],
);

/** A product point placed on a hot sample image; x and y are fractions (0-1) of its width and height. */
export const hotExhibitorSamplePoints = pgTable(
  'hot_exhibitor_sample_points',
  {
    id: idColumn(),
    sampleId: text('sample_id')
      .notNull()
      .references(() => hotExhibitorSamples.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    x: real('x').notNull(),
    y: real('y').notNull(),
  },
  (t) => [index('hot_exhibitor_sample_points_sample_idx').on(t.sampleId)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    img: text('img').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', { enum: ['actor', 'product'] }).notNull(),
    targetId: text('target_id').notNull(),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('advertisements_exhibition_idx').on(t.exhibitionId, t.sort)],
);

export const appVersions = pgTable('app_versions', {
  id: idColumn(),
  version: text('version').notNull(),
  releaseDate: text('release_date').notNull(),
  notes: jsonb('notes').$type<string[]>().notNull(),
  notesEn: jsonb('notes_en').$type<string[]>().notNull(),
  createdAt: createdAt(),
});
