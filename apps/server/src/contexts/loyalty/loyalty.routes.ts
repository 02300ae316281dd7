import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { LoyaltyService } from './loyalty.contract.ts';
import { linkCardBodySchema, replacementCardBodySchema } from './loyalty.schemas.ts';

const SIGN_IN_FIRST = 'Sign in to see your loyalty card.';
const NOT_A_MEMBER = 'You are not a member.';
const BASE = '/loyalty/v1';
const tag = 'loyalty';

const getByCard = apiDoc({
  operationId: 'getMyWaitroseByCard',
  access: 'customer',
  tag,
  summary:
    'The shopper’s membership (type mywaitrose or myjohnlewismywaitrose; the partnership type wins) and card (cardNumber, cardStatus, modified, points); 404 when not a member.',
  errors: ['UNAUTHENTICATED', 'LOYALTY_NOT_A_MEMBER'],
});

const putByCard = apiDoc({
  operationId: 'putMyWaitroseByCard',
  access: 'customer',
  tag,
  summary: 'Links a loyalty card the shopper holds: the shopper becomes a member with it.',
  description:
    'The card number is 16 digits starting with one of the scheme’s prefixes (by default 9210 or 9230); spaces and dashes are ignored. A card linked to another account is a 409 LOYALTY_CARD_ALREADY_LINKED, ‘This number is already linked to another account.’; one card belongs to one account however many ask at once. A card linked already to this account changes nothing; another card replaces the one held.',
  body: linkCardBodySchema(['9210', '9230']),
  errors: ['UNAUTHENTICATED', 'LOYALTY_CARD_ALREADY_LINKED'],
});

const deleteByCard = apiDoc({
  operationId: 'deleteMyWaitroseByCard',
  access: 'customer',
  tag,
  summary:
    'Leaves the scheme: the card is cleared and member prices stop (204); 404 when not a member.',
  successStatus: 204,
  errors: ['UNAUTHENTICATED', 'LOYALTY_NOT_A_MEMBER'],
});

const join = apiDoc({
  operationId: 'joinMyWaitrose',
  access: 'customer',
  tag,
  summary:
    'Joins the scheme with a new card (201); a member already gets the card held (200). Member prices apply from the next trolley read.',
  successStatus: 201,
  errors: ['UNAUTHENTICATED'],
});

const linkedMembership = apiDoc({
  operationId: 'getLinkedMembership',
  access: 'customer',
  tag,
  summary: 'hasLinkedMembership: whether a partnership card is linked to the account.',
  errors: ['UNAUTHENTICATED'],
});

const thresholdRewards = apiDoc({
  operationId: 'getThresholdRewards',
  access: 'customer',
  tag,
  summary:
    'The member’s threshold rewards: thresholds (points for each, lowest first) and targetThresholdIndex (the next to reach); 404 when not a member.',
  errors: ['UNAUTHENTICATED', 'LOYALTY_NOT_A_MEMBER'],
});

const propositions = apiDoc({
  operationId: 'getPropositions',
  access: 'customer',
  tag,
  summary:
    'The member’s picks: ipick with remainingPicks, totalPicks, lockedOrUsedPicks; 404 when not a member.',
  errors: ['UNAUTHENTICATED', 'LOYALTY_NOT_A_MEMBER'],
});

const replacement = apiDoc({
  operationId: 'orderReplacementCard',
  access: 'customer',
  tag,
  summary:
    'Orders a replacement card sent to one of the shopper’s addresses ({addressId}): the card’s status becomes REPLACEMENT_ORDERED; 404 when not a member or the address is not the shopper’s.',
  body: replacementCardBodySchema,
  errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'LOYALTY_NOT_A_MEMBER', 'ADDRESS_NOT_FOUND'],
});

const appleWallet = apiDoc({
  operationId: 'postAppleWallet',
  access: 'customer',
  tag,
  summary:
    'The member’s card as a phone-wallet pass (application/vnd.apple.pkpass, a signed zip); 404 when not a member.',
  description:
    'Signed with the configured pass certificates, or a development certificate made on first use (a well-formed pass a phone will not trust). A pass that cannot be made is a 503 LOYALTY_WALLET_UNAVAILABLE, ‘Sorry, we’re experiencing a problem’.',
  errors: ['UNAUTHENTICATED', 'LOYALTY_NOT_A_MEMBER', 'LOYALTY_WALLET_UNAVAILABLE'],
});

/** Who is asking comes first (decision 0026): a stranger gets 401 whatever the body says. */
const caller = (request: FastifyRequest) => signedInIdentity(request, SIGN_IN_FIRST);

/**
 * The spec's loyalty calls (doc 3 §7: PUT, GET, DELETE mywaitrosebycard; POST mywaitrose; GET
 * linkedMembership; GET thresholdRewards; GET propositions), decision 0086. Answers are no-store;
 * cookie callers send the CSRF header with changes (decision 0021's hook).
 */
export async function loyaltyRoutes(
  app: FastifyInstance,
  options: { loyalty: LoyaltyService; cardPrefixes: readonly string[] },
) {
  const { loyalty } = options;
  const linkBody = linkCardBodySchema(options.cardPrefixes);
  answerNoStore(app);

  app.get(`${BASE}/mywaitrosebycard`, getByCard, async (request) => {
    const account = await loyalty.account(await caller(request));
    if (account === null) throw new AppError('LOYALTY_NOT_A_MEMBER', NOT_A_MEMBER);
    return account;
  });

  app.put(`${BASE}/mywaitrosebycard`, putByCard, async (request) => {
    const identity = await caller(request);
    const body = parseInput(linkBody, request.body, 'body');
    return loyalty.linkCard(identity, body.cardNumber);
  });

  app.delete(`${BASE}/mywaitrosebycard`, deleteByCard, async (request, reply) => {
    const left = await loyalty.leave(await caller(request));
    if (!left) throw new AppError('LOYALTY_NOT_A_MEMBER', NOT_A_MEMBER);
    return reply.code(204).send();
  });

  app.post(`${BASE}/mywaitrose`, join, async (request, reply) => {
    const { account, joined } = await loyalty.join(await caller(request));
    return reply.code(joined ? 201 : 200).send(account);
  });

  app.post(`${BASE}/mywaitrosebycard/replacement`, replacement, async (request) => {
    const identity = await caller(request);
    const body = parseInput(replacementCardBodySchema, request.body, 'body');
    const { account } = await loyalty.orderReplacementCard(identity, body.addressId);
    return account;
  });

  app.get(`${BASE}/linkedMembership`, linkedMembership, async (request) =>
    loyalty.linkedMembership(await caller(request)),
  );

  app.get(`${BASE}/thresholdRewards`, thresholdRewards, async (request) => {
    const rewards = await loyalty.thresholdRewards(await caller(request));
    if (rewards === null) throw new AppError('LOYALTY_NOT_A_MEMBER', NOT_A_MEMBER);
    return rewards;
  });

  app.post(`${BASE}/appleWallet`, appleWallet, async (request, reply) => {
    const pass = await loyalty.walletPass(await caller(request));
    if (pass === null) throw new AppError('LOYALTY_NOT_A_MEMBER', NOT_A_MEMBER);
    return reply
      .header('content-type', 'application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="${pass.fileName}"`)
      .send(pass.buffer);
  });

  app.get(`${BASE}/propositions`, propositions, async (request) => {
    const picks = await loyalty.propositions(await caller(request));
    if (picks === null) throw new AppError('LOYALTY_NOT_A_MEMBER', NOT_A_MEMBER);
    return picks;
  });
}
