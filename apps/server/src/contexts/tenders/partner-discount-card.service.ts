import type { Identity } from '@grocer/domain/identity/identity';
import {
  PARTNER_DISCOUNT_APPLIED,
  PARTNER_DISCOUNT_REMOVED,
} from '@grocer/domain/messages/tender-messages';
import { maskPartnerDiscountCard } from '@grocer/domain/tenders/partner-discount-card';
import type { PartnerDiscountCardRepository } from './partner-discount-card.repository.ts';
import type { PartnerDiscountCardService, TenderOutcome } from './tenders.contract.ts';

const notFound = <T>(): TenderOutcome<T> => ({
  outcome: 'refused',
  failure: { code: 'NOT_FOUND', message: 'No such order.' },
});

/**
 * The partner discount card on the shopper's open order (decision 0044). Whose order it is is
 * asked of the tenders service (the trolley's open order), like every other tender.
 */
export function createPartnerDiscountCardService(deps: {
  repository: PartnerDiscountCardRepository;
  ownsOrder(identity: Identity, orderId: string): Promise<boolean>;
}): PartnerDiscountCardService {
  const { repository, ownsOrder } = deps;
  const shown = (number: string | null) => (number ? maskPartnerDiscountCard(number) : null);
  return {
    async get(identity, orderId) {
      if (!(await ownsOrder(identity, orderId))) return notFound();
      const number = await repository.cardOf(identity.customerId, orderId);
      return { outcome: 'ok', value: { partnerDiscountCardNumber: shown(number) } };
    },
    async apply(identity, orderId, cardNumber) {
      if (!(await ownsOrder(identity, orderId))) return notFound();
      await repository.put(identity.customerId, orderId, cardNumber);
      return {
        outcome: 'ok',
        value: { message: PARTNER_DISCOUNT_APPLIED, partnerDiscountCardNumber: shown(cardNumber) },
      };
    },
    async remove(identity, orderId) {
      if (!(await ownsOrder(identity, orderId))) return notFound();
      // DELETE is idempotent: none on the order is the state asked for.
      await repository.remove(identity.customerId, orderId);
      return {
        outcome: 'ok',
        value: { message: PARTNER_DISCOUNT_REMOVED, partnerDiscountCardNumber: null },
      };
    },
  };
}
