import { moneyOfPence } from '@grocer/domain/money/money';
import { kiloPriceFromUnitPrice } from '@grocer/domain/pricing/line-price';
import type { PricedLine, PricingProduct } from '@grocer/domain/pricing/pricing.types';
import type { ConflictProduct } from '@grocer/domain/trolley/conflicts';
import type { TrolleyProductFacts } from '../catalogue/catalogue.contract.ts';
import type { TrolleyItem } from './trolley.contract.ts';
import type { StoredLine } from './trolley.repository.ts';

/** Catalogue facts → the domain engine's inputs, and priced lines → the spec's trolley item. */

const money = moneyOfPence;

export function pricingProductOf(facts: TrolleyProductFacts): PricingProduct {
  return {
    productId: facts.productId,
    lineNumber: facts.lineNumber,
    itemPricePence: facts.displayPricePence,
    kiloPricePence: facts.unitPrice
      ? kiloPriceFromUnitPrice({
          quantity: facts.unitPrice.quantity,
          price: facts.unitPrice.pricePence,
        })
      : null,
    priceEstimated: facts.displayPriceEstimated,
    uoms: facts.uoms,
    depositChargePence: facts.depositChargePence,
    promotions: facts.promotions,
  };
}

export function conflictProductOf(facts: TrolleyProductFacts): ConflictProduct {
  return {
    productId: facts.productId,
    lineNumber: facts.lineNumber,
    name: facts.name,
    availability: facts.availability,
    productType: facts.productType,
    leadTime: facts.leadTime,
    restriction: facts.restriction,
    cap: facts.orderCap,
  };
}

export function trolleyItemOf(line: StoredLine, priced: PricedLine | undefined): TrolleyItem {
  const discounts = priced?.discounts ?? [];
  return {
    trolleyItemId: line.trolleyItemId,
    lineNumber: line.lineNumber,
    productId: line.productId,
    quantity: line.quantity,
    reservedQuantity: line.reservedQuantity,
    canSubstitute: line.canSubstitute,
    noteToShopper: line.noteToShopper,
    personalisedMessage: line.personalisedMessage,
    depositCharge: money(priced?.depositChargePence ?? 0),
    discounts: discounts.map((discount) => ({
      id: discount.id,
      description: discount.description,
      status: discount.status,
      category: discount.category,
      typeCode: discount.typeCode,
      loyaltyOnly: discount.loyaltyOnly,
      saving: money(discount.savingPence),
    })),
    retailPrice: money(priced?.retailPricePence ?? 0),
    price: money(priced?.unitPricePence ?? 0),
    saving: money(priced?.savingPence ?? 0),
    totalPrice: money(priced?.totalPricePence ?? 0),
    triggeredPromotions: discounts.filter((d) => d.status === 'TRIGGERED').map((d) => d.id),
    untriggeredPromotions: discounts.filter((d) => d.status === 'UNTRIGGERED').map((d) => d.id),
    expiredPromotionIds: priced?.expiredPromotionIds ?? [],
    estimated: priced?.estimated ?? false,
    priced: priced?.priced ?? false,
  };
}
