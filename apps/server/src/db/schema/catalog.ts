import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsvector } from './common';
import { exhibitors } from './exhibitor';
import { exhibitionRef } from './session';

/** An exhibit (spec 001 §3). scope: 0 visible to all, 1 client pool only, 2 pre-registered visitors only. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    exhibitionId: exhibitionRef(),
    exhibitorId: text('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    brand: text('brand').notNull().default(''),
    productIntro: text('product_intro').notNull().default(''),
    productEnIntro: text('product_en_intro').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    videoCover: text('video_cover').notNull().default(''),
    /** long detail pictures shown under the description */
    detailImages: jsonb('detail_images').$type<string[]>().notNull().default([]),
    purchasePrice: numeric('purchase_price', { precision: 12, scale: 2 }),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    minOrder: integer('min_order').notNull().default(1),
    spotTrading: boolean('spot_trading').notNull().default(false),
    customization: boolean('customization').notNull().default(false),
    /** certifications and marks the exhibit carries ("CE, FCC"), as the company writes them */
    identification: text('identification').notNull().default(''),
    scope: integer('scope').notNull().default(0),
    category: text('category').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    articleNumber: text('article_number').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    /** segmented zh/en words of name, brand, tags and intro (built by the server, see catalog search) */
    searchVector: tsvector('search_vector'),
    /**
     * The default list order, kept by the server (catalog list-order.service.ts): the product's place in
     * its exhibitor's own order (0 first), then its exhibitor's slot in every such round, so a list
     * page rotates through exhibitors instead of showing one company's whole range.
     */
    mixRound: integer('mix_round').notNull().default(0),
    mixSlot: integer('mix_slot').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_exhibition_idx').on(t.exhibitionId, t.createdAt),
    index('products_mix_idx').on(t.exhibitionId, t.mixRound, t.mixSlot, t.id),
    index('products_exhibitor_idx').on(t.exhibitorId, t.sort),
  ],
);
