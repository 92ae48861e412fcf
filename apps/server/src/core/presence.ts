import { slot } from './context';

/**
 * Who has the platform open right now (a live realtime connection), on any instance. The realtime
 * server fills it in when it starts; without one (a test app that never listens) nobody is online.
 */
export type Presence = {
  /** the accounts among `accountIds` with at least one open socket */
  online(accountIds: readonly string[]): Promise<Set<string>>;
};

type PresenceHolder = { current: Presence };

const nobody: Presence = { online: async () => new Set() };

export const presenceSlot = slot<PresenceHolder>('presence', () => ({ current: nobody }));
