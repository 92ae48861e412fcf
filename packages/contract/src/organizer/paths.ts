/** The organizer console's calls (ours: the spec gives organizers no screens). */
export const OrganizerPaths = {
  /** the caller's organizer account: name, role and what the role allows */
  me: '/visitor/v2/organizer/me',
  /** the fair's organizer accounts */
  staffList: '/visitor/v2/organizer/staff/list',
  /** adds an organizer account (no id: an initial password is answered once) or changes its name and role */
  staffUpdate: '/visitor/v2/organizer/staff/update',
  /** takes an account's organizer role away (the account and its history stay) */
  staffRemove: '/visitor/v2/organizer/staff/remove',
  /** the audit log, newest first, searchable */
  auditLog: '/visitor/v2/organizer/auditLog/list',
} as const;
