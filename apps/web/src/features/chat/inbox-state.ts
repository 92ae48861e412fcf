import type { Conversation } from '@openfair/contract';

/** Whether I (staff) must claim this company conversation before I can answer it. */
export const awaitsClaim = (c: Conversation): boolean => c.inbox?.viewer === 'staff' && !c.inbox.claimed;
