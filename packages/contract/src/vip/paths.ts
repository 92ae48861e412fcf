/** A visitor's VIP application (spec 001 §7: /vip/insert, get). */
export const VipPaths = {
  /** submits the application, or submits it again after a rejection */
  insert: '/visitor/v2/vip/insert',
  /** the caller's application and where its review stands */
  get: '/visitor/v2/vip/get',
} as const;
