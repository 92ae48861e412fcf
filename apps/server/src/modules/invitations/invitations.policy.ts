import type { Policy } from '../../core/auth';

export const invitationPolicies = {
  // The company's invitation code is shown to its staff, who hand it to buyers; replacing it (which voids
  // the old one) is the administrators'.
  poolCode: 'exhibitor',
  resetPoolCode: 'exhibitorAdmin',
  // Only a visitor joins a pool, with a valid code (entries are rate limited like logins).
  addByInviteCode: 'visitor',
  // The pool: staff read it (employees who are not administrators, the clients given to them); only
  // administrators remove or give away clients.
  contactList: 'exhibitor',
  exportContact: 'exhibitor',
  getNum: 'exhibitor',
  deleteContact: 'exhibitorAdmin',
  distributeContact: 'exhibitorAdmin',
  // A visitor asks an exhibitor for approval; either side lists its own requests; the company's staff approve.
  addInviteRecord: 'visitor',
  // Any employee keeps the business cards of visitors they meet (the card is theirs to follow up).
  addVisitingCard: 'exhibitor',
  inviteRecordList: 'loggedIn',
  confirmInviteRecord: 'exhibitor',
  // E-mail invitations are every employee's work (spec 000 §2: /inviteSend for exhibitors), bounded per company.
  sentList: 'exhibitor',
  exportInviteRecord: 'exhibitor',
  template: 'exhibitor',
  importEmail: 'exhibitor',
  sendEmail: 'exhibitor',
  // Keys of the company's own systems are the administrators' to make and revoke.
  apiKeyList: 'exhibitorAdmin',
  apiKeyCreate: 'exhibitorAdmin',
  apiKeyRevoke: 'exhibitorAdmin',
  // No login: the call carries one of those keys (checked by the service, refused without one).
  externalAddRecord: 'anonymous',
} as const satisfies Record<string, Policy>;
