/** Catalog constants without zod (paths, sorts, kinds), re-exported by catalog.ts. */
export const CatalogPaths = {
  /** spec: "exhibitor browse all list" — /find/actor */
  exhibitorList: '/visitor/v2/exhibitor/browseAllList',
  /** spec: "product browse all list" — /find/product */
  productList: '/visitor/v2/product/browseAllList',
  /** spec: "visitor browse all list" — /find/person, for exhibitors */
  visitorList: '/visitor/v2/visitor/browseAllList',
  /** ours: categories, countries, floors and tags to filter by */
  filterOptions: '/visitor/v2/catalog/filterOptions',
  /** ours: one search over exhibitors and products (/search-list) */
  search: '/visitor/v2/search/searchAll',
  searchTrend: '/visitor/v2/searchTrend/getSearchTrendInfo',
  /** spec: "exhibitor visitor exhibitorDetails" */
  exhibitorDetail: '/visitor/v2/exhibitor/visitor/exhibitorDetails',
  /** spec: visitor/getExhibitorEmployeeList */
  exhibitorEmployees: '/visitor/v2/visitor/getExhibitorEmployeeList',
  /** ours: product detail with the scope / client-pool rule */
  productDetail: '/visitor/v2/product/productDetail',
  /** spec: "exhibitor getVisitorDetails" — /find-person/detail, for exhibitors */
  visitorDetail: '/visitor/v2/exhibitor/getVisitorDetails',
  addCollection: '/visitor/v2/collection/addCollection',
  /** spec: collection/update — removes a favourite */
  updateCollection: '/visitor/v2/collection/update',
  /** ours: the caller's favourites of one subject type */
  collectionList: '/visitor/v2/collection/list',
  /** stream (xlsx) */
  exportExcelProduct: '/visitor/v2/collection/exportExcelProduct',
  /** stream (xlsx) */
  exportExcelActor: '/visitor/v2/collection/exportExcelActor',
  /** ours */
  footprintList: '/visitor/v2/footprint/list',
  footprintClear: '/visitor/v2/footprint/clear',
  recommendProducts: '/visitor/v2/productRecommend/visitor/recommendProductDetails',
  /** the log host's tracking post (spec 001 §3), served by us at the root */
  burying: '/burying',
} as const;

export const ProductSorts = ['default', 'newest', 'priceAsc', 'priceDesc', 'name'] as const;

export type ProductSort = (typeof ProductSorts)[number];

export const ExhibitorSorts = ['default', 'newest', 'name', 'booth'] as const;

export type ExhibitorSort = (typeof ExhibitorSorts)[number];

/** Lives on the exhibitor detail: on air and upcoming ones first (soonest first), then the newest replays. */
export const EXHIBITOR_DETAIL_LIVES = 6;

export const CollectionTypes = ['ACTOR', 'PRODUCT', 'VISITOR'] as const;

export type CollectionType = (typeof CollectionTypes)[number];

/** Analytics event record (spec 001 §3); app key, type and event codes of spec 001 §9. */
export const ANALYTICS = {
  type: '000000001',
  defaultEvent: '001021003',
  events: ['001021003', '001021004'],
  eventRange: ['001031000', '001035006'],
} as const;
