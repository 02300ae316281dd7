import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { AddressBookService } from '../addresses/addresses.contract.ts';
import { createPaymentCardTokens } from './payment-card-tokens.ts';
import { PaymentCardsRepository } from './payment-cards.repository.ts';
import { createPaymentCardsService } from './payment-cards.service.ts';
import type {
  PaymentCardsService,
  PaymentCardTokens,
  PaymentProvider,
} from './payments.contract.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createSandboxProvider, type HttpSend } from './sandbox-provider.ts';

export interface PaymentsServices {
  paymentCards: PaymentCardsService;
  /** The provider's API: authorise, challenge, capture, void (decision 0038). */
  paymentProvider: PaymentProvider;
  /** A saved card's provider token, for placement and capture. */
  cardTokens: PaymentCardTokens;
}

/**
 * Saved payment cards and the payment provider: the built-in sandbox, called over HTTP with its
 * secret key through `send`, as a provider elsewhere would be (decision 0038).
 */
export function createPaymentsModule(deps: {
  db: Db;
  now: Clock;
  addresses: Pick<AddressBookService, 'get'>;
  provider: { apiKey: string; send: HttpSend };
  /** The shop's own origin: the only return address a card form may have. */
  shopOrigin: string;
}): ContextModule<PaymentsServices> {
  const paymentProvider = createSandboxProvider(deps.provider);
  const paymentCards = createPaymentCardsService({
    repository: new PaymentCardsRepository(deps.db),
    provider: paymentProvider,
    addresses: deps.addresses,
    now: deps.now,
  });
  const cardTokens = createPaymentCardTokens({
    repository: new PaymentCardsRepository(deps.db),
    now: deps.now,
  });
  return {
    services: { paymentCards, paymentProvider, cardTokens },
    routes: async (api) => {
      await api.register(paymentsRoutes, { paymentCards, shopOrigin: deps.shopOrigin });
    },
  };
}
