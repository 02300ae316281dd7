import type { Identity } from '@grocer/domain/identity/identity';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { OperationsService } from './operations.contract.ts';

const runParamsSchema = z
  .object({
    runId: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a workflow run number')
      .transform(Number),
  })
  .strict();

const docs = {
  health: apiDoc({
    operationId: 'getMoneyHealth',
    access: 'staff',
    tag: 'operations',
    summary:
      'Each money invariant with its count of violations, and the money workflows left in progress past their lease (staff only).',
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  recover: apiDoc({
    operationId: 'recoverMoneyWorkflow',
    access: 'staff',
    tag: 'operations',
    summary:
      'Runs the recovery of one money workflow left in progress past its lease now, by its kind’s rule; recorded in the staff audit log (staff only).',
    params: runParamsSchema,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
};

/**
 * The operations calls (under /api/admin/v1, decision 0058): the money's health and "run
 * recovery" for one workflow. Strangers get 401, customers 403; a run that is unknown, finished
 * or still within its lease answers 404.
 */
export async function operationsRoutes(
  app: FastifyInstance,
  options: { operations: OperationsService },
) {
  const { operations } = options;

  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes(CONSOLE_PERMISSION)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  app.get('/admin/v1/money-health', docs.health, async (request, reply) => {
    const staff = await requireStaff(request);
    reply.header('cache-control', 'no-store');
    return operations.moneyHealth(staff);
  });

  // A run id that cannot be one is refused before any body is read (400, not 415), as the
  // payment card routes do.
  const recover = {
    ...docs.recover,
    preParsing: async (request: FastifyRequest) => {
      parseInput(runParamsSchema, request.params, 'params');
    },
  };
  app.post('/admin/v1/money-workflows/:runId/recovery', recover, async (request, reply) => {
    const staff = await requireStaff(request);
    const { runId } = parseInput(runParamsSchema, request.params, 'params');
    const result = await operations.recoverWorkflow(staff, runId);
    if (result.outcome === 'not-found')
      throw new AppError('NOT_FOUND', `No money workflow ${runId} is left in progress.`);
    reply.header('cache-control', 'no-store');
    return { how: result.how, workflow: result.workflow };
  });
}
