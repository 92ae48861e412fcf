import type { Policy } from '../../core/auth';

export const exhibitorPolicies = {
  // Every employee sees the company profile (/company-info is open to exhibitor staff, spec 000 §2);
  // only administrators change it and see the booth's checklist (their landing).
  getExhibitorBaseInfo: 'exhibitor',
  updateExhibitorBaseInfo: 'exhibitorAdmin',
  boothCompleteness: 'exhibitorAdmin',
  // Exhibits are every employee's work (non-administrators land on their exhibit list, spec 001 §6);
  // each call reaches only the caller's own company's exhibits.
  insertProduct: 'exhibitor',
  updateProduct: 'exhibitor',
  getProduct: 'exhibitor',
  productList: 'exhibitor',
  deleteProduct: 'exhibitor',
  batchUpdateScope: 'exhibitor',
  batchUpdateScopeAll: 'exhibitor',
  batchDelete: 'exhibitor',
  batchDeleteAll: 'exhibitor',
  importTemplate: 'exhibitor',
  importProducts: 'exhibitor',
  // Employees and the company's invitation code are the administrators' (spec 000 §2 admin-only routes).
  employeeList: 'exhibitorAdmin',
  employeeGet: 'exhibitorAdmin',
  employeeUpdate: 'exhibitorAdmin',
  employeeResigned: 'exhibitorAdmin',
  getInviteCode: 'exhibitorAdmin',
  // Hot-spot scenes are every employee's work (spec 000 §2: /hotspot for exhibitors); buyers read them
  // on the exhibitor's page, so the list is open to anyone who names the exhibitor.
  hotImageInsert: 'exhibitor',
  hotImageUpdate: 'exhibitor',
  hotImageGet: 'exhibitor',
  hotImageListByExhibitor: 'anonymous',
  hotImageDelete: 'exhibitor',
  hotImagePointInsertList: 'exhibitor',
} as const satisfies Record<string, Policy>;
