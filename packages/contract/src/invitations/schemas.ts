import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common';
import { InvitationSourceTypes } from '../enums';
import {
  CONTACT_BATCH_MAX,
  INVITATION_SEND_MAX,
  INVITE_REQUEST_MESSAGE_MAX,
  InvitationRegisterFilters,
  InviteRequestStatuses,
  POOL_CODE_LENGTH,
} from './constants';

const id = z.string().min(1).max(64);
const ids = z.array(id).min(1).max(CONTACT_BATCH_MAX);

export const poolCodeSchema = z.object({ code: z.string() });
export type PoolCode = z.output<typeof poolCodeSchema>;

/** Codes are typed by people: spaces and lower case are forgiven, anything longer is refused. */
export const poolCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .max(POOL_CODE_LENGTH * 2)
    .transform((c) => c.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1).max(POOL_CODE_LENGTH)),
});

export const poolJoinSchema = z.object({
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  exhibitorNameEn: z.string(),
  /** the visitor was in the pool already */
  alreadyMember: z.boolean(),
});
export type PoolJoin = z.output<typeof poolJoinSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** addVisitingCard: the visitor by their visitor id (the one of /find-person/detail/:id) or by their chat id. */
export const visitingCardRequestSchema = z
  .object({ visitorId: id.optional(), imAccount: id.optional() })
  .refine((r) => Boolean(r.visitorId) !== Boolean(r.imAccount), {
    message: 'exactly one of visitorId and imAccount',
  });
export type VisitingCardRequest = z.input<typeof visitingCardRequestSchema>;
export const visitingCardResultSchema = z.object({
  visitorId: z.string(),
  /** the visitor was in the pool already (nothing changed) */
  alreadyMember: z.boolean(),
});
export type VisitingCardResult = z.output<typeof visitingCardResultSchema>;

/** A client of the pool (spec 001 §7 contactPerson): the visitor, how they came, who looks after them. */
export const contactSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  source: z.string(),
  joinedAt: z.string(),
  employee: person.nullable(),
});
export type Contact = z.output<typeof contactSchema>;

const contactFilter = {
  keyword: z.string().trim().max(50).default(''),
  source: z.union([z.enum(InvitationSourceTypes), z.literal('')]).default(''),
};
export const contactListRequestSchema = pageQuerySchema.extend(contactFilter);
export type ContactListRequest = z.input<typeof contactListRequestSchema>;
export const contactExportRequestSchema = z.object(contactFilter);
export const contactPageSchema = pageSchema(contactSchema).extend({ admin: z.boolean() });

export const contactIdsRequestSchema = z.object({ ids });
export const contactDistributeRequestSchema = z.object({ ids, employeeId: id });
export const contactBatchResultSchema = z.object({ count: z.number().int() });

export const invitationCountsSchema = z.object({
  /** clients in the pool, and per source type */
  total: z.number().int(),
  bySource: z.record(z.string(), z.number().int()),
  distributed: z.number().int(),
  /** e-mail invitations sent, and how many of them registered */
  invited: z.number().int(),
  registered: z.number().int(),
  /** approval requests waiting */
  pendingRequests: z.number().int(),
});
export type InvitationCounts = z.output<typeof invitationCountsSchema>;

export const inviteRequestAddSchema = z.object({
  exhibitorId: id,
  productId: id.optional(),
  message: z.string().trim().max(INVITE_REQUEST_MESSAGE_MAX).default(''),
});

/** An approval request ("Click Invite"), as the visitor and the exhibitor see it. */
export const inviteRequestSchema = z.object({
  id: z.string(),
  exhibitorId: z.string(),
  exhibitorName: z.string(),
  exhibitorNameEn: z.string(),
  visitorId: z.string(),
  visitorName: z.string(),
  visitorCompany: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productNameEn: z.string(),
  message: z.string(),
  status: z.enum(InviteRequestStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type InviteRequest = z.output<typeof inviteRequestSchema>;
export const inviteRequestListRequestSchema = pageQuerySchema.extend({
  status: z.union([z.enum(InviteRequestStatuses), z.literal('')]).default(''),
});
export const inviteRequestPageSchema = pageSchema(inviteRequestSchema);
export const inviteRequestIdSchema = z.object({ id });

/** An e-mail invitation (spec 001 §3 invitation record). */
export const emailInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** the mobile the same invitation went to by SMS; empty when it went by e-mail only */
  mobile: z.string(),
  invitedAt: z.string(),
  registeredAt: z.string().nullable(),
  registered: z.boolean(),
  /** the source type the registration recorded (INVITATION for an unregistered invitation) */
  sourceType: z.string(),
});
export type EmailInvitation = z.output<typeof emailInvitationSchema>;
const sentFilter = {
  keyword: z.string().trim().max(50).default(''),
  status: z.enum(InvitationRegisterFilters).default('all'),
};
export const sentListRequestSchema = pageQuerySchema.extend(sentFilter);
export type SentListRequest = z.input<typeof sentListRequestSchema>;
export const sentExportRequestSchema = z.object(sentFilter);
export const sentPageSchema = pageSchema(emailInvitationSchema);

/** Addresses typed in by hand; each is checked like a row of the template (bad ones are reported). */
export const sendEmailRequestSchema = z.object({
  list: z
    .array(
      z.object({
        name: z.string().max(200).default(''),
        email: z.string().max(200),
        /** optional: the invitation also goes by SMS to this mainland mobile */
        mobile: z.string().max(40).default(''),
      }),
    )
    .min(1)
    .max(INVITATION_SEND_MAX),
});
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

/** `checkOnly`: read and check the file, report, send nothing (the screen's preview). */
export const importEmailRequestSchema = z.object({
  checkOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** What a send or an import did: how many were mailed, and each refused row with its number. */
export const invitationReportSchema = z.object({
  sent: z.number().int(),
  /** addresses that passed every check (with checkOnly: would be sent) */
  valid: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), email: z.string(), problems: z.array(z.string()) })),
});
export type InvitationReport = z.output<typeof invitationReportSchema>;

// ——— keys of the company's own systems, and the external interface ———

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the key's first characters, to tell keys apart (the key itself is never shown again) */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ list: z.array(apiKeySchema) });
export const apiKeyCreateSchema = z.object({ name: z.string().trim().min(1).max(50) });
/** the made key: `key` is shown this once */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.output<typeof apiKeyCreatedSchema>;
export const apiKeyIdSchema = z.object({ id });

/** One invitation recorded by the company's own system; checked like a typed-in address. */
export const externalRecordRequestSchema = z.object({
  email: z.string().max(200),
  name: z.string().max(200).default(''),
  mobile: z.string().max(40).default(''),
  /** true: OpenFair also mails (and, with a mobile, texts) the invitation; false: the system sends its own */
  send: z.boolean().default(false),
});
export type ExternalRecordRequest = z.input<typeof externalRecordRequestSchema>;
export const externalRecordSchema = z.object({
  email: z.string(),
  /** the signed registration link: who registers through it joins the company's client pool */
  link: z.string(),
  /** the link is valid until then */
  expiresAt: z.string(),
  sent: z.boolean(),
});
export type ExternalRecord = z.output<typeof externalRecordSchema>;
