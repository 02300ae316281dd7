import {
  changeOf,
  marketingPreferencesBodySchema,
} from '@grocer/domain/marketing/marketing-preferences.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { MarketingService } from './marketing.contract.ts';

const SIGN_IN_FIRST = 'Sign in to see your marketing preferences.';

const getMemberships = apiDoc({
  operationId: 'getMemberships',
  access: 'customer',
  tag: 'memberships',
  summary: 'The memberships of the customer the caller acts for, with their marketing preferences.',
  description:
    'Every scheme and channel is listed; a consent never given is false (opt-in). `preset` names the preset the preferences equal, if any; `schemes` carries the configured scheme names. `memberships` lists the loyalty memberships held (LOYALTY, PARTNER_LOYALTY) with their card numbers.',
  errors: ['UNAUTHENTICATED'],
});

const putMarketingPreferences = apiDoc({
  operationId: 'putMarketingPreferences',
  access: 'customer',
  tag: 'memberships',
  summary: 'Stores the marketing preferences: a preset, or every scheme and channel.',
  description:
    'Send exactly one of `preset` (`all-on`, `all-off`) and `marketingPreferences` (every scheme with both channels). Answers the stored preferences as GET memberships does, without memberships. Changes made by staff signed on as the customer are recorded in the staff audit log.',
  body: marketingPreferencesBodySchema,
  errors: ['UNAUTHENTICATED'],
});

/** Who is asking comes first (decision 0026): a stranger gets 401 whatever the body says. */
const signedInCaller = (request: FastifyRequest) => signedInIdentity(request, SIGN_IN_FIRST);

/**
 * The spec's memberships (v2) calls (doc 3 §7: 'GET memberships (v2) with membership
 * preferences'), and the save of those preferences (decision 0028). Answers are `no-store`;
 * cookie callers send the CSRF header with the PUT (decision 0021's hook).
 */
export async function marketingRoutes(
  app: FastifyInstance,
  options: { marketing: MarketingService },
) {
  const { marketing } = options;
  answerNoStore(app);

  app.get('/memberships/v2/memberships', getMemberships, async (request) => {
    const identity = await signedInCaller(request);
    const view = await marketing.memberships(identity);
    if (!view) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    return view;
  });

  app.put('/memberships/v2/marketing-preferences', putMarketingPreferences, async (request) => {
    const identity = await signedInCaller(request);
    const body = parseInput(marketingPreferencesBodySchema, request.body, 'body');
    const outcome = await marketing.save(identity, changeOf(body));
    if (outcome.outcome !== 'saved') throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    return outcome.view;
  });
}
