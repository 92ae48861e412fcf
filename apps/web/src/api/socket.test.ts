import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { testConfig, visitor } from '../test/fixtures';

type Handler = (...args: unknown[]) => void;
/** A stand-in for socket.io's socket and its manager: the test fires their events by hand. */
function fakeEmitter() {
  const handlers = new Map<string, Handler[]>();
  return {
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    fire(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    removeAllListeners: () => handlers.clear(),
    disconnect: () => {},
  };
}
let fake = { ...fakeEmitter(), io: fakeEmitter() };
vi.mock('socket.io-client', () => ({ io: () => fake }));

const { closeRealtime, onReconnect, realtimeSocket, realtimeState } = await import('./socket');

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.setState(visitor());
  fake = { ...fakeEmitter(), io: fakeEmitter() };
});
afterEach(() => {
  closeRealtime();
  sessionStore.reset();
  setRuntimeConfig(null);
});

describe('the realtime connection’s catch-up signal', () => {
  it('is not given on a first connect that went well, and is given on each connect after a cut', () => {
    const caughtUp = vi.fn();
    const off = onReconnect(caughtUp);
    realtimeSocket();
    fake.fire('connect');
    expect(caughtUp).not.toHaveBeenCalled();
    expect(realtimeState.get()).toBe('connected');
    fake.fire('disconnect', 'transport close');
    expect(realtimeState.get()).toBe('unstable');
    fake.fire('connect');
    expect(caughtUp).toHaveBeenCalledTimes(1);
    // A connect with nothing missed since the last one is not a reconnect.
    fake.fire('connect');
    expect(caughtUp).toHaveBeenCalledTimes(1);
    off();
  });

  it('is given on the first connect when attempts failed before it (offline while the page started)', () => {
    const caughtUp = vi.fn();
    const off = onReconnect(caughtUp);
    realtimeSocket();
    fake.fire('connect_error', new Error('offline'));
    expect(realtimeState.get()).toBe('retrying');
    fake.fire('connect');
    expect(caughtUp).toHaveBeenCalledTimes(1);
    off();
  });

  it('is not given when the client itself closed the connection (logout)', () => {
    const caughtUp = vi.fn();
    const off = onReconnect(caughtUp);
    realtimeSocket();
    fake.fire('connect');
    fake.fire('disconnect', 'io client disconnect');
    expect(realtimeState.get()).toBe('idle');
    fake.fire('connect');
    expect(caughtUp).not.toHaveBeenCalled();
    off();
  });
});
