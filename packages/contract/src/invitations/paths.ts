/** Invitations and the client pool (spec 001 §2 /invitehistory, /inviteSend, /invitationCode, /invite; §7). */
export const InvitationPaths = {
  /** ours: the company's client-pool invitation code (any of its staff) */
  poolCode: '/visitor/v2/contactPerson/getInvitationCode',
  /** ours: an administrator replaces the code (the old one stops working) */
  resetPoolCode: '/visitor/v2/contactPerson/resetInvitationCode',
  /** spec: a visitor enters an exhibitor's invitation code and joins its client pool */
  addByInviteCode: '/visitor/v2/contactPerson/addContactPersonByInviteCode',
  /** spec: the company's client pool, paged */
  contactList: '/visitor/v2/contactPerson/newContactPersonList',
  /** spec: removes clients from the pool (administrators) */
  deleteContact: '/visitor/v2/contactPerson/deleteContactPerson',
  /** spec: gives clients to an employee (administrators) */
  distributeContact: '/visitor/v2/contactPerson/distributionEmployee',
  /** spec: counts of the pool and of the invitations */
  getNum: '/visitor/v2/PcContactPerson/getNum',
  /** spec: the client pool as an Excel file */
  exportContact: '/visitor/v2/PcContactPerson/exportContactPerson',
  /** spec: the sent e-mail invitations as an Excel file */
  exportInviteRecord: '/visitor/v2/PcContactPerson/exportInviteRecord',
  /** spec (its spelling): a visitor asks an exhibitor for approval ("Click Invite") */
  addInviteRecord: '/visitor/v2/inviteRecord/newAddInviteRecrd',
  /**
   * spec: staff keep a visitor's business card: the visitor joins the company's client pool with source CARD,
   * kept by the employee who added them (from the visitor's page or from a chat with them)
   */
  addVisitingCard: '/visitor/v2/inviteRecord/addVisitingCard',
  /** spec: approval requests: a visitor's own, or those an exhibitor received */
  inviteRecordList: '/visitor/v2/inviteRecord/inviteRecordList',
  /** spec: the exhibitor approves a request; the visitor joins the pool */
  confirmInviteRecord: '/visitor/v2/inviteRecord/newConfirmInviteRecord',
  /** spec: the e-mail invitations the company sent (/invitehistory) */
  sentList: '/visitor/v2/PcInviteRecord/inviteRecordList',
  /** ours: the Excel template of a batch invitation */
  template: '/visitor/v2/invitation/template',
  /** spec: a filled template: every good row is invited, every bad one reported by its row number */
  importEmail: '/visitor/v2/invitation/importEmail',
  /** spec: invites addresses typed in by hand (one by one) */
  sendEmail: '/visitor/v2/invitation/sendEmail',
  /** ours: the company's keys for its own systems (administrators) */
  apiKeyList: '/visitor/v2/invitation/apiKey/list',
  /** ours: makes a key; the answer is the only time the key itself is shown */
  apiKeyCreate: '/visitor/v2/invitation/apiKey/create',
  /** ours: a revoked key is refused at once */
  apiKeyRevoke: '/visitor/v2/invitation/apiKey/revoke',
  /**
   * spec: an exhibitor's own system records an invitation (with a key, no login): the answer carries the
   * signed registration link for the system's own mail; with `send`, OpenFair mails the invitation too
   */
  externalAddRecord: '/visitor/v2/externalInterface/invitation/addRecord',
} as const;
