/** The hot-spot showcase (spec 001 §7 "Hot showcase"): scenes with product points on them. */
export const HotspotPaths = {
  /** spec: adds a scene (its picture and title) */
  insert: '/visitor/v2/hotImage/insert',
  /** spec */
  update: '/visitor/v2/hotImage/update',
  /** spec: one scene of the caller's company, with its points */
  get: '/visitor/v2/hotImage/get',
  /** spec: a company's scenes; for visitors those of the exhibitor they look at */
  listByExhibitor: '/visitor/v2/hotImage/listByExhibitor',
  /** spec */
  delete: '/visitor/v2/hotImage/delete',
  /** spec: sets all the points of a scene at once */
  insertPoints: '/visitor/v2/hotImagePoint/insertList',
} as const;
