import type { Bilingual } from '../codes';

/**
 * Organizer accounts have one role each (ours: the spec shows no organizer screens). The owner runs the
 * fair and its organizer accounts; reviewers approve what exhibitors and visitors submit; content
 * editors publish the fair's content; customer service answers buyers in the chat.
 */
export const OrganizerRoles = ['owner', 'reviewer', 'contentEditor', 'customerService'] as const;
export type OrganizerRole = (typeof OrganizerRoles)[number];

/** What an organizer call needs; each role grants a set of them (`organizerRolePermissions`). */
export const OrganizerPermissions = [
  /** exhibitions, switches, settings flags, opening dates, the tourist product limit */
  'configureFair',
  /** create and import exhibitors, packages, booths, their administrator accounts */
  'manageExhibitors',
  /** approve or reject registrations, VIP applications, sourcing sign-ups and lives */
  'review',
  /** news, notices, banners, carousel, advertisements, hot samples, Q&A and the fixed pages */
  'editContent',
  /** answer buyers as customer service */
  'serveChat',
  /** add organizer accounts, change their roles, remove them */
  'manageOrganizers',
  /** read the audit log of every organizer action */
  'readAuditLog',
] as const;
export type OrganizerPermission = (typeof OrganizerPermissions)[number];

/** The one place that says which role may do what; the server enforces it on every organizer call. */
export const organizerRolePermissions: Record<OrganizerRole, readonly OrganizerPermission[]> = {
  owner: OrganizerPermissions,
  reviewer: ['review'],
  contentEditor: ['editContent'],
  customerService: ['serveChat'],
};

export const mayOrganizer = (role: OrganizerRole, permission: OrganizerPermission): boolean =>
  organizerRolePermissions[role].includes(permission);

/** What an audit-log entry is about: the kind of thing an organizer changed. */
export const AuditTargetTypes = [
  'organizer',
  'exhibition',
  'exhibitor',
  'registration',
  'vip',
  'sourcing',
  'live',
  'content',
] as const;
export type AuditTargetType = (typeof AuditTargetTypes)[number];

/** An exhibitor's package: upgraded exhibitors may sign up for sourcing meetings (spec 001 §5). */
export const ExhibitorPackages = ['basic', 'upgraded'] as const;
export type ExhibitorPackage = (typeof ExhibitorPackages)[number];

export const ORGANIZER_NAME_MAX = 64;
/** A guest's daily budget of distinct products: 0 shows guests none, the most a fair may allow is 1000. */
export const TOURIST_PRODUCT_LIMIT_MAX = 1000;
export const CLOSED_NOTICE_MAX = 500;
export const EXHIBITOR_NAME_MAX = 100;
export const BOOTH_TEXT_MAX = 32;
/** The longest search text of the audit log; longer is refused rather than cut. */
export const AUDIT_SEARCH_MAX = 100;

export const organizerMessages = {
  notPermitted: {
    zh: '您的主办方角色无权执行此操作',
    en: 'Your organizer role does not allow this.',
  },
  lastOwner: {
    zh: '展会至少需要一名所有者，不能移除或降级最后一名所有者',
    en: 'The fair needs at least one owner; the last owner cannot be removed or given another role.',
  },
  notSelf: {
    zh: '不能修改或移除自己的主办方账号',
    en: 'You cannot change or remove your own organizer account.',
  },
  datesOrder: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date.',
  },
  accountExists: {
    zh: '该邮箱已有账号，请换一个邮箱',
    en: 'An account with this email already exists; please use another email.',
  },
} satisfies Record<string, Bilingual>;
