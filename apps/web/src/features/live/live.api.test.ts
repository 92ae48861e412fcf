import { afterEach, describe, expect, it } from 'vitest';
import { guestViewerId } from './live.api';

describe('a guest viewer id', () => {
  afterEach(() => localStorage.clear());

  it('is random, of the form the server takes, and kept by the browser', () => {
    const first = guestViewerId();
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(guestViewerId()).toBe(first);
    localStorage.clear();
    expect(guestViewerId()).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    localStorage.setItem('openfair.liveViewer', 'x'.repeat(500));
    expect(guestViewerId()).toMatch(/^[a-f0-9]{32}$/);
  });
});
