import { randomBytes } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import {
  CARD_NOT_SAVED,
  CARD_SAVED,
  CHOOSE_PAYMENT_CARD,
  GENERIC_CHECKOUT_ERROR,
} from '@grocer/domain/messages/checkout-messages';
import {
  PROMO_CODE_ADD_GENERIC_ERROR,
  PROMO_CODE_REMOVE_GENERIC_ERROR,
} from '@grocer/domain/messages/tender-messages';
import {
  type InstantCheckoutState,
  instantCheckoutState,
} from '@grocer/domain/orders/instant-checkout';
import {
  DELIVERY_NOTE_TOO_LONG,
  deliveryNoteSchema,
  orderContactNumberSchema,
} from '@grocer/domain/orders/order-fields';
import { PLACEMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import { shownTotalsSchema } from '@grocer/domain/orders/shown-totals.schema';
import { looksLikeCardNumber } from '@grocer/domain/payments/card-type';
import { phoneLooksLikeCardNumber } from '@grocer/domain/payments/phone-card-number';
import { partnerDiscountCardNumberSchema } from '@grocer/domain/tenders/partner-discount-card';
import {
  giftCardPinSchema,
  giftCardSerialSchema,
  giftVoucherSerialSchema,
  promoCodeSchema,
} from '@grocer/domain/tenders/tender-input.schema';
import { normalisePhoneNumber } from '@grocer/domain/validation/phone.schema';
import type { OrderStatus } from '@grocer/server/contexts/orders/orders.contract';
import type {
  CardFormSession,
  PaymentCard,
} from '@grocer/server/contexts/payments/payments.contract';
import type { CurrentSlot } from '@grocer/server/contexts/slots/slots.contract';
import type {
  OrderTenders,
  TenderFailure,
  TenderOutcome,
} from '@grocer/server/contexts/tenders/tenders.contract';
import type { RequestLog } from '@grocer/server/web/load-context';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { browserOrigin } from '../../../lib/browser-origin.ts';
import { requestLog } from '../../../lib/request-log.server.ts';
import { getServices } from '../../../lib/services.server.ts';
import {
  amendRefusalPath,
  CHECKOUT_PATH,
  challengeReturnPath,
  orderConfirmationPath,
} from '../lib/checkout-paths.ts';

type Context = Readonly<RouterContextProvider>;

export type { CardFormSession, CurrentSlot, OrderTenders, PaymentCard };

export interface CheckoutPageData {
  orderId: string;
  /** The order's status when it exists already (AMENDING: checking out an amended order). */
  orderStatus: OrderStatus | null;
  /** A fresh key every render: a double submit of this page makes one order (decision 0040). */
  idempotencyKey: string;
  lineCount: number;
  hardConflictCount: number;
  minimumSpendThresholdMet: boolean;
  subPreference: boolean | null;
  slot: CurrentSlot | null;
  tenders: OrderTenders | null;
  partnerDiscountCardNumber: string | null;
  cards: PaymentCard[];
  /** The hosted card form, when adding a new card (`?newCard`). */
  cardForm: CardFormSession | null;
  /** The card to preselect (`?card=id` after one was added without JavaScript). */
  selectedCardId: number | null;
  instantCheckout: InstantCheckoutState;
  /** A refusal to show after the no-JavaScript challenge round trip (`?refused=CODE`). */
  refusal: string | null;
}

const idOf = (value: string | null | undefined): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/**
 * Spec doc 2 §4: before checkout the trolley is fetched again and the order's status queried
 * (an AMENDING order checks out through this page too).
 */
export async function checkoutPageData(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<CheckoutPageData> {
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const trolley = await services.trolley.currentTrolley(identity);
  if (!trolley) throw redirect('/shop/trolley');
  const orderId = trolley.orderId;
  const [order, slot, tenders, partner, listed] = await Promise.all([
    services.orders.getOrder(identity, orderId),
    services.slots.currentSlot(identity),
    services.tenders.orderTenders(identity, orderId),
    services.partnerDiscountCards.get(identity, orderId),
    services.paymentCards.list(identity),
  ]);
  const cards = (listed ?? []).filter((card) => !card.expired);
  // Only when asked: a form session is a row, and showing a page changes no data.
  const cardForm = params.has('newCard')
    ? await services.paymentCards.cardForm(identity, CHECKOUT_PATH)
    : null;
  const orderTenders = tenders.outcome === 'ok' ? tenders.value : null;
  const hardConflictCount = trolley.conflicts.filter((c) => c.type === 'HARD').length;
  const refused = params.get('refused');
  return {
    orderId,
    orderStatus: order?.status ?? null,
    // base64url: never a run of digits the card-number guard below could take for a PAN.
    idempotencyKey: randomBytes(18).toString('base64url'),
    lineCount: trolley.trolleyItems.length,
    hardConflictCount,
    minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
    subPreference: trolley.subPreference,
    slot,
    tenders: orderTenders,
    partnerDiscountCardNumber:
      partner.outcome === 'ok' ? partner.value.partnerDiscountCardNumber : null,
    cards,
    cardForm,
    selectedCardId: idOf(params.get('card')),
    instantCheckout: instantCheckoutState({
      usableSavedCards: cards.length,
      slotReservedUntil: slot ? new Date(slot.slotExpiryTime) : null,
      lineCount: trolley.trolleyItems.length,
      hardConflictCount,
      minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
      giftCardCount: orderTenders?.giftCards.length ?? 0,
      giftVoucherCount: orderTenders?.giftVouchers.length ?? 0,
      now: new Date(),
    }),
    refusal:
      refused && refused in PLACEMENT_MESSAGES
        ? PLACEMENT_MESSAGES[refused as keyof typeof PLACEMENT_MESSAGES]
        : null,
  };
}

/** What a checkout post answers (fetchers with JavaScript, the page itself without). */
export interface CheckoutActionResult {
  intent: string;
  ok: boolean;
  /** The snackbar's text (spec doc 2 §8). */
  snackbar?: string;
  /** The section's alert: a refusal's text. */
  error?: string;
  /** A refused placement's error-catalogue code. */
  code?: string;
  /** Field errors by field name (the voucher's ORDER_ORCHESTRATION_037 details, the phone…). */
  fieldErrors?: Record<string, string>;
  /** 409 SECURITY_NEEDED: the PSP's challenge page, shown in a dialog. */
  challenge?: { url: string; customerOrderId: string };
  /** A card just saved from the hosted form: the one to select. */
  savedCardId?: number;
}

const result = (body: CheckoutActionResult, status = 200) => data(body, { status });

/** A refusal's status: 422 for what the shopper can fix, 404 when the order is not theirs. */
const statusOf = (failure: TenderFailure) =>
  failure.code === 'NOT_FOUND' || failure.code.endsWith('_NOT_FOUND')
    ? 404
    : failure.code === 'TOO_MANY_REQUESTS'
      ? 429
      : 422;

function tenderAnswer<T>(
  intent: string,
  outcome: TenderOutcome<T>,
  onOk: (value: T) => CheckoutActionResult,
) {
  if (outcome.outcome === 'ok') return result(onOk(outcome.value));
  const { failure } = outcome;
  const details = Array.isArray(failure.detail?.details)
    ? (failure.detail.details as { name: string; value: string }[])
    : [];
  const fieldErrors = Object.fromEntries(details.map((d) => [d.name, d.value]));
  const snackbar =
    typeof failure.detail?.snackbar === 'string' ? failure.detail.snackbar : undefined;
  return result(
    {
      intent,
      ok: false,
      error: failure.message,
      ...(snackbar ? { snackbar } : {}),
      ...(details.length > 0 ? { fieldErrors } : {}),
    },
    statusOf(failure),
  );
}

/**
 * Errors counted with their source (spec doc 2 §4): one structured log line per refusal or
 * failure, which the log pipeline counts (decision 0044). ORDER_ORCHESTRATION_004 is ignored.
 */
function countCheckoutError(log: RequestLog, code: string, source: string): void {
  if (code === 'ORDER_ORCHESTRATION_004') return;
  log.info({ code, source }, 'checkout error');
}

/**
 * The checkout's form posts, with or without JavaScript (decision 0044): every section posts an
 * `intent` here. Place order redirects to the confirmation (or the card challenge without
 * JavaScript); everything else answers its result for the page to show.
 */
export async function runCheckoutAction(request: Request, context: Context, identity: Identity) {
  const services = getServices(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  // A card number never reaches the shop's own routes (decision 0038): the hosted form takes it.
  // Fields that are ours or checked by their own format (the gift card's 19 digits, the partner
  // card's 10, the provider's token, the page's key) are not card numbers.
  const allowed = new Set([
    'giftCardNumber',
    'giftCardPin',
    'serialNumber',
    'partnerDiscountCardNumber',
    'token',
    'idempotencyKey',
    'customerOrderId',
  ]);
  // The contact number is a phone number: a +44 number's 12 digits may pass Luhn (decision 0045).
  const isCardNumber = (name: string, value: string) =>
    name === 'contactNumber' ? phoneLooksLikeCardNumber(value) : looksLikeCardNumber(value);
  for (const [name, value] of form.entries()) {
    if (!allowed.has(name) && typeof value === 'string' && isCardNumber(name, value)) {
      return result(
        { intent, ok: false, error: 'Card numbers are not accepted here: use the card form.' },
        400,
      );
    }
  }
  // Resuming after the card check names its own order: the trolley was closed into that PENDING
  // order for the check, so there may be no open one now (issue 21).
  if (intent === 'resume') return resume(request, context, identity, text('customerOrderId'));
  const orderId = await services.trolley.openOrderId(identity);
  if (!orderId) return result({ intent, ok: false, error: GENERIC_CHECKOUT_ERROR }, 404);
  const invalid = (field: string, message: string) =>
    result({ intent, ok: false, error: message, fieldErrors: { [field]: message } }, 400);

  switch (intent) {
    case 'add-promo-code':
    case 'remove-promo-code': {
      const code = promoCodeSchema.safeParse(text('code'));
      if (!code.success) return invalid('code', code.error.issues[0]?.message ?? 'Invalid code');
      try {
        const change =
          intent === 'add-promo-code'
            ? await services.tenders.addPromoCode(identity, orderId, code.data)
            : await services.tenders.removePromoCode(identity, orderId, code.data);
        return tenderAnswer(intent, change, (value) => ({
          intent,
          ok: true,
          snackbar: value.message,
        }));
      } catch (error) {
        // Spec doc 2 §8: no status, 5xx or no message gives the generic texts.
        countCheckoutError(requestLog(context), 'PROMO_CODE_ERROR', intent);
        requestLog(context).error({ err: error }, 'the promo code could not be changed');
        return result(
          {
            intent,
            ok: false,
            error:
              intent === 'add-promo-code'
                ? PROMO_CODE_ADD_GENERIC_ERROR
                : PROMO_CODE_REMOVE_GENERIC_ERROR,
          },
          500,
        );
      }
    }
    case 'add-gift-card': {
      const serial = giftCardSerialSchema.safeParse(text('giftCardNumber'));
      if (!serial.success) return invalid('giftCardNumber', serial.error.issues[0]?.message ?? '');
      const pin = giftCardPinSchema.safeParse(text('giftCardPin'));
      if (!pin.success) return invalid('giftCardPin', pin.error.issues[0]?.message ?? '');
      // Spec doc 2 §4: a token for the number and PIN, its validation nonce, then the card.
      const token = await services.tenders.addGiftCardToken(identity, orderId, {
        serialNumber: serial.data,
        pin: pin.data,
      });
      if (token.outcome === 'refused')
        return tenderAnswer(intent, token, () => ({ intent, ok: true }));
      const validated = await services.tenders.addGiftCardValidation(
        identity,
        orderId,
        token.value.giftCardToken,
      );
      if (validated.outcome === 'refused') {
        return tenderAnswer(intent, validated, () => ({ intent, ok: true }));
      }
      const added = await services.tenders.addGiftCard(identity, orderId, {
        giftCardToken: validated.value.giftCardToken,
        giftCardValidationNonce: validated.value.giftCardValidationNonce ?? '',
      });
      return tenderAnswer(intent, added, () => ({ intent, ok: true, snackbar: 'Gift card added' }));
    }
    case 'remove-gift-card': {
      const serial = giftCardSerialSchema.safeParse(text('serialNumber'));
      if (!serial.success) return invalid('serialNumber', 'No such gift card');
      const removed = await services.tenders.removeGiftCard(identity, orderId, serial.data);
      return tenderAnswer(intent, removed, () => ({
        intent,
        ok: true,
        snackbar: 'Gift card removed',
      }));
    }
    case 'add-gift-voucher':
    case 'remove-gift-voucher': {
      const serial = giftVoucherSerialSchema.safeParse(text('serialNumber'));
      if (!serial.success) {
        return invalid('serialNumber', serial.error.issues[0]?.message ?? 'Invalid voucher');
      }
      const change =
        intent === 'add-gift-voucher'
          ? await services.tenders.addGiftVoucher(identity, orderId, serial.data)
          : await services.tenders.removeGiftVoucher(identity, orderId, serial.data);
      return tenderAnswer(intent, change, () => ({
        intent,
        ok: true,
        snackbar: intent === 'add-gift-voucher' ? 'Gift voucher added' : 'Gift voucher removed',
      }));
    }
    case 'add-partner-discount-card': {
      const number = partnerDiscountCardNumberSchema.safeParse(text('partnerDiscountCardNumber'));
      if (!number.success) {
        return invalid('partnerDiscountCardNumber', number.error.issues[0]?.message ?? '');
      }
      const applied = await services.partnerDiscountCards.apply(identity, orderId, number.data);
      return tenderAnswer(intent, applied, (value) => ({
        intent,
        ok: true,
        snackbar: value.message,
      }));
    }
    case 'remove-partner-discount-card': {
      const removed = await services.partnerDiscountCards.remove(identity, orderId);
      return tenderAnswer(intent, removed, (value) => ({
        intent,
        ok: true,
        snackbar: value.message,
      }));
    }
    case 'save-card': {
      // The hosted form's token (postMessage with JavaScript, its Continue button without).
      const token = text('token');
      const saved = /^[\w-]{1,100}$/.test(token)
        ? await services.paymentCards.save(identity, { token })
        : null;
      if (saved?.outcome !== 'ok') return result({ intent, ok: false, error: CARD_NOT_SAVED }, 422);
      if (form.get('js') !== '1') {
        throw redirect(`${CHECKOUT_PATH.replace('/ecom', '')}?card=${saved.card.id}`);
      }
      return result({ intent, ok: true, snackbar: CARD_SAVED, savedCardId: saved.card.id });
    }
    case 'place-order':
      return placeOrder(request, context, identity, orderId, form, text);
    default:
      return result({ intent, ok: false, error: 'Unknown action.' }, 400);
  }
}

async function placeOrder(
  request: Request,
  context: Context,
  identity: Identity,
  orderId: string,
  form: FormData,
  text: (name: string) => string,
) {
  const intent = 'place-order';
  const services = getServices(context);
  const fieldErrors: Record<string, string> = {};
  const paymentCardId = idOf(text('paymentCardId'));
  if (paymentCardId === null) fieldErrors.paymentCardId = CHOOSE_PAYMENT_CARD;
  const contact = text('contactNumber').trim();
  let contactNumber: string | null = null;
  if (contact !== '') {
    const parsed = orderContactNumberSchema.safeParse(contact);
    if (parsed.success) contactNumber = normalisePhoneNumber(parsed.data);
    else fieldErrors.contactNumber = parsed.error.issues[0]?.message ?? 'Invalid phone number';
  }
  const deliveryNote = text('deliveryNote').trim();
  const note = deliveryNoteSchema.safeParse(deliveryNote);
  if (!note.success)
    fieldErrors.deliveryNote = note.error.issues[0]?.message ?? DELIVERY_NOTE_TOO_LONG;
  const idempotencyKey = text('idempotencyKey');
  if (!/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
    return result({ intent, ok: false, error: GENERIC_CHECKOUT_ERROR }, 400);
  }
  // What the page showed (issue 21): charged exactly, or refused with nothing charged.
  const shown = shownTotalsOfForm(text('shownTotals'));
  if (shown === 'invalid') return result({ intent, ok: false, error: GENERIC_CHECKOUT_ERROR }, 400);
  if (Object.keys(fieldErrors).length > 0) {
    return result({ intent, ok: false, error: Object.values(fieldErrors)[0], fieldErrors }, 400);
  }
  const subPreference = form.get('subPreference');
  if (subPreference === 'true' || subPreference === 'false') {
    const trolley = await services.trolley.getTrolley(identity, orderId);
    const wanted = subPreference === 'true';
    if (trolley.subPreference !== wanted) {
      await services.trolley.updateSubPreferences(identity, orderId, wanted);
    }
  }
  const outcome = await services.orders.placeOrder(identity, {
    customerOrderId: orderId,
    paymentCardId: paymentCardId as number,
    idempotencyKey,
    contactNumber,
    deliveryNote: deliveryNote === '' ? null : deliveryNote,
    paperStatement: form.get('paperStatement') === 'on',
    ...(shown ? { expectedTotals: shown } : {}),
  });
  return placementAnswer(
    outcome,
    form.get('js') === '1',
    browserOrigin(request),
    requestLog(context),
  );
}

/** The page's shown totals field: absent (null), or parsed; anything else is 'invalid'. */
function shownTotalsOfForm(value: string) {
  if (value === '') return null;
  try {
    const parsed = shownTotalsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** After the card challenge (the dialog's message with JavaScript): placement resumes. */
export async function resume(
  request: Request,
  context: Context,
  identity: Identity,
  customerOrderId: string,
) {
  if (!/^\d{1,20}$/.test(customerOrderId)) {
    return result({ intent: 'resume', ok: false, error: GENERIC_CHECKOUT_ERROR }, 400);
  }
  const outcome = await getServices(context).orders.resumePlacement(identity, customerOrderId);
  return placementAnswer(outcome, true, browserOrigin(request), requestLog(context));
}

type Placement = Awaited<ReturnType<ReturnType<typeof getServices>['orders']['placeOrder']>>;

/** 201 → the confirmation; 409 SECURITY_NEEDED → the challenge; a refusal → shown. */
export function placementAnswer(
  outcome: Placement,
  withScript: boolean,
  origin: string,
  log: RequestLog,
) {
  const intent = 'place-order';
  if (outcome.outcome === 'placed') {
    throw redirect(orderConfirmationPath(outcome.order.customerOrderId, false));
  }
  if (outcome.outcome === 'security-needed') {
    const back = challengeReturnPath(outcome.customerOrderId);
    const path = `${outcome.challengeUrl}?returnUrl=${encodeURIComponent(back)}`;
    // Without JavaScript the whole window goes to the provider's page, which posts back here.
    // Absolute, on the host the browser asked: a path would be given the storefront's basename.
    if (!withScript) throw redirect(new URL(path, origin).href);
    return result({
      intent,
      ok: false,
      challenge: { url: path, customerOrderId: outcome.customerOrderId },
    });
  }
  countCheckoutError(log, outcome.code, 'place-order');
  // Spec doc 2 §4: ORDER_ORCHESTRATION_004 is ignored (the page stays as it is).
  if ((outcome.code as string) === 'ORDER_ORCHESTRATION_004') return result({ intent, ok: true });
  // Decision 0042: an amended order past its cut-off, or with a personalised line changed, goes
  // to the amend hub, whose modal says so ('Changes cannot be made…', 'Unable to edit').
  const toHub = amendRefusalPath(outcome.code);
  if (toHub) throw redirect(toHub);
  const details = Array.isArray(outcome.detail?.details)
    ? (outcome.detail.details as { name: string; value: string }[])
    : [];
  return result(
    {
      intent,
      ok: false,
      code: outcome.code,
      error: PLACEMENT_MESSAGES[outcome.code] ?? GENERIC_CHECKOUT_ERROR,
      ...(details.length > 0
        ? { fieldErrors: Object.fromEntries(details.map((d) => [d.name, d.value])) }
        : {}),
    },
    outcome.code === 'TROLLEY_NOT_FOUND' ? 404 : 422,
  );
}
