import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import type { MoneyRecovery } from './money-recovery.ts';

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

const body = z.object({ customerIds: z.array(z.number().int().positive()).min(1).max(100) });

/**
 * Test hook (E2E_TEST_HOOKS only, decision 0055): the crash tests' second server process runs the
 * recovery sweep now, with no lease (the dead process is known dead), for the test's customers
 * only (the test database is shared with other test files' live work).
 */
export async function moneyRecoveryTestHookRoutes(
  app: FastifyInstance,
  options: { recovery: MoneyRecovery },
) {
  app.post('/test-hooks/v1/money-recovery', hookOnly, async (request) => {
    const { customerIds } = parseInput(body, request.body, 'body');
    return options.recovery.sweep({ leaseMs: 0, customerIds });
  });
}
