import type { Policy } from '../../core/auth';

export const chatPolicies = {
  // Every chat call is about the caller's own conversations; who may talk to whom is the service's rule.
  conversationList: 'loggedIn',
  conversationOpen: 'loggedIn',
  conversationDelete: 'loggedIn',
  messageList: 'loggedIn',
  // Buyers and exhibitor staff ask for customer service; organizers are the service (checked).
  customerService: 'loggedIn',
} satisfies Record<string, Policy>;
