import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { ErrorCode } from '../../errors/error-catalogue.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { AmendFailureCode, AmendOutcome, OrderAmendService } from './order-amend.contract.ts';
import { changeSlotBodySchema } from './order-amend.schemas.ts';
import { orderParamsSchema } from './orders.schemas.ts';

const SIGN_IN_MESSAGE = 'Sign in to change your order.';
const BASE = '/orders/v1/orders';
const OWNS = { param: 'customerOrderId', resource: 'order' } as const;

/** What each refusal says (the modal titles of spec doc 2 §8 where it has one). */
export const AMEND_FAILURE_MESSAGES: Record<AmendFailureCode, string> = {
  NOT_FOUND: 'No such order.',
  AMEND_CUTOFF_PASSED: AMEND_MESSAGES.CUTOFF_PASSED_TITLE,
  ORDER_NOT_AMENDABLE: AMEND_MESSAGES.ORDER_NOT_AMENDABLE,
  ORDER_NOT_AMENDING: AMEND_MESSAGES.NOT_AMENDING,
  ORIGINAL_SLOT_TAKEN: AMEND_MESSAGES.ORIGINAL_SLOT_TAKEN,
};

/** An amend call's outcome as the order, or the catalogued refusal (also for GraphQL). */
export function amendAnswer(outcome: AmendOutcome) {
  if (outcome.outcome === 'ok') return outcome.order;
  if (outcome.outcome === 'slot-refused') {
    const { code, message, detail } = outcome.failure;
    throw new AppError(code, message, detail ? { detail } : undefined);
  }
  throw new AppError(outcome.code, AMEND_FAILURE_MESSAGES[outcome.code]);
}

const AMEND_ERRORS: ErrorCode[] = [
  'UNAUTHENTICATED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'AMEND_CUTOFF_PASSED',
  'ORDER_NOT_AMENDABLE',
];

const docs = {
  amend: apiDoc({
    operationId: 'amendOrder',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      "Starts amending a placed order (the order's init-amend link): AMENDING, its lines back in the trolley.",
    description:
      'Allowed for a PLACED order before its amend cut-off (410 AMEND_CUTOFF_PASSED after). The order is AMENDING, its trolley holds its lines and is the open trolley; check out again with POST /orders/v1/orders. Calling it again for an AMENDING order answers the order.',
    params: orderParamsSchema,
    errors: AMEND_ERRORS,
  }),
  changeSlot: apiDoc({
    operationId: 'changeSlotAmend',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      "Changes a placed order's slot (the order's init-changeslot link): starts the amend, then books `slotId` for the order when given.",
    description:
      "Without a body the amend starts and the shopper books through the slot pages; the booking gives the old slot's place back and is confirmed when the order is checked out again.",
    params: orderParamsSchema,
    body: changeSlotBodySchema,
    errors: [
      ...AMEND_ERRORS,
      'SLOT_NOT_FOUND',
      'SLOT_TAKEN',
      'SLOT_EXPIRED',
      'DELIVERY_AREA_NOT_SERVED',
      'DELIVERY_CHARGE_CHANGED',
    ],
  }),
  cancelAmend: apiDoc({
    operationId: 'cancelAmendOrder',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      "Cancels an amend ('Cancel changes?'): the order is PLACED as it was, its trolley closed, edits discarded.",
    description:
      'A slot booked while amending is given back for the original, which answers 409 ORIGINAL_SLOT_TAKEN if it has filled meanwhile.',
    params: orderParamsSchema,
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'ORDER_NOT_AMENDING',
      'ORIGINAL_SLOT_TAKEN',
    ],
  }),
};

/**
 * The amend calls (decision 0042), at the hrefs of the order's links (init-amend,
 * init-changeslot) and cancel-amend. Another customer's order answers 404. Answers are `no-store`.
 */
export async function orderAmendRoutes(
  app: FastifyInstance,
  options: { orderAmend: OrderAmendService },
) {
  const { orderAmend } = options;
  answerNoStore(app);

  app.post(`${BASE}/:customerOrderId/amend`, docs.amend, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return amendAnswer(await orderAmend.amendOrder(identity, customerOrderId));
  });

  app.post(`${BASE}/:customerOrderId/change-slot`, docs.changeSlot, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    const body = parseInput(changeSlotBodySchema, request.body ?? {}, 'body');
    const slot = body.slotId === undefined ? undefined : { ...body, slotId: body.slotId };
    return amendAnswer(await orderAmend.changeSlotAmend(identity, customerOrderId, slot));
  });

  app.post(`${BASE}/:customerOrderId/cancel-amend`, docs.cancelAmend, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return amendAnswer(await orderAmend.cancelAmendOrder(identity, customerOrderId));
  });
}
