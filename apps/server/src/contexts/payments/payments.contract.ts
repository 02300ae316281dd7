import type { Identity } from '@grocer/domain/identity/identity';
import type { CardType } from '@grocer/domain/payments/card-type';

/**
 * The payments context's contract (issue 13, decision 0038; spec doc 2 §3 Payment card, §5, §7).
 * Card numbers never reach the shop: a payment provider's hosted form tokenises them, and the
 * shop keeps the token with the masked number, type, cardholder, expiry and billing address.
 */

export type { CardType };

/**
 * A card processor, as the shop uses one (PAYMENT_PROVIDER picks it). Every call that moves money
 * carries an idempotency key: the same key again answers the first result and moves nothing.
 */
export interface PaymentProvider {
  /** Its name, stored with each token ('sandbox'). */
  readonly name: string;
  /**
   * A hosted card form for one shop page (`returnUrl`: on the shop's public origin, or a path on
   * it when the provider shares it): the page embeds `formUrl` in an iframe. The provider keeps
   * `shopperReference` with the form and answers it with the card (decision 0051).
   */
  createCardFormSession(input: {
    returnUrl: string;
    shopperReference: string;
  }): Promise<CardFormSession>;
  /** What the provider knows of a token it issued: never the number. Null when unknown. */
  cardOf(token: string): Promise<TokenisedCard | null>;
  /** The shop no longer keeps the card: the provider forgets the token (unknown ones too). */
  forgetCard(token: string): Promise<void>;
  authorise(input: {
    token: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<AuthorisationResult>;
  /** After the shopper has been through `challengeUrl`: how the authorisation ended. */
  completeChallenge(paymentId: string): Promise<AuthorisationResult>;
  /** Takes up to the authorised amount. */
  capture(input: {
    paymentId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<PaymentOperationResult>;
  void(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentOperationResult>;
  refund(input: {
    paymentId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<PaymentOperationResult>;
  /**
   * Authorisations still open (authorised, neither captured nor voided) that the shop made
   * before `createdBefore` under an idempotency key starting with one of `keyPrefixes`, oldest
   * first, at most `limit`, after the payment `startingAfter` (the last of the page before)
   * (decision 0056): the holds the recovery sweep checks some order owns.
   */
  openAuthorisations(input: {
    keyPrefixes: readonly string[];
    createdBefore: Date;
    limit: number;
    startingAfter?: string;
  }): Promise<OpenAuthorisation[]>;
}

export interface OpenAuthorisation {
  paymentId: string;
  /** The key it was authorised with (e.g. `order-{customerOrderId}-{Idempotency-Key}`). */
  idempotencyKey: string;
  amountPence: number;
  /** ISO time the provider made it. */
  createdAt: string;
}

export interface CardFormSession {
  sessionId: string;
  /** The hosted form, for the iframe's src. */
  formUrl: string;
  /**
   * The provider's origin: the page accepts the token's postMessage from it only. Null when the
   * form is a path on the shop's own origin (the built-in sandbox).
   */
  providerOrigin: string | null;
}

export interface TokenisedCard {
  token: string;
  /** Whom the form that made the token was opened for; null when the provider does not say. */
  shopperReference: string | null;
  maskedNumber: string;
  cardType: CardType;
  cardholderName: string;
  expiryMonth: number;
  expiryYear: number;
}

export type AuthorisationResult =
  | { outcome: 'authorised'; paymentId: string; amountPence: number }
  | { outcome: 'declined'; paymentId: string }
  | { outcome: 'insufficient_funds'; paymentId: string }
  | { outcome: 'challenge_required'; paymentId: string; challengeUrl: string }
  | { outcome: 'unknown_token' };

export type PaymentOperationResult =
  | { outcome: 'ok'; capturedPence: number; refundedPence: number; status: string }
  /** Not possible in the payment's state (capture more than authorised, void a captured one). */
  | { outcome: 'refused'; reason: string }
  | { outcome: 'not_found' };

/** A saved card, as the shopper and the checkout see it (spec doc 2 §3 Payment card). */
export interface PaymentCard {
  id: number;
  cardType: CardType;
  cardholderName: string;
  /** '************4242'. */
  maskedCardNumber: string;
  /** 'MM/YY'. */
  expiryDate: string;
  /** The card has expired (London month). */
  expired: boolean;
  billingAddressId: number | null;
  /** 'Visa ending 4242'. */
  label: string;
}

export interface SaveCardInput {
  /** The provider's token from the hosted form. */
  token: string;
  billingAddressId?: number | null;
}

export interface UpdateCardInput {
  cardholderName?: string;
  /** 'MM/YY', not past. */
  expiryDate?: string;
  billingAddressId?: number | null;
}

export type PaymentCardOutcome =
  | { outcome: 'ok'; card: PaymentCard }
  | { outcome: 'not-found' }
  /** The token is unknown to the provider, or another shopper's (their card, or their form). */
  | { outcome: 'unknown-token' }
  /** The billing address is not in the shopper's book. */
  | { outcome: 'unknown-address' }
  | { outcome: 'expired' };

export interface PaymentCardsService {
  /** Null when anonymous. Newest first. */
  list(identity: Identity): Promise<PaymentCard[] | null>;
  get(identity: Identity, cardId: number): Promise<PaymentCard | null>;
  save(identity: Identity, input: SaveCardInput): Promise<PaymentCardOutcome>;
  update(identity: Identity, cardId: number, input: UpdateCardInput): Promise<PaymentCardOutcome>;
  /** False when there is no such card of the shopper's. */
  remove(identity: Identity, cardId: number): Promise<boolean>;
  /**
   * A hosted card form for a shop page at `returnUrl`, for this shopper only: a token it makes
   * can be saved by them and nobody else (decision 0051). Null when anonymous.
   */
  cardForm(identity: Identity, returnUrl: string): Promise<CardFormSession | null>;
}

/** For the orders context's payment step (decision 0040): never leaves the server. */
export interface PaymentCardTokens {
  /** The provider's token of the customer's saved card; null when not theirs or expired. */
  cardToken(customerId: number, cardId: number): Promise<string | null>;
}
