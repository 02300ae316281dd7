import type { FastifyInstance } from 'fastify';

/**
 * How the access-control harness makes one resource of each customer-owned kind (decision 0026).
 * A route declaring `owns: { param, resource }` needs an entry here for its `resource`; the
 * harness fails, naming the kind, when one is missing, so a new owned route cannot be left out.
 */
export interface OwnedResourceFixture {
  /** Creates one resource owned by `customerId`; returns the path parameter value naming it. */
  create(app: FastifyInstance, customerId: number): Promise<string>;
  remove(app: FastifyInstance, id: string): Promise<void>;
}

/**
 * Filled as customer-owned kinds arrive (addresses, trolleys, orders, payment cards, lists…).
 * None of today's routes names a customer's resource by id: the account routes act on the
 * session's own account, and the staff routes are staff-only.
 */
export const OWNED_RESOURCES: Readonly<Record<string, OwnedResourceFixture>> = {};
