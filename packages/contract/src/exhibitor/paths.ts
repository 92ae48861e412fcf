/** The exhibitor back office (spec 001 §2, §7 "exhibitors and employees"). Paths the spec does not show are ours. */
export const ExhibitorPaths = {
  /** spec: the company profile of the caller's exhibitor, as its administrator edits it */
  getExhibitorBaseInfo: '/visitor/v2/exhibitor/getExhibitorBaseInfo/v1',
  /** spec: saves the company profile (administrators only) */
  updateExhibitorBaseInfo: '/visitor/v2/exhibitor/updateExhibitorBaseInfo/v1',
  /** ours: what the booth still lacks (the administrator's landing, /company-management) */
  boothCompleteness: '/visitor/v2/exhibitor/boothCompleteness',
  /** spec: the company's employees, for its administrators */
  employeeList: '/visitor/v2/exhibitorEmployee/manager/list',
  /** ours: one employee as the administrator edits them */
  employeeGet: '/visitor/v2/exhibitorEmployee/manager/get',
  /** spec: adds an employee (with an initial password shown once) or saves one */
  employeeUpdate: '/visitor/v2/exhibitorEmployee/manager/update',
  /** spec: an employee leaves the company and can no longer log in */
  employeeResigned: '/visitor/v2/exhibitorEmployee/manager/resigned',
  /** spec: the code with which staff who have an account bind themselves to the company */
  getInviteCode: '/visitor/v2/exhibitor/getInviteCode',
} as const;
