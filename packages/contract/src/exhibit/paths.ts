/** The exhibitor's own exhibits in the back office (spec 001 §7 "Products"). Paths the spec does not show are ours. */
export const ExhibitPaths = {
  /** spec: adds an exhibit */
  insertProduct: '/visitor/v2/product/insertProduct',
  /** ours: saves an edited exhibit (the spec names no update call) */
  updateProduct: '/visitor/v2/product/updateProduct',
  /** ours: one exhibit as its company's staff edit it */
  getProduct: '/visitor/v2/product/getProduct',
  /** spec: the company's exhibits, searched, filtered, sorted and paged */
  productList: '/visitor/v2/product/productList',
  /** spec */
  deleteProduct: '/visitor/v2/product/deleteProduct',
  /** spec: the chosen exhibits' visible scope */
  batchUpdateScope: '/visitor/v2/product/batchUpdateScope',
  /** spec: the visible scope of every exhibit the list's filter matches */
  batchUpdateScopeAll: '/visitor/v2/product/batchUpdateScopeAll',
  /** spec */
  batchDelete: '/visitor/v2/product/batchDelete',
  /** spec: deletes every exhibit the list's filter matches */
  batchDeleteAll: '/visitor/v2/product/batchDeleteAll',
  /** ours: the Excel template of the batch upload (stream, in the request's language) */
  importTemplate: '/visitor/v2/product/importTemplate',
  /** ours: the batch upload of a filled template (multipart), with a report row by row */
  importProducts: '/visitor/v2/product/importProducts',
} as const;
