/** Intent orders (spec 001 §2 /potential-order, §3, §4). The spec shows no paths for them: ours. */
export const OrderPaths = {
  /** ours: a visitor places an intent order on a product they may open */
  add: '/visitor/v2/intentOrder/add',
  /** ours: the visitor's own intent orders, newest first */
  myList: '/visitor/v2/intentOrder/myList',
  /** ours: the company's intent orders by list (all, mine, assigned, not assigned) and status */
  list: '/visitor/v2/intentOrder/list',
  /** ours: an administrator assigns an order to an employee of the company (a salesperson) */
  assign: '/visitor/v2/intentOrder/assign',
  /** ours: the assignee or an administrator marks an order contacted (complete order) */
  complete: '/visitor/v2/intentOrder/complete',
  /** ours: the list's orders as an Excel file (same filter) */
  export: '/visitor/v2/intentOrder/export',
} as const;
