import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import {
  answerNoStore,
  requestIdentity,
  signedInIdentity,
} from '../identity/request-identity.plugin.ts';
import type { DeliveryPassService } from './delivery-pass.contract.ts';
import {
  buyPassBodySchema,
  completeBuyBodySchema,
  idempotencyKeySchema,
  updatePassBodySchema,
} from './delivery-pass.schemas.ts';

const BASE = '/delivery-pass-orchestration/v1';

const getPassStatus = apiDoc({
  operationId: 'getDeliveryPassStatus',
  access: 'public',
  tag: 'delivery-pass-orchestration',
  summary:
    'The shopper’s delivery pass status (spec doc 3 §7: GET delivery-pass-orchestration pass/status, v1).',
  description:
    'Answers `{ status }`: `unknown` when not signed in, `active` while a pass lasts, `available` otherwise (the shopper may buy one). The header’s Delivery Pass link shows for active or available only.',
});

const getPlans = apiDoc({
  operationId: 'getDeliveryPassPlans',
  access: 'public',
  tag: 'delivery-pass-orchestration',
  summary: 'The delivery pass plans with their prices (decision 0087).',
});

const getPass = apiDoc({
  operationId: 'getDeliveryPass',
  access: 'customer',
  tag: 'delivery-pass-orchestration',
  summary:
    'The shopper’s delivery pass: plan, period, renewal, the orders it paid the delivery of and the money saved.',
  description: 'A shopper who never had a pass gets 404 DELIVERY_PASS_NOT_FOUND.',
  errors: ['UNAUTHENTICATED', 'DELIVERY_PASS_NOT_FOUND'],
});

const buyPass = apiDoc({
  operationId: 'buyDeliveryPass',
  access: 'customer',
  tag: 'delivery-pass-orchestration',
  summary: 'Buys a delivery pass with a saved card (decision 0087).',
  description:
    'Body `{ plan, cardId }` (JSON or a form). The card is authorised and captured through the payment provider; the pass starts now and renews before it runs out. A pass already active is 409; a card declined 422 PAYMENT_DECLINED; a bank asking for 3-D Secure 409 SECURITY_NEEDED with `detail.challengeUrl` and `detail.paymentId` (then POST pass/authentication). The same Idempotency-Key (optional header) moves money once.',
  body: buyPassBodySchema,
  bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  successStatus: 201,
  errors: [
    'UNAUTHENTICATED',
    'DELIVERY_PASS_ALREADY_ACTIVE',
    'PAYMENT_CARD_NOT_FOUND',
    'PAYMENT_DECLINED',
    'SECURITY_NEEDED',
  ],
});

const completeBuy = apiDoc({
  operationId: 'completeDeliveryPassBuy',
  access: 'customer',
  tag: 'delivery-pass-orchestration',
  summary: 'Completes a buy after the card’s 3-D Secure check (decision 0087).',
  description:
    'Body `{ paymentId }` (JSON or a form): the `detail.paymentId` of the buy’s 409 SECURITY_NEEDED, after the shopper has been through `detail.challengeUrl`. A check passed starts the pass (201); failed, 422 PAYMENT_DECLINED; not yet answered, 422 DELIVERY_PASS_AUTHENTICATION_REQUIRED; another shopper’s payment, or one already completed, 404.',
  body: completeBuyBodySchema,
  bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  successStatus: 201,
  errors: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'PAYMENT_DECLINED',
    'DELIVERY_PASS_AUTHENTICATION_REQUIRED',
    'DELIVERY_PASS_ALREADY_ACTIVE',
  ],
});

const updatePass = apiDoc({
  operationId: 'updateDeliveryPass',
  access: 'customer',
  tag: 'delivery-pass-orchestration',
  summary: 'Turns the pass’s auto-renew on or off, or changes the card it renews with.',
  description:
    'Body `{ autoRenew?, cardId? }` (JSON or a form). A new card clears a refused renewal so the next one is tried.',
  body: updatePassBodySchema,
  bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  errors: ['UNAUTHENTICATED', 'DELIVERY_PASS_NOT_FOUND', 'PAYMENT_CARD_NOT_FOUND'],
});

/** The delivery pass calls (spec doc 3 §7; decision 0087). Answers are `no-store`. */
export async function deliveryPassRoutes(
  app: FastifyInstance,
  options: { deliveryPass: DeliveryPassService },
) {
  const { deliveryPass } = options;
  answerNoStore(app);

  app.get(`${BASE}/pass/status`, getPassStatus, async (request) => ({
    status: await deliveryPass.status(await requestIdentity(request)),
  }));

  app.get(`${BASE}/plans`, getPlans, async () => ({ plans: deliveryPass.plans() }));

  app.get(`${BASE}/pass`, getPass, async (request) => {
    const identity = await signedInIdentity(request, 'Sign in to see your delivery pass.');
    const pass = await deliveryPass.pass(identity);
    if (!pass) {
      throw new AppError('DELIVERY_PASS_NOT_FOUND', 'You do not have a delivery pass.');
    }
    return pass;
  });

  app.post(`${BASE}/pass`, buyPass, async (request, reply) => {
    const identity = await signedInIdentity(request, 'Sign in to buy a delivery pass.');
    const body = parseInput(buyPassBodySchema, request.body, 'body');
    const header = request.headers['idempotency-key'];
    const checked = idempotencyKeySchema.safeParse(header);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'is not valid';
      throw new AppError('VALIDATION_FAILED', `Invalid headers.idempotency-key: ${message}`, {
        issues: [{ field: 'headers.idempotency-key', message }],
      });
    }
    const key = checked.data;
    const pass = await deliveryPass.buy(identity, {
      ...body,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return reply.code(201).send(pass);
  });

  app.post(`${BASE}/pass/authentication`, completeBuy, async (request, reply) => {
    const identity = await signedInIdentity(request, 'Sign in to buy a delivery pass.');
    const { paymentId } = parseInput(completeBuyBodySchema, request.body, 'body');
    return reply.code(201).send(await deliveryPass.completeBuy(identity, paymentId));
  });

  app.patch(`${BASE}/pass`, updatePass, async (request) => {
    const identity = await signedInIdentity(request, 'Sign in to change your delivery pass.');
    const body = parseInput(updatePassBodySchema, request.body, 'body');
    return deliveryPass.update(identity, body);
  });
}
