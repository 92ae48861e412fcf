import { ChatPaths, type TouristIdentity } from '@openfair/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../../lib/app-events';
import { sessionStore } from '../../lib/session-store';
import { bodiesOf, failure, mockApi } from '../../test/server';

// The socket is faked: what the identity hands it is what these tests look at.
const socketTokens: (string | null)[] = [];
vi.mock('../../api/socket', () => ({
  setTouristToken: (token: string | null) => socketTokens.push(token),
  realtimeSocket: () => ({ on: () => {} }),
  onReconnect: () => () => {},
  emitWithAck: async () => ({ ok: true, data: null }),
}));

const { ensureTourist, currentTourist, forgetTourist } = await import('./tourist-identity');
const { chatStore, patchChat } = await import('./chat-store');

const KEY = 'of-chat-tourist';
const now = () => Math.floor(Date.now() / 1000);
let issued = 0;
const identity = (over: Partial<TouristIdentity> = {}): TouristIdentity => ({
  userID: `tourist-${++issued}`,
  nick: '游客 1A2B',
  token: `token-${issued}-0123456789abcdef`,
  expiresAt: now() + 24 * 3600,
  ...over,
});
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { userID?: string } | null;

beforeEach(() => {
  forgetTourist();
  socketTokens.length = 0;
  sessionStore.setState({ exhibitionId: 'fair-1' });
});
afterEach(() => vi.restoreAllMocks());

/** A guest's chat identity: issued once, kept for the fair until it nearly expires, dropped at login. */
describe('the guest chat identity', () => {
  it('asks the server once, keeps the identity in this browser and hands its token to the socket', async () => {
    mockApi({ [ChatPaths.touristIdentity]: () => identity() });
    const first = await ensureTourist();
    expect(first).toMatchObject({ userID: 'tourist-1', exhibitionId: 'fair-1' });
    expect(stored()?.userID).toBe('tourist-1');
    expect(socketTokens.at(-1)).toBe(first.token);
    // the same tab, and a reloaded one (memory gone, storage kept), ask the server nothing more
    expect((await ensureTourist()).userID).toBe('tourist-1');
    vi.resetModules();
    const reloaded = await import('./tourist-identity');
    expect((await reloaded.ensureTourist()).userID).toBe('tourist-1');
    expect(bodiesOf(ChatPaths.touristIdentity)).toHaveLength(1);
  });

  it("gets a new identity for another fair, and before the old one's last ten minutes", async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...identity({ userID: 'other-fair' }), exhibitionId: 'fair-2' }),
    );
    mockApi({ [ChatPaths.touristIdentity]: () => identity({ userID: 'fresh' }) });
    expect((await ensureTourist()).userID).toBe('fresh');

    forgetTourist();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...identity({ userID: 'expiring', expiresAt: now() + 300 }), exhibitionId: 'fair-1' }),
    );
    mockApi({ [ChatPaths.touristIdentity]: () => identity({ userID: 'renewed' }) });
    expect((await ensureTourist()).userID).toBe('renewed');
    expect(stored()?.userID).toBe('renewed');
  });

  it("passes on the server's refusal and keeps nothing", async () => {
    mockApi({ [ChatPaths.touristIdentity]: () => failure(1429, 'Too many guests, try again later') });
    await expect(ensureTourist()).rejects.toMatchObject({ code: 1429 });
    expect(currentTourist()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('lasts as long as the tab when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    mockApi({ [ChatPaths.touristIdentity]: () => identity({ userID: 'tab-only' }) });
    expect((await ensureTourist()).userID).toBe('tab-only');
    expect(currentTourist()?.userID).toBe('tab-only');
  });

  it("is forgotten at login, with the guest's conversation", async () => {
    mockApi({ [ChatPaths.touristIdentity]: () => identity() });
    await ensureTourist();
    patchChat((s) => ({ ...s, current: 'C2Cservice', hasNew: true }));
    appEvents.emit('loggedIn', { subjectType: 'VISITOR', restartChat: false });
    expect(currentTourist()).toBeNull();
    expect(stored()).toBeNull();
    expect(socketTokens.at(-1)).toBeNull();
    expect(chatStore.getState()).toMatchObject({ current: null, hasNew: false });
  });
});
