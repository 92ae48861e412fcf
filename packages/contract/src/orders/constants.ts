import type { Bilingual } from '../codes';

/** spec 001 §5: an intent order's quantity is a real number below 99999 (and above 0). */
export const INTENT_ORDER_QUANTITY_MAX = 99999;
/** Our bounds: the remark, and the decimals a quantity may carry (0.001 of a ton, of a metre...). */
export const INTENT_ORDER_REMARK_MAX = 500;
export const INTENT_ORDER_QUANTITY_DECIMALS = 3;
/**
 * Our bound against a visitor flooding an exhibitor's staff with notices: intent orders one visitor
 * may place in an hour (over every exhibitor of the fair).
 */
export const INTENT_ORDERS_PER_VISITOR_HOUR = 30;
/** Our bound: rows one export holds (newest first); narrow the filter for older orders. */
export const INTENT_ORDER_EXPORT_MAX = 5000;

/**
 * spec 001 §9 "Intent order lists: all, mine, assigned, not assigned". `mine` is the orders assigned to
 * the caller; employees who are not administrators see only theirs (the server narrows any other scope).
 */
export const IntentOrderScopes = ['all', 'mine', 'assigned', 'unassigned'] as const;
export type IntentOrderScope = (typeof IntentOrderScopes)[number];

/** spec 001 §4: not contacted → contacted (complete order). */
export const IntentOrderStatuses = ['all', 'notContacted', 'contacted'] as const;
export type IntentOrderStatus = (typeof IntentOrderStatuses)[number];

export const orderMessages = {
  quantityRange: {
    zh: '意向数量须为大于0且小于99999的数字',
    en: 'The quantity must be a number greater than 0 and less than 99999.',
  },
  productNotVisible: {
    zh: '该展品不存在或您暂无权限查看',
    en: 'This product does not exist or is not visible to you.',
  },
  orderNotFound: { zh: '意向订单不存在', en: 'This intent order does not exist.' },
  notEmployee: {
    zh: '只能分配给本公司在职员工',
    en: 'An order can only be assigned to a current employee of your company.',
  },
  notAssignee: {
    zh: '只有被分配的业务员或管理员可以完成此订单',
    en: 'Only the assigned salesperson or an administrator may complete this order.',
  },
  tooMany: {
    zh: '提交过于频繁，请稍后再试',
    en: 'You have placed too many intent orders, please try again later.',
  },
} as const satisfies Record<string, Bilingual>;
