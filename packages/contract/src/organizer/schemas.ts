import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import {
  AUDIT_SEARCH_MAX,
  AuditTargetTypes,
  ORGANIZER_NAME_MAX,
  OrganizerPermissions,
  OrganizerRoles,
} from './constants';

export const organizerMeSchema = z.object({
  organizerId: z.string(),
  name: z.string(),
  role: z.enum(OrganizerRoles),
  permissions: z.array(z.enum(OrganizerPermissions)),
});
export type OrganizerMe = z.output<typeof organizerMeSchema>;

export const organizerStaffSchema = z.object({
  id: z.string(),
  userAccountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OrganizerRoles),
  createdAt: z.string(),
  /** the caller's own account (which they cannot change or remove here) */
  self: z.boolean(),
});
export type OrganizerStaff = z.output<typeof organizerStaffSchema>;

export const organizerStaffListRequestSchema = pageQuerySchema.extend({
  role: z.enum(OrganizerRoles).optional(),
});
export const organizerStaffListSchema = pageSchema(organizerStaffSchema);

export const organizerStaffUpdateRequestSchema = z.object({
  /** absent: a new organizer account */
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(ORGANIZER_NAME_MAX),
  /** the login of a new account (ignored when changing one) */
  email: z.string().trim().max(128).default(''),
  role: z.enum(OrganizerRoles),
});
export const organizerStaffUpdateSchema = z.object({
  staff: organizerStaffSchema,
  /** a new account's initial password, shown once; it must be changed at the first login */
  initialPassword: z.string().nullable(),
});

export const organizerStaffRemoveRequestSchema = z.object({ id: z.string().max(64) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorAccountId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.enum(AuditTargetTypes),
  targetId: z.string(),
  /** the changed thing's fields before and after (null: created, or removed) */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogRequestSchema = pageQuerySchema.extend({
  targetType: z.enum(AuditTargetTypes).optional(),
  /** an exact target id, e.g. every change of one exhibitor */
  targetId: z.string().max(64).optional(),
  actorAccountId: z.string().max(64).optional(),
  /** words in the action or the actor's name */
  keyword: z.string().trim().max(AUDIT_SEARCH_MAX).default(''),
  /** ISO instants: from (inclusive) and to (exclusive) */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditLogSchema = pageSchema(auditEntrySchema);
