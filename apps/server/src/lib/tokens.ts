import { createHash, randomBytes } from 'node:crypto';

/** Opaque session tokens: 32 random bytes, base64url; only their SHA-256 is stored. */
export const generateToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
