import { randomBytes } from 'node:crypto';
import type { Db } from '@grocer/db/client';
import { serverSecrets } from '@grocer/db/schema/identity';
import { eq } from 'drizzle-orm';

/**
 * A secret every server process on one database shares: made by whichever process asks first
 * (the insert that loses the race changes nothing), then read by all.
 */
export async function sharedSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be read`);
  return Buffer.from(row.value, 'base64');
}
