import type { Identity } from '@grocer/domain/identity/identity';
import { DEFAULT_BRANCH_ID } from '@grocer/domain/identity/identity';

/** Whom a recovery acts for: the order's customer (never a session's). */
export function recoveryIdentity(customerId: number): Identity {
  return {
    customerId,
    principalId: customerId,
    permissions: [],
    defaultBranchId: DEFAULT_BRANCH_ID,
    sessionId: 'placement-recovery',
  };
}
