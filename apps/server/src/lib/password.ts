import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (m=19 MiB, t=2, p=1); about 15 ms per check on these machines.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);
export const verifyPassword = (hashed: string, plain: string) => verify(hashed, plain).catch(() => false);
