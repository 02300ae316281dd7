import { passwordProblemMessage } from '@grocer/domain/identity/password-policy';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { resetConfirmBodySchema, resetRequestBodySchema } from './account-settings.schemas.ts';
import type { PasswordResetService } from './password-reset.contract.ts';
import { answerNoStore } from './request-identity.plugin.ts';

const requestReset = apiDoc({
  operationId: 'requestPasswordReset',
  access: 'public',
  tag: 'accounts',
  summary: 'Emails a reset link if the address has an account (202 either way).',
  body: resetRequestBodySchema,
  errors: ['TOO_MANY_REQUESTS'],
});

const confirmReset = apiDoc({
  operationId: 'confirmPasswordReset',
  access: 'public',
  tag: 'accounts',
  summary: "Sets a new password with a reset link's token (204).",
  body: resetConfirmBodySchema,
  errors: ['RESET_LINK_EXPIRED'],
});

/**
 * Password reset by email (decision 0023): ask for a link, then set a new password with the
 * link's token. JSON only, so a cross-site HTML form cannot post them; `no-store` throughout.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { passwordReset: PasswordResetService },
) {
  const { passwordReset } = options;
  answerNoStore(app);

  /** 202 whether or not the address has an account: the answer never tells. */
  app.post('/accounts/v1/password-resets', requestReset, async (request, reply) => {
    const { email } = parseInput(resetRequestBodySchema, request.body, 'body');
    const outcome = await passwordReset.requestReset(email, { ip: request.ip });
    if (outcome.outcome === 'throttled') {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many password reset requests. Please try again in ${outcome.retryAfterSeconds} seconds.`,
      );
    }
    return reply.code(202).send({});
  });

  app.post('/accounts/v1/password-resets/confirm', confirmReset, async (request, reply) => {
    const { token, password } = parseInput(resetConfirmBodySchema, request.body, 'body');
    const outcome = await passwordReset.resetPassword(token, password);
    switch (outcome.outcome) {
      case 'reset':
        return reply.code(204).send();
      case 'expired':
        throw new AppError(
          'RESET_LINK_EXPIRED',
          'This password reset link has expired or has already been used. Please ask for a new one.',
        );
      case 'invalid-password': {
        const message = passwordProblemMessage(outcome.problem);
        throw new AppError('VALIDATION_FAILED', `Invalid body.password: ${message}`, {
          issues: [{ field: 'body.password', message }],
        });
      }
    }
  });
}
