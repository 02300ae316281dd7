import { randomBytes, randomUUID } from 'node:crypto';
import { CARD_DETAIL_MESSAGES, isValidCardholderName } from '@grocer/domain/payments/card-details';
import { checkCardExpiry } from '@grocer/domain/payments/card-expiry';
import {
  type CardType,
  checkCardNumber,
  isValidSecurityCode,
  maskCardNumber,
} from '@grocer/domain/payments/card-type';
import { crashPoint } from '../faults/crash-point.ts';
import type { PspRepository } from './psp.repository.ts';

/**
 * The sandbox payment provider (decision 0038): a card processor in miniature, behind its own
 * HTTP API and pages under /psp. The well-known test numbers decide what an authorisation does;
 * any other valid card is authorised.
 */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'AUTHORISED',
  '4000000000000002': 'DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000003220': 'CHALLENGE_REQUIRED',
} as const;

/**
 * Test cards that authorise but whose capture fails later, as Stripe's "charge fails after
 * attach" number does (decision 0043): a PAYMENT_FAILED order after picking.
 */
export const SANDBOX_CAPTURE_FAILS: ReadonlySet<string> = new Set(['4000000000000341']);

export const FORM_SESSION_MINUTES = 30;
export const MAX_AMOUNT_PENCE = 10_000_000;

export type PaymentStatus =
  | 'CHALLENGE_REQUIRED'
  | 'AUTHORISED'
  | 'DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'CAPTURED'
  | 'VOIDED';

/** What the PSP's API answers about a payment. */
export interface PaymentView {
  paymentId: string;
  status: PaymentStatus;
  amountPence: number;
  capturedPence: number;
  refundedPence: number;
  challengeUrl?: string;
}

export interface CardFormInput {
  cardholderName: string;
  cardNumber: string;
  expiryDate: string;
  securityCode: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormInput, string>>;

export type OperationOutcome =
  | { outcome: 'ok'; payment: PaymentView }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; reason: string };

function view(row: {
  id: string;
  status: string;
  amountPence: number;
  capturedPence: number;
  refundedPence: number;
}): PaymentView {
  return {
    paymentId: row.id,
    status: row.status as PaymentStatus,
    amountPence: row.amountPence,
    capturedPence: row.capturedPence,
    refundedPence: row.refundedPence,
    ...(row.status === 'CHALLENGE_REQUIRED' ? { challengeUrl: `/psp/challenge/${row.id}` } : {}),
  };
}

/** Checks a card as the hosted form does, naming what is wrong in the shopper's words. */
export function checkCardForm(
  input: CardFormInput,
  now: Date,
):
  | { ok: true; digits: string; cardType: CardType; month: number; year: number }
  | {
      ok: false;
      errors: CardFormErrors;
    } {
  const errors: CardFormErrors = {};
  if (!isValidCardholderName(input.cardholderName)) {
    errors.cardholderName = CARD_DETAIL_MESSAGES.cardholderName;
  }
  const number = checkCardNumber(input.cardNumber);
  if (!number.valid) {
    errors.cardNumber =
      number.reason === 'unsupported-type'
        ? 'We do not accept this type of card.'
        : 'Enter a valid card number.';
  }
  const expiry = checkCardExpiry(input.expiryDate, now);
  if (!expiry.valid) {
    errors.expiryDate =
      expiry.reason === 'expired'
        ? CARD_DETAIL_MESSAGES.expired
        : CARD_DETAIL_MESSAGES.expiryFormat;
  }
  if (number.valid && !isValidSecurityCode(number.cardType, input.securityCode.trim())) {
    errors.securityCode =
      number.cardType === 'AMEX'
        ? 'Enter the 4-digit security code.'
        : 'Enter the 3-digit security code.';
  }
  if (!number.valid || !expiry.valid || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    digits: number.digits,
    cardType: number.cardType,
    month: expiry.expiry.month,
    year: expiry.expiry.year,
  };
}

/**
 * The calls that move money, on one repository (the idempotency key's transaction, see
 * `PspRepository.once`). Each has a crash point after its payment write, before the commit
 * (`psp:<operation>:after-payment`, test hooks only): a process killed there leaves nothing.
 */
export function moneyOperations(repository: PspRepository, now: () => Date) {
  return {
    /** An authorisation, its result chosen by the test card numbers. */
    async authorise(token: string, amountPence: number): Promise<PaymentView | null> {
      const card = await repository.card(token);
      if (!card) return null;
      const status =
        SANDBOX_TEST_CARDS[card.pan as keyof typeof SANDBOX_TEST_CARDS] ?? 'AUTHORISED';
      const row = {
        id: `pay_${randomBytes(12).toString('base64url')}`,
        token,
        amountPence,
        status,
        capturedPence: 0,
        refundedPence: 0,
        createdAt: now(),
      };
      await repository.insertPayment(row);
      crashPoint('psp:authorise:after-payment');
      return view(row);
    },

    async capture(id: string, amountPence: number): Promise<OperationOutcome> {
      const row = await repository.payment(id);
      if (!row) return { outcome: 'not-found' };
      if (row.status !== 'AUTHORISED') {
        return { outcome: 'refused', reason: `A ${row.status} payment cannot be captured.` };
      }
      if (amountPence > row.amountPence) {
        return { outcome: 'refused', reason: 'More than was authorised cannot be captured.' };
      }
      const card = await repository.card(row.token);
      if (card && SANDBOX_CAPTURE_FAILS.has(card.pan)) {
        return { outcome: 'refused', reason: 'The card issuer declined the capture.' };
      }
      const moved = await repository.updatePayment(id, 'AUTHORISED', {
        status: 'CAPTURED',
        capturedPence: amountPence,
      });
      if (!moved) return { outcome: 'refused', reason: 'The payment changed meanwhile.' };
      crashPoint('psp:capture:after-payment');
      return {
        outcome: 'ok',
        payment: view({ ...row, status: 'CAPTURED', capturedPence: amountPence }),
      };
    },

    async void(id: string): Promise<OperationOutcome> {
      const row = await repository.payment(id);
      if (!row) return { outcome: 'not-found' };
      const from = row.status;
      if (from !== 'AUTHORISED' && from !== 'CHALLENGE_REQUIRED') {
        return { outcome: 'refused', reason: `A ${from} payment cannot be voided.` };
      }
      const moved = await repository.updatePayment(id, from, { status: 'VOIDED' });
      if (!moved) return { outcome: 'refused', reason: 'The payment changed meanwhile.' };
      crashPoint('psp:void:after-payment');
      return { outcome: 'ok', payment: view({ ...row, status: 'VOIDED' }) };
    },

    async refund(id: string, amountPence: number): Promise<OperationOutcome> {
      const row = await repository.payment(id);
      if (!row) return { outcome: 'not-found' };
      if (row.status !== 'CAPTURED') {
        return { outcome: 'refused', reason: `A ${row.status} payment cannot be refunded.` };
      }
      const refunded = row.refundedPence + amountPence;
      if (refunded > row.capturedPence) {
        return { outcome: 'refused', reason: 'More than was captured cannot be refunded.' };
      }
      const moved = await repository.updatePayment(
        id,
        'CAPTURED',
        { refundedPence: refunded },
        row.refundedPence,
      );
      if (!moved) return { outcome: 'refused', reason: 'The payment changed meanwhile.' };
      crashPoint('psp:refund:after-payment');
      return { outcome: 'ok', payment: view({ ...row, refundedPence: refunded }) };
    },
  };
}

export type MoneyOperations = ReturnType<typeof moneyOperations>;

export function createPspService(deps: { repository: PspRepository; now: () => Date }) {
  const { repository, now } = deps;
  return {
    /** A form for one shopper of the merchant's (`shopperReference`), answered with its card. */
    async openFormSession(returnUrl: string, shopperReference: string) {
      const id = randomUUID();
      await repository.openFormSession({
        id,
        returnUrl,
        shopperReference,
        expiresAt: new Date(now().getTime() + FORM_SESSION_MINUTES * 60_000),
      });
      return { sessionId: id, formUrl: `/psp/form/${id}` };
    },

    formSession: (id: string) => repository.usableFormSession(id, now()),

    /** Tokenises a checked card for a form session; null when the session was spent or lapsed. */
    async tokenise(sessionId: string, input: CardFormInput) {
      const checked = checkCardForm(input, now());
      if (!checked.ok) return { outcome: 'invalid' as const, errors: checked.errors };
      const session = await repository.usableFormSession(sessionId, now());
      if (!session) return { outcome: 'spent' as const };
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      const stored = await repository.tokenise(sessionId, {
        token,
        pan: checked.digits,
        cardType: checked.cardType,
        cardholderName: input.cardholderName.trim(),
        expiryMonth: checked.month,
        expiryYear: checked.year,
        createdAt: now(),
      });
      if (!stored) return { outcome: 'spent' as const };
      return { outcome: 'tokenised' as const, token, returnUrl: session.returnUrl };
    },

    async card(token: string) {
      const row = await repository.card(token);
      if (!row) return null;
      return {
        token: row.token,
        shopperReference: await repository.shopperReferenceOf(token),
        maskedNumber: maskCardNumber(row.pan),
        cardType: row.cardType as CardType,
        cardholderName: row.cardholderName,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      };
    },

    forget: (token: string) => repository.forget(token),

    async payment(id: string): Promise<PaymentView | null> {
      const row = await repository.payment(id);
      return row ? view(row) : null;
    },

    /** Open authorisations under the merchant's key prefixes (decision 0056). */
    async openAuthorisations(
      keyPrefixes: readonly string[],
      createdBefore: Date,
      limit: number,
      startingAfter?: string,
    ) {
      const found = await repository.openAuthorisations(
        keyPrefixes,
        createdBefore,
        limit,
        startingAfter,
      );
      return found.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
    },

    /** The shopper's answer on the 3-D Secure page. */
    async answerChallenge(id: string, complete: boolean): Promise<PaymentView | null> {
      await repository.updatePayment(id, 'CHALLENGE_REQUIRED', {
        status: complete ? 'AUTHORISED' : 'DECLINED',
      });
      const row = await repository.payment(id);
      return row ? view(row) : null;
    },

    /**
     * Runs one money-moving call once per idempotency key (decision 0056): `run` gets the money
     * operations on the key's transaction, so the key, the payment and the answer commit together.
     */
    once<T>(key: string, fingerprint: string, run: (operations: MoneyOperations) => Promise<T>) {
      return repository.once(key, fingerprint, now(), (tx) => run(moneyOperations(tx, now)));
    },
    now,
  };
}

export type PspService = ReturnType<typeof createPspService>;
