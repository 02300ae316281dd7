import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import type { JobHandler } from '../jobs/jobs.contract.ts';
import type { DeliveryPassRepository } from './delivery-pass.repository.ts';
import { DELIVERY_PASS_RENEWAL_JOB } from './delivery-pass.service.ts';

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

const body = z
  .object({ passId: z.number().int().positive(), expiresAt: z.iso.datetime().optional() })
  .strict();

/**
 * Test hook (E2E_TEST_HOOKS only, decision 0094): runs a pass's renewal now, as its job would when
 * due (the job's own handler, first attempt), so the crash matrix can end a process at each
 * renewal step without waiting for the queue: the job of the period ending `expiresAt` (the
 * pass's current one when left out). 204 once it ran; 404 for no such pass.
 */
export async function deliveryPassTestHookRoutes(
  app: FastifyInstance,
  options: { repository: DeliveryPassRepository; renew: JobHandler },
) {
  app.post('/test-hooks/v1/delivery-pass-renewals', hookOnly, async (request, reply) => {
    const { passId, expiresAt } = parseInput(body, request.body, 'body');
    const pass = await options.repository.passById(passId);
    if (!pass) throw new AppError('NOT_FOUND', 'No such pass.');
    await options.renew({
      id: 0,
      kind: DELIVERY_PASS_RENEWAL_JOB,
      payload: { passId, expiresAt: expiresAt ?? pass.expiresAt.toISOString() },
      attempt: 1,
    });
    return reply.code(204).send();
  });
}
