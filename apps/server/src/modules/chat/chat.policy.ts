import type { Policy } from '../../core/auth';

export const chatPolicies = {
  // Every chat call is about the caller's own conversations; who may talk to whom is the service's rule.
  conversationList: 'loggedIn',
  conversationOpen: 'loggedIn',
  conversationDelete: 'loggedIn',
  // Buyers write to a company (checked: only buyers); its current staff claim (checked: that company's).
  conversationOpenCompany: 'loggedIn',
  conversationClaim: 'exhibitor',
  // Only the claimer, to a current colleague (checked by the service).
  conversationHandOver: 'exhibitor',
  messageList: 'loggedIn',
  // Buyers and exhibitor staff ask for customer service; organizers are the service (checked).
  customerService: 'loggedIn',
  // How fast the company's staff answer buyers is for the company's administrators.
  responseTimes: 'exhibitorAdmin',
  // The e-mail digest is for exhibitor staff, each their own.
  digestSetting: 'exhibitor',
  digestSettingUpdate: 'exhibitor',
  // Groups are exhibitor staff's (colleagues of one company); membership and the creator's rights are
  // the service's checks.
  groupColleagues: 'exhibitor',
  groupCreate: 'exhibitor',
  groupInfo: 'exhibitor',
  groupAddMembers: 'exhibitor',
  groupRemoveMember: 'exhibitor',
  groupRename: 'exhibitor',
  groupLeave: 'exhibitor',
  // Guests: the identity is issued to anyone (within its limits); the other two calls prove the guest by
  // the tourist token in their body, checked by the service.
  touristIdentity: 'anonymous',
  touristCustomerService: 'anonymous',
  touristMessageList: 'anonymous',
} satisfies Record<string, Policy>;
