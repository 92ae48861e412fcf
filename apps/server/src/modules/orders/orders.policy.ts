import type { Policy } from '../../core/auth';

export const orderPolicies = {
  // A visitor places intent orders on products they may open, and follows their own.
  add: 'visitor',
  myList: 'visitor',
  // Any of the company's staff reads its orders: administrators every list, other employees the orders
  // assigned to them (narrowed in the service), and marks contacted what is theirs.
  list: 'exhibitor',
  complete: 'exhibitor',
  export: 'exhibitor',
  // Handing an order to a salesperson is the administrators' (spec 001 §6 "intent orders can be assigned").
  assign: 'exhibitorAdmin',
} as const satisfies Record<string, Policy>;
