import { emailSchema } from '@grocer/domain/identity/email-address';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import type { AccountLookupRepository } from './account-lookup.repository.ts';
import type { IdentityService } from './identity.contract.ts';
import { sessionCookie } from './request-identity.plugin.ts';

const bodySchema = z.object({ email: emailSchema }).strict();

/**
 * Not in the published document: it exists only on test servers (E2E_TEST_HOOKS), and a client
 * generated from the document must never find a call that signs anyone in without a password.
 */
const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

/**
 * End-to-end test hook (E2E_TEST_HOOKS only): signs an existing account in by email, setting the
 * session cookie a real sign-in sets, so journeys can be signed in without the sign-in page.
 */
export async function testSessionRoutes(
  app: FastifyInstance,
  options: { identity: IdentityService; accounts: AccountLookupRepository },
) {
  app.post('/test-hooks/v1/sessions', hookOnly, async (request, reply) => {
    const { email } = parseInput(bodySchema, request.body, 'body');
    const accountId = await options.accounts.idByEmail(email);
    if (accountId === null) throw new AppError('NOT_FOUND', 'No account with that email');
    const session = await options.identity.startSession(accountId);
    reply.header('set-cookie', sessionCookie(session.secret, session.expiresAt));
    return reply.code(201).send({ accountId });
  });
}
