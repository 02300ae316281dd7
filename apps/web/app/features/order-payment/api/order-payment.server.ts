import { FULFILMENT_MESSAGES, PLACEMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import { ORDER_PAYMENT_TEXT } from '@grocer/domain/orders/order-payment-messages';
import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import type { PaymentResolution } from '@grocer/server/contexts/orders/fulfilment.contract';
import type { PaymentCard } from '@grocer/server/contexts/payments/payments.contract';
import { identityContext } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface ResolvePaymentPageData {
  customerOrderId: string;
  resolution: PaymentResolution;
  cards: PaymentCard[];
}

export type ResolvePaymentActionData =
  | { kind: 'challenge'; challengeUrl: string }
  | { kind: 'error'; message: string };

export const paymentConfirmationPath = (customerOrderId: string) =>
  `/payment-confirmation/${customerOrderId}`;

/** The order id from the path; anything else is no order of the shopper's (404). */
function orderIdOf(value: string | undefined): string {
  const parsed = orderIdSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

async function resolutionOf(context: Context, customerOrderId: string) {
  const identity = await context.get(identityContext)();
  const resolution = await getServices(context).fulfilment.paymentResolution(
    identity,
    customerOrderId,
  );
  // Another customer's order, or none: as if it did not exist.
  if (!resolution) throw data(null, { status: 404 });
  return { identity, resolution };
}

/** The resolve-order-payment page (decision 0043): what is owed and the saved cards to pay with. */
export async function resolvePaymentPageData(
  context: Context,
  orderId: string | undefined,
): Promise<ResolvePaymentPageData> {
  const customerOrderId = orderIdOf(orderId);
  const { identity, resolution } = await resolutionOf(context, customerOrderId);
  if (resolution.resolved) throw redirect(paymentConfirmationPath(customerOrderId));
  const cards = ((await getServices(context).paymentCards.list(identity)) ?? []).filter(
    (card) => !card.expired,
  );
  return { customerOrderId, resolution, cards };
}

/** Pay (a saved card) or continue after the card challenge; paid goes to the confirmation. */
export async function runResolvePaymentAction(
  request: Request,
  context: Context,
  orderId: string | undefined,
) {
  const customerOrderId = orderIdOf(orderId);
  const identity = await context.get(identityContext)();
  const form = await request.formData();
  const fulfilment = getServices(context).fulfilment;
  let outcome: Awaited<ReturnType<typeof fulfilment.resumeResolution>>;
  if (form.get('intent') === 'resume') {
    outcome = await fulfilment.resumeResolution(identity, customerOrderId);
  } else {
    const cardId = String(form.get('paymentCardId') ?? '');
    if (!/^[1-9]\d{0,8}$/.test(cardId)) {
      return data<ResolvePaymentActionData>(
        { kind: 'error', message: ORDER_PAYMENT_TEXT.chooseCardError },
        { status: 400 },
      );
    }
    outcome = await fulfilment.resolvePayment(identity, customerOrderId, Number(cardId));
  }
  if (outcome.outcome === 'paid') throw redirect(paymentConfirmationPath(customerOrderId));
  if (outcome.outcome === 'security-needed') {
    return data<ResolvePaymentActionData>({
      kind: 'challenge',
      challengeUrl: outcome.challengeUrl,
    });
  }
  if (outcome.code === 'NOT_FOUND') throw data(null, { status: 404 });
  if (outcome.code === 'PAYMENT_NOT_ALLOWED') {
    // Paid meanwhile (a second submit): the confirmation says so.
    const { resolution } = await resolutionOf(context, customerOrderId);
    if (resolution.resolved) throw redirect(paymentConfirmationPath(customerOrderId));
    return data<ResolvePaymentActionData>(
      { kind: 'error', message: FULFILMENT_MESSAGES.PAYMENT_NOT_ALLOWED },
      { status: 409 },
    );
  }
  return data<ResolvePaymentActionData>(
    { kind: 'error', message: PLACEMENT_MESSAGES[outcome.code] },
    { status: 422 },
  );
}

/** The payment confirmation page: only for an order whose payment was resolved. */
export async function paymentConfirmationData(context: Context, orderId: string | undefined) {
  const customerOrderId = orderIdOf(orderId);
  const { resolution } = await resolutionOf(context, customerOrderId);
  if (!resolution.resolved) throw redirect(`/resolve-order-payment/${customerOrderId}`);
  return { customerOrderId };
}
