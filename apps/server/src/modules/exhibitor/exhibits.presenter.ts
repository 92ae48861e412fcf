import type { Exhibit, ExhibitRow, MediaRef } from '@openfair/contract';
import { type MediaUrl, variantKey } from '../../core/media-url';
import type { products } from '../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;

const ref = (key: string, url: MediaUrl): MediaRef | null => (key ? { key, url: url(key) } : null);
const refs = (keys: string[], url: MediaUrl): MediaRef[] =>
  keys.map((key) => ref(key, url)).filter((r): r is MediaRef => r !== null);
const price = (v: string | null): number | null => (v === null ? null : Number(v));

/** An exhibit as its company's staff edit it: media as keys with their URLs. */
export function presentExhibit(p: ProductRow, url: MediaUrl): Exhibit {
  return {
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    brand: p.brand,
    productIntro: p.productIntro,
    productEnIntro: p.productEnIntro,
    minOrder: p.minOrder,
    purchasePrice: price(p.purchasePrice),
    salePrice: price(p.salePrice),
    spotTrading: p.spotTrading,
    identification: p.identification,
    customization: p.customization,
    scope: p.scope,
    tags: p.tags,
    category: p.category,
    images: refs(p.images, url),
    video: ref(p.video, url),
    videoCover: ref(p.videoCover, url),
    detailImages: refs(p.detailImages, url),
    sort: p.sort,
    articleNumber: p.articleNumber,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A row of the company's exhibit list: the first picture as its list thumbnail. */
export function presentExhibitRow(p: ProductRow, url: MediaUrl): ExhibitRow {
  const first = p.images[0];
  return {
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    thumbnail: first ? url(variantKey(first, 'thumb')) : '',
    category: p.category,
    scope: p.scope,
    sort: p.sort,
    salePrice: price(p.salePrice),
    minOrder: p.minOrder,
    articleNumber: p.articleNumber,
    createdAt: p.createdAt.toISOString(),
  };
}
