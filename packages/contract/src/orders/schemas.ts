import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import {
  INTENT_ORDER_QUANTITY_DECIMALS,
  INTENT_ORDER_QUANTITY_MAX,
  INTENT_ORDER_REMARK_MAX,
  IntentOrderScopes,
  IntentOrderStatuses,
} from './constants';

const id = z.string().min(1).max(64);
const step = 10 ** INTENT_ORDER_QUANTITY_DECIMALS;

/** A real number, 0 < quantity < 99999 (spec 001 §5), with at most three decimals. */
export const intentQuantitySchema = z
  .number()
  .gt(0)
  .lt(INTENT_ORDER_QUANTITY_MAX)
  .refine((n) => Math.abs(Math.round(n * step) - n * step) < 1e-6, {
    message: `at most ${INTENT_ORDER_QUANTITY_DECIMALS} decimals`,
  });

export const intentOrderAddRequestSchema = z.object({
  productId: id,
  quantity: intentQuantitySchema,
  remark: z.string().trim().max(INTENT_ORDER_REMARK_MAX).default(''),
  /** the live the order was placed from (a featured product of a shoppable live) */
  liveId: z.string().min(1).max(64).optional(),
});
export type IntentOrderAddRequest = z.input<typeof intentOrderAddRequestSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** An intent order as the exhibitor's staff see it (spec 001 §3 intent order). */
export const intentOrderSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  productImage: z.string(),
  /** the visitor's profile id (/find-person/detail/{id}) and what an exhibitor may read of them */
  visitorId: z.string(),
  visitorName: z.string(),
  visitorCompany: z.string(),
  quantity: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  contacted: z.boolean(),
  contactedAt: z.string().nullable(),
  /** the salesperson (employee id and name) it is assigned to */
  assignee: person.nullable(),
  /** the follow-up person: who marked it contacted */
  followUp: person.nullable(),
});
export type IntentOrder = z.output<typeof intentOrderSchema>;

const filter = {
  scope: z.enum(IntentOrderScopes).default('all'),
  status: z.enum(IntentOrderStatuses).default('all'),
  /** product or visitor name words */
  keyword: z.string().trim().max(50).default(''),
};
export const intentOrderListRequestSchema = pageQuerySchema.extend(filter);
export type IntentOrderListRequest = z.input<typeof intentOrderListRequestSchema>;
export const intentOrderExportRequestSchema = z.object(filter);
export const intentOrderPageSchema = pageSchema(intentOrderSchema).extend({
  /** whether the caller administers the company (may assign, sees every list) */
  admin: z.boolean(),
});
export type IntentOrderPage = z.output<typeof intentOrderPageSchema>;

/** A visitor's own intent order. */
export const myIntentOrderSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  productImage: z.string(),
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  exhibitorNameEn: z.string(),
  quantity: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  contacted: z.boolean(),
});
export type MyIntentOrder = z.output<typeof myIntentOrderSchema>;
export const myIntentOrderListRequestSchema = pageQuerySchema;
export const myIntentOrderPageSchema = pageSchema(myIntentOrderSchema);

export const intentOrderAssignRequestSchema = z.object({ id, employeeId: id });
export const intentOrderIdRequestSchema = z.object({ id });
