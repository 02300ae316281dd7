import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP baseline: 19 MiB of memory, 2 passes, 1 lane (the library's defaults,
 * written out so a library upgrade cannot quietly change them). The algorithm is left to the
 * default, argon2id, because the package's `Algorithm` is a const enum with no runtime value;
 * a test checks the stored form says `$argon2id$v=19$m=19456,t=2,p=1$`.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
