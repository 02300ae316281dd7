import { randomUUID } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/demo/demo-accounts';
import { accounts } from '@grocer/db/schema/accounts';
import { type Identity, permissionsForRole } from '@grocer/domain/identity/identity';
import { eq } from 'drizzle-orm';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  firstName: string;
  /** Deletes the account and, through the foreign keys, its sessions. */
  remove(): Promise<void>;
}

/** A real account with a unique email and an argon2id hash of its password; the test removes it. */
export async function createTestAccount(
  database: Database,
  options: { role?: 'customer' | 'staff'; firstName?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = `test-${randomUUID()}@example.com`;
  const password = options.password ?? `Test-password-${randomUUID().slice(0, 8)}`;
  const firstName = options.firstName ?? 'Testy';
  const [row] = await database.db
    .insert(accounts)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName: 'McTest',
      role: options.role ?? 'customer',
    })
    .returning({ id: accounts.id });
  const id = row?.id as number;
  return {
    id,
    email,
    password,
    firstName,
    remove: async () => {
      await database.db.delete(accounts).where(eq(accounts.id, id));
    },
  };
}

/** An account acting for itself with its role's permissions, as a service is called for it. */
export function identityOfAccount(id: number, role: 'customer' | 'staff'): Identity {
  return {
    customerId: id,
    principalId: id,
    permissions: permissionsForRole(role),
    defaultBranchId: 651,
    sessionId: null,
  };
}
