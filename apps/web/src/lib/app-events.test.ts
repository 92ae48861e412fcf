import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents, createAppEvents } from './app-events';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app events', () => {
  it('calls the handlers of an event in subscription order with the payload', () => {
    const events = createAppEvents();
    const seen: string[] = [];
    events.on('languageChanged', ({ language }) => {
      seen.push(`a:${language}`);
    });
    events.on('languageChanged', ({ language }) => {
      seen.push(`b:${language}`);
    });
    events.on('loggedOut', () => {
      seen.push('other event');
    });
    expect(events.emit('languageChanged', { language: 'en' })).toBe(2);
    expect(seen).toEqual(['a:en', 'b:en']);
  });

  it('says how many handlers there were: none when nobody subscribed', () => {
    const events = createAppEvents();
    expect(events.emit('errorNotice', { message: 'x' })).toBe(0);
  });

  it('unsubscribes with the function on() returns, once per subscription', () => {
    const events = createAppEvents();
    const handler = vi.fn();
    const first = events.on('navigate', handler);
    events.on('navigate', handler);
    first();
    first();
    events.emit('navigate', { to: '/news' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ to: '/news' });
  });

  it('keeps calling the other handlers when one throws or rejects, and reports it', async () => {
    const events = createAppEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    events.on('errorToast', () => {
      throw new Error('boom');
    });
    events.on('errorToast', async () => {
      throw new Error('async boom');
    });
    events.on('errorToast', after);
    expect(() => events.emit('errorToast', { message: 'offline', durationMs: 5000 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ message: 'offline', durationMs: 5000 });
    await Promise.resolve();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('emitAndWait awaits each handler in turn; a failing one does not stop the rest', async () => {
    const events = createAppEvents();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    events.on('beforeLogout', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('slow');
    });
    events.on('beforeLogout', () => {
      throw new Error('broken hook');
    });
    events.on('beforeLogout', ({ subjectType }) => {
      order.push(`fast:${subjectType}`);
    });
    await events.emitAndWait('beforeLogout', { subjectType: 'VISITOR' });
    expect(order).toEqual(['slow', 'fast:VISITOR']);
  });

  it('a handler subscribed while an event is emitted runs from the next emit on', () => {
    const events = createAppEvents();
    const late = vi.fn();
    events.on('loggedOut', () => {
      events.on('loggedOut', late);
    });
    events.emit('loggedOut', { wasLoggedIn: true });
    expect(late).not.toHaveBeenCalled();
    events.emit('loggedOut', { wasLoggedIn: false });
    expect(late).toHaveBeenCalledWith({ wasLoggedIn: false });
  });

  it('clear() drops every handler', () => {
    const events = createAppEvents();
    const handler = vi.fn();
    events.on('loggedIn', handler);
    events.clear();
    expect(events.emit('loggedIn', { subjectType: 'ACTOR', restartChat: false })).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('the app has one shared emitter', () => {
    const handler = vi.fn();
    const off = appEvents.on('languageChanged', handler);
    appEvents.emit('languageChanged', { language: 'zh' });
    off();
    appEvents.emit('languageChanged', { language: 'en' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
