import { isCardExpiryCurrent } from '@grocer/domain/payments/card-expiry';
import type { PaymentCardsRepository } from './payment-cards.repository.ts';
import type { PaymentCardTokens } from './payments.contract.ts';

/** The provider's token of a saved card, for the orders context's payment step (decision 0040). */
export function createPaymentCardTokens(deps: {
  repository: PaymentCardsRepository;
  now: () => Date;
}): PaymentCardTokens {
  return {
    async cardToken(customerId, cardId) {
      const row = await deps.repository.get(customerId, cardId);
      if (!row) return null;
      const current = isCardExpiryCurrent(
        { month: row.expiryMonth, year: row.expiryYear },
        deps.now(),
      );
      return current ? row.providerToken : null;
    },
  };
}
