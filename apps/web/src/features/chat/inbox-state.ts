import type { Conversation } from '@openfair/contract';

/** Whether I (staff) must claim this company conversation before I can answer it. */
export const awaitsClaim = (c: Conversation): boolean => c.inbox?.viewer === 'staff' && !c.inbox.claimed;

/**
 * Whether I may write in it: anything but a company conversation I (staff) do not hold. Staff only ever
 * see their own claim; one claimed with no claimer named is a colleague's (inbox-claim.tsx `lostTo`).
 */
export const mayWrite = (c: Conversation): boolean => c.inbox?.viewer !== 'staff' || c.inbox.claimer !== null;
