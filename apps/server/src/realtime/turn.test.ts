import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor } from './turn';

describe('TURN credentials per call', () => {
  const servers = [
    { urls: 'stun:stun.example.org:3478' },
    { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
    { urls: 'turn:fixed.example.org', username: 'u', credential: 'p' },
  ];

  it('issues expiry:userId and base64 HMAC-SHA1 of it for TURN entries without credentials', () => {
    const now = 1_700_000_000_000;
    const [stun, turn, fixed] = iceServersFor(servers, 'a-long-shared-secret', 'user-1', 3600, now);
    expect(stun).toEqual(servers[0]);
    expect(fixed).toEqual(servers[2]);
    const username = `${1_700_000_000 + 3600}:user-1`;
    expect(turn).toEqual({
      urls: servers[1]?.urls,
      username,
      credential: createHmac('sha1', 'a-long-shared-secret').update(username).digest('base64'),
    });
  });

  it('leaves the servers as configured without a secret', () => {
    expect(iceServersFor(servers, undefined, 'user-1', 3600)).toEqual(servers);
  });
});
