import { passwordProblemMessage } from '@grocer/domain/identity/password-policy';
import { STAFF_CANNOT_CHANGE_CREDENTIALS } from '@grocer/domain/messages/my-details-messages';
import { CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE } from '@grocer/domain/validation/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import {
  emailChangeBodySchema,
  namePatchBodySchema,
  passwordChangeBodySchema,
} from './account-settings.schemas.ts';
import type {
  EmailChangeOutcome,
  MyDetailsService,
  PasswordChangeOutcome,
} from './my-details.contract.ts';
import { requestIdentity } from './request-identity.plugin.ts';

type Refused = Exclude<EmailChangeOutcome | PasswordChangeOutcome, { outcome: 'changed' }>;

/** Maps a refused change to its error; `field` is the current password's field in the body. */
function refusal(reply: FastifyReply, outcome: Refused, field: string): AppError {
  switch (outcome.outcome) {
    case 'unauthenticated':
      return new AppError('UNAUTHENTICATED', 'Sign in to change your details.');
    case 'staff-sign-on':
      return new AppError('FORBIDDEN', STAFF_CANNOT_CHANGE_CREDENTIALS);
    case 'wrong-password':
      return new AppError('CURRENT_PASSWORD_INCORRECT', CURRENT_PASSWORD_INCORRECT, {
        issues: [{ field, message: CURRENT_PASSWORD_INCORRECT }],
      });
    case 'throttled':
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return new AppError(
        'TOO_MANY_REQUESTS',
        `Too many password checks. Please try again in ${outcome.retryAfterSeconds} seconds.`,
      );
    case 'email-in-use':
      return new AppError('EMAIL_IN_USE', EMAIL_IN_USE, {
        issues: [{ field: 'body.email', message: EMAIL_IN_USE }],
      });
    case 'invalid-password': {
      const message = passwordProblemMessage(outcome.problem);
      return new AppError('VALIDATION_FAILED', `Invalid body.newPassword: ${message}`, {
        issues: [{ field: 'body.newPassword', message }],
      });
    }
  }
}

/**
 * My details over the API (decision 0023), beside GET accounts/v1/self: change the name, the
 * email address (with the current password) or the password (current and new). Cookie callers
 * send the CSRF header (decision 0021's hook). Answers are `no-store`.
 */
export async function myDetailsRoutes(
  app: FastifyInstance,
  options: { myDetails: MyDetailsService },
) {
  const { myDetails } = options;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.patch('/accounts/v1/self', async (request) => {
    const name = parseInput(namePatchBodySchema, request.body, 'body');
    const outcome = await myDetails.changeName(await requestIdentity(request), name);
    if (outcome.outcome !== 'changed') {
      throw new AppError('UNAUTHENTICATED', 'Sign in to change your details.');
    }
    return outcome.account;
  });

  app.put('/accounts/v1/self/email', async (request, reply) => {
    const change = parseInput(emailChangeBodySchema, request.body, 'body');
    const outcome = await myDetails.changeEmail(await requestIdentity(request), change);
    if (outcome.outcome !== 'changed') throw refusal(reply, outcome, 'body.password');
    return outcome.account;
  });

  app.put('/accounts/v1/self/password', async (request, reply) => {
    const change = parseInput(passwordChangeBodySchema, request.body, 'body');
    const outcome = await myDetails.changePassword(await requestIdentity(request), change);
    if (outcome.outcome !== 'changed') throw refusal(reply, outcome, 'body.currentPassword');
    return { otherSessionsEnded: outcome.otherSessionsEnded };
  });
}
