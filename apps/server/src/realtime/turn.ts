import { createHmac } from 'node:crypto';
import type { IceServer } from '../settings';

/**
 * The ICE servers for one person's call. TURN entries without credentials of their own get coturn's
 * REST credentials (use-auth-secret): username `expiry:userId`, credential base64(HMAC-SHA1(secret,
 * username)); coturn accepts them until `expiry` (seconds since the epoch), so a leaked pair soon stops
 * working and names who it was issued to.
 */
export function iceServersFor(
  servers: readonly IceServer[],
  secret: string | undefined,
  userId: string,
  ttlSeconds: number,
  nowMs = Date.now(),
): IceServer[] {
  const username = `${Math.floor(nowMs / 1000) + ttlSeconds}:${userId}`;
  const credential = secret ? createHmac('sha1', secret).update(username).digest('base64') : '';
  return servers.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    const turn = urls.some((u) => /^turns?:/.test(u));
    if (!turn || server.username || !secret) return server;
    return { ...server, username, credential };
  });
}
