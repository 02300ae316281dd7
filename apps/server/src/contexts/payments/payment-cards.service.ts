import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import {
  checkCardExpiry,
  formatCardExpiry,
  isCardExpiryCurrent,
} from '@grocer/domain/payments/card-expiry';
import { type CardType, cardLabel } from '@grocer/domain/payments/card-type';
import type { AddressBookService } from '../addresses/addresses.contract.ts';
import type { PaymentCardRow, PaymentCardsRepository } from './payment-cards.repository.ts';
import type {
  PaymentCard,
  PaymentCardOutcome,
  PaymentCardsService,
  PaymentProvider,
} from './payments.contract.ts';

/**
 * The reference the provider keeps with a card form for the shopper who opened it, and answers
 * with the card: a token is saved only by that shopper (decision 0051).
 */
const shopperReferenceOf = (customerId: number) => `customer:${customerId}`;

/**
 * Saved payment cards (decision 0038): saved from a provider token, whose details the shop asks
 * the provider for rather than trusting the browser; listed, updated and deleted by their owner
 * only (another shopper's card is not found).
 */
export function createPaymentCardsService(deps: {
  repository: PaymentCardsRepository;
  provider: PaymentProvider;
  addresses: Pick<AddressBookService, 'get'>;
  now: () => Date;
}): PaymentCardsService {
  const { repository, provider, addresses, now } = deps;

  const toCard = (row: PaymentCardRow): PaymentCard => {
    const expiry = { month: row.expiryMonth, year: row.expiryYear };
    return {
      id: row.id,
      cardType: row.cardType as CardType,
      cardholderName: row.cardholderName,
      maskedCardNumber: row.maskedNumber,
      expiryDate: formatCardExpiry(expiry),
      expired: !isCardExpiryCurrent(expiry, now()),
      billingAddressId: row.billingAddressId,
      label: cardLabel(row.cardType as CardType, row.maskedNumber),
    };
  };

  /** The address is in the shopper's book (null: none, always fine). */
  const ownAddress = async (identity: Identity, id: number | null | undefined) =>
    id === null || id === undefined || (await addresses.get(identity, id)) !== null;

  return {
    async list(identity) {
      if (!isSignedIn(identity)) return null;
      return (await repository.list(identity.customerId)).map(toCard);
    },

    async get(identity, cardId) {
      if (!isSignedIn(identity)) return null;
      const row = await repository.get(identity.customerId, cardId);
      return row ? toCard(row) : null;
    },

    async save(identity, input): Promise<PaymentCardOutcome> {
      if (!isSignedIn(identity)) return { outcome: 'not-found' };
      const existing = await repository.byToken(provider.name, input.token);
      if (existing) {
        return existing.customerId === identity.customerId
          ? { outcome: 'ok', card: toCard(existing) }
          : { outcome: 'unknown-token' };
      }
      const card = await provider.cardOf(input.token);
      // A form another shopper opened made this token: to this shopper it is unknown.
      if (!card || card.shopperReference !== shopperReferenceOf(identity.customerId)) {
        return { outcome: 'unknown-token' };
      }
      if (!isCardExpiryCurrent({ month: card.expiryMonth, year: card.expiryYear }, now())) {
        return { outcome: 'expired' };
      }
      if (!(await ownAddress(identity, input.billingAddressId))) {
        return { outcome: 'unknown-address' };
      }
      const row = await repository.insert({
        customerId: identity.customerId,
        provider: provider.name,
        providerToken: card.token,
        maskedNumber: card.maskedNumber,
        cardType: card.cardType,
        cardholderName: card.cardholderName,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        billingAddressId: input.billingAddressId ?? null,
        createdAt: now(),
        updatedAt: now(),
      });
      // Saved by a request racing this one: answer as the repeat would.
      const saved = row ?? (await repository.byToken(provider.name, input.token));
      if (!saved || saved.customerId !== identity.customerId) return { outcome: 'unknown-token' };
      return { outcome: 'ok', card: toCard(saved) };
    },

    async update(identity, cardId, input): Promise<PaymentCardOutcome> {
      if (!isSignedIn(identity)) return { outcome: 'not-found' };
      const current = await repository.get(identity.customerId, cardId);
      if (!current) return { outcome: 'not-found' };
      let expiry: { month: number; year: number } | undefined;
      if (input.expiryDate !== undefined) {
        const checked = checkCardExpiry(input.expiryDate, now());
        if (!checked.valid) return { outcome: 'expired' };
        expiry = checked.expiry;
      }
      if (!(await ownAddress(identity, input.billingAddressId))) {
        return { outcome: 'unknown-address' };
      }
      const row = await repository.update(identity.customerId, cardId, {
        ...(input.cardholderName !== undefined ? { cardholderName: input.cardholderName } : {}),
        ...(expiry ? { expiryMonth: expiry.month, expiryYear: expiry.year } : {}),
        ...(input.billingAddressId !== undefined
          ? { billingAddressId: input.billingAddressId }
          : {}),
        updatedAt: now(),
      });
      return row ? { outcome: 'ok', card: toCard(row) } : { outcome: 'not-found' };
    },

    async remove(identity, cardId) {
      if (!isSignedIn(identity)) return false;
      const token = await repository.remove(identity.customerId, cardId);
      if (token === null) return false;
      // The token is worthless to the shop now; a provider that cannot be reached keeps it.
      await provider.forgetCard(token).catch(() => undefined);
      return true;
    },

    async cardForm(identity, returnUrl) {
      if (!isSignedIn(identity)) return null;
      return provider.createCardFormSession({
        returnUrl,
        shopperReference: shopperReferenceOf(identity.customerId),
      });
    },
  };
}
