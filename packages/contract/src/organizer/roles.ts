// Its own module, apart from the organizer's limits and messages: the web shell's menus need only this
// (the bundler keeps a module whole, so the console's texts would otherwise come with the first load).
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
