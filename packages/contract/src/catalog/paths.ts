/** Catalog calls. Paths the spec does not show are ours and marked so. */
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
  /** ours: the organizer hides a keyword from the search trends (or shows it again) */
  hideSearchTrend: '/organizer/v2/searchTrend/hide',
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
