import { passwordProblemMessage } from '@grocer/domain/identity/password-policy';
import { STAFF_CANNOT_CHANGE_CREDENTIALS } from '@grocer/domain/messages/my-details-messages';
import { CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE } from '@grocer/domain/validation/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
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
import { answerNoStore, signedInIdentity } from './request-identity.plugin.ts';

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

const changeName = apiDoc({
  operationId: 'changeName',
  access: 'customer',
  tag: 'accounts',
  summary: 'Changes the title and names of the account the caller acts for.',
  body: namePatchBodySchema,
  errors: ['UNAUTHENTICATED'],
});

const changeEmail = apiDoc({
  operationId: 'changeEmail',
  access: 'customer',
  tag: 'accounts',
  summary:
    'Changes the email address, with the current password; tells the old address and ends the other sessions.',
  body: emailChangeBodySchema,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'CURRENT_PASSWORD_INCORRECT',
    'EMAIL_IN_USE',
    'TOO_MANY_REQUESTS',
  ],
});

const changePassword = apiDoc({
  operationId: 'changePassword',
  access: 'customer',
  tag: 'accounts',
  summary: 'Changes the password (current and new); ends the other sessions.',
  body: passwordChangeBodySchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'CURRENT_PASSWORD_INCORRECT', 'TOO_MANY_REQUESTS'],
});

/** Who is asking comes first (decision 0026): a stranger gets 401 whatever the body says. */
const signedInCaller = (request: FastifyRequest) =>
  signedInIdentity(request, 'Sign in to change your details.');

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
  answerNoStore(app);

  app.patch('/accounts/v1/self', changeName, async (request) => {
    const identity = await signedInCaller(request);
    const name = parseInput(namePatchBodySchema, request.body, 'body');
    const outcome = await myDetails.changeName(identity, name);
    if (outcome.outcome !== 'changed') {
      throw new AppError('UNAUTHENTICATED', 'Sign in to change your details.');
    }
    return outcome.account;
  });

  app.put('/accounts/v1/self/email', changeEmail, async (request, reply) => {
    const identity = await signedInCaller(request);
    const change = parseInput(emailChangeBodySchema, request.body, 'body');
    const outcome = await myDetails.changeEmail(identity, change);
    if (outcome.outcome !== 'changed') throw refusal(reply, outcome, 'body.password');
    return outcome.account;
  });

  app.put('/accounts/v1/self/password', changePassword, async (request, reply) => {
    const identity = await signedInCaller(request);
    const change = parseInput(passwordChangeBodySchema, request.body, 'body');
    const outcome = await myDetails.changePassword(identity, change);
    if (outcome.outcome !== 'changed') throw refusal(reply, outcome, 'body.currentPassword');
    return { otherSessionsEnded: outcome.otherSessionsEnded };
  });
}
