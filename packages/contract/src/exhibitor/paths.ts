/** The exhibitor back office (spec 001 §2, §7 "exhibitors and employees"). Paths the spec does not show are ours. */
export const ExhibitorPaths = {
  /** spec: the company profile of the caller's exhibitor, as its administrator edits it */
  getExhibitorBaseInfo: '/visitor/v2/exhibitor/getExhibitorBaseInfo/v1',
  /** spec: saves the company profile (administrators only) */
  updateExhibitorBaseInfo: '/visitor/v2/exhibitor/updateExhibitorBaseInfo/v1',
  /** ours: what the booth still lacks (the administrator's landing, /company-management) */
  boothCompleteness: '/visitor/v2/exhibitor/boothCompleteness',
} as const;
