/** Catalog constants (sorts, kinds, analytics codes); no zod, so the browser's first load can take them. */
export const ProductSorts = ['default', 'newest', 'priceAsc', 'priceDesc', 'name'] as const;

export type ProductSort = (typeof ProductSorts)[number];

export const ExhibitorSorts = ['default', 'newest', 'name', 'booth'] as const;

export type ExhibitorSort = (typeof ExhibitorSorts)[number];

/** Lives on the exhibitor detail: on air and upcoming ones first (soonest first), then the newest replays. */
export const EXHIBITOR_DETAIL_LIVES = 6;

export const CollectionTypes = ['ACTOR', 'PRODUCT', 'VISITOR'] as const;

export type CollectionType = (typeof CollectionTypes)[number];

/**
 * Who may favourite what: visitors favourite exhibitors and products, exhibitors favourite visitors
 * (their audience). Organizers browse the catalog read-only and favourite nothing.
 */
export const COLLECTABLE_BY: Readonly<Record<string, readonly CollectionType[]>> = {
  VISITOR: ['ACTOR', 'PRODUCT'],
  ACTOR: ['VISITOR'],
};

/** Whether a caller of this subject type ('VISITOR', 'ACTOR', 'ORGANIZER') may favourite the subject. */
export function mayCollect(callerType: string, subjectType: CollectionType): boolean {
  return COLLECTABLE_BY[callerType]?.includes(subjectType) ?? false;
}

/** Analytics event record (spec 001 §3); app key, type and event codes of spec 001 §9. */
export const ANALYTICS = {
  type: '000000001',
  defaultEvent: '001021003',
  events: ['001021003', '001021004'],
  eventRange: ['001031000', '001035006'],
  /** longest page address and behavior text a record may carry (the client cuts them to fit) */
  siteMax: 500,
  behaviorMax: 200,
} as const;

/**
 * The name a product card shows in favourites and history when the viewer may not open the product (its
 * scope changed, or the viewer left the client pool): the card stays, so the list does not jump, but it
 * tells nothing about the product.
 */
export const RESTRICTED_PRODUCT_NAME = { cn: '受限展品', en: 'Restricted product' } as const;

/**
 * Currency of every product price (purchase, sale, hot-showcase price): amounts travel as bare decimal
 * strings ("148.00") and the fair prices in yuan; clients add the sign when they show them.
 */
export const PRICE_CURRENCY = 'CNY';
