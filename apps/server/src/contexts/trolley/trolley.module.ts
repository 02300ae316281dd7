import type { Db } from '@grocer/db/client';
import type { MinimumOrderValues } from '@grocer/domain/pricing/minimum-order';
import { priceTrolley } from '@grocer/domain/pricing/price-trolley';
import type { PricedTrolley, PricingLine } from '@grocer/domain/pricing/pricing.types';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type { IdentityService } from '../identity/identity.contract.ts';
import type { OrderAmendService } from '../orders/order-amend.contract.ts';
import type { PaymentCardsService } from '../payments/payments.contract.ts';
import type { SlotsService } from '../slots/slots.contract.ts';
import type { StaffService } from '../staff/staff.contract.ts';
import type { TendersService } from '../tenders/tenders.contract.ts';
import type {
  BookedSlotSource,
  LoyaltyMembershipSource,
  TrolleyAmending,
  TrolleyFlagSources,
  TrolleyOrdering,
  TrolleyService,
} from './trolley.contract.ts';
import { pricingProductOf } from './trolley.mappers.ts';
import { TrolleyRepository } from './trolley.repository.ts';
import { createTrolleyService, type TrolleyServiceDeps } from './trolley.service.ts';
import { TrolleyAmendRepository } from './trolley-amend.repository.ts';
import { createTrolleyOrdering } from './trolley-ordering.ts';

export interface TrolleyServices {
  trolley: TrolleyService;
  /** Placement closes the trolley for its order and reopens it on undo (decision 0040). */
  trolleyOrdering: TrolleyOrdering;
  /** Amending puts an order's lines back in a trolley and closes it again (decision 0042). */
  trolleyAmending: TrolleyAmending;
  /**
   * Lines priced by the pricing engine with today's catalogue (picked orders, decision 0043), as
   * for `customerId` (member prices when a member, decision 0086, and the personal offers they
   * have loaded, decision 0088); none: as for anybody.
   */
  pricing: {
    price(
      lines: PricingLine[],
      slotStart: string | null,
      customerId?: number | null,
    ): Promise<PricedTrolley>;
  };
}

/** The trolley: lines, totals and conflicts, and what placement and amending do to it. */
export function createTrolleyModule(deps: {
  db: Db;
  now: Clock;
  catalogue: CatalogueEngine;
  staff: StaffService;
  identity: IdentityService;
  /** The booked slot, from the slots context (built after the trolley, so asked late). */
  slots: BookedSlotSource;
  /** Loyalty membership: member prices (the loyalty context, decision 0086). */
  loyalty: LoyaltyMembershipSource;
  /** The trolley's flags (decision 0056) ask contexts built after it, when a request asks. */
  flagsFrom: {
    orderAmend(): Pick<OrderAmendService, 'amendingOrder'>;
    slots(): Pick<SlotsService, 'currentSlotOfOrder'>;
    paymentCards(): Pick<PaymentCardsService, 'list'>;
    tenders(): Pick<TendersService, 'orderTenders'>;
  };
  minimumOrderValues: MinimumOrderValues;
  /** Loaded personal offers, bounded by the incentives context's deadline (decision 0088). */
  incentives?: TrolleyServiceDeps['incentives'];
}): ContextModule<TrolleyServices> {
  const { flagsFrom } = deps;
  const flagSources: TrolleyFlagSources = {
    amendingOrder: async (identity, orderId) => {
      const amending = await flagsFrom.orderAmend().amendingOrder(identity);
      return amending?.customerOrderId === orderId ? amending : null;
    },
    slotReservedUntil: async (identity, orderId) => {
      const found = await flagsFrom.slots().currentSlotOfOrder(identity, orderId);
      if (found.outcome !== 'ok' || !found.value) return null;
      // A confirmed slot (an amend's) is held until the amend cut-off, as placement counts it.
      const until =
        found.value.status === 'CONFIRMED'
          ? found.value.amendOrderCutOff
          : found.value.slotExpiryTime;
      return until ? new Date(until) : null;
    },
    usableSavedCards: async (identity) =>
      ((await flagsFrom.paymentCards().list(identity)) ?? []).filter((card) => !card.expired)
        .length,
    appliedTenders: async (identity, orderId) => {
      const found = await flagsFrom.tenders().orderTenders(identity, orderId);
      return found.outcome === 'ok'
        ? {
            giftCards: found.value.giftCards.length,
            giftVouchers: found.value.giftVouchers.length,
          }
        : { giftCards: 0, giftVouchers: 0 };
    },
  };
  const repository = new TrolleyRepository(deps.db);
  const trolley = createTrolleyService({
    repository,
    catalogue: deps.catalogue,
    staff: deps.staff,
    identity: deps.identity,
    slots: deps.slots,
    loyalty: deps.loyalty,
    flagSources,
    minimumOrderValues: deps.minimumOrderValues,
    now: deps.now,
    ...(deps.incentives ? { incentives: deps.incentives } : {}),
  });
  return {
    services: {
      trolley,
      trolleyOrdering: createTrolleyOrdering(repository),
      trolleyAmending: new TrolleyAmendRepository(deps.db),
      pricing: {
        async price(lines, slotStart, customerId) {
          const [facts, loyaltyMember, incentives] = await Promise.all([
            deps.catalogue.getTrolleyFacts(lines.map((line) => line.productId)),
            customerId == null ? false : deps.loyalty.isMember(customerId),
            // The customer's loaded personal offers, as the trolley and checkout took them off
            // (decision 0088): a picked order is charged what the shopper was shown.
            customerId == null || !deps.incentives
              ? []
              : deps.incentives.loadedIncentives(customerId),
          ]);
          return priceTrolley({
            lines,
            products: facts.products.map(pricingProductOf),
            promotions: facts.promotions,
            now: deps.now(),
            slotStart,
            loyaltyMember,
            incentives,
          });
        },
      },
    },
  };
}
