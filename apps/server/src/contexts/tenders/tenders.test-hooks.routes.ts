import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import type { TenderRedemption } from './tenders.contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The placement workflow's redemption step (decision 0039), for the test hook to run alone. */
    tenderRedemption: TenderRedemption;
  }
}

const bodySchema = z
  .object({
    customerId: z.number().int().positive(),
    customerOrderId: z.string().regex(/^[1-9]\d{0,15}$/),
    amountToPay: z.number().int().min(0).max(100_000_000),
  })
  .strict();

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

/**
 * Test hook (E2E_TEST_HOOKS only): runs the placement workflow's redemption step alone, so the
 * parallel redemption test can drive it through two server processes. No real client may redeem
 * without placing an order.
 */
export async function tenderTestHookRoutes(
  app: FastifyInstance,
  options: { redemption: TenderRedemption },
) {
  app.post('/test-hooks/v1/tender-redemptions', hookOnly, async (request) => {
    const body = parseInput(bodySchema, request.body, 'body');
    const outcome = await options.redemption.redeem(
      body.customerId,
      body.customerOrderId,
      body.amountToPay,
    );
    if (outcome.outcome === 'ok') return outcome.value;
    const { code, message, detail } = outcome.failure;
    throw new AppError(code, message, detail ? { detail } : undefined);
  });
}
