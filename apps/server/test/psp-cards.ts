import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';

export interface TestCard {
  cardNumber?: string;
  expiryDate?: string;
  cardholderName?: string;
  securityCode?: string;
}

/**
 * Tokenises a card the way a shopper's browser does: the shopper opens the sandbox provider's
 * hosted form for a shop page and posts the card to it (decision 0038). Answers the token the form
 * hands back, which only `shopper` can save (decision 0051).
 */
export async function tokeniseTestCard(
  app: FastifyInstance,
  shopper: Identity,
  card: TestCard = {},
): Promise<string> {
  const session = await app.services.paymentCards.cardForm(
    shopper,
    '/ecom/myaccount/payment-cards',
  );
  if (!session) throw new Error('only a signed-in shopper can open the card form');
  return postTestCard(app, session.formUrl, card);
}

/** Posts a card to an open form session of the provider's; answers the token. */
export async function postTestCard(
  app: FastifyInstance,
  formUrl: string,
  card: TestCard = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: formUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardholderName: card.cardholderName ?? 'Ann Lee',
      cardNumber: card.cardNumber ?? '4242 4242 4242 4242',
      expiryDate: card.expiryDate ?? '12/39',
      securityCode: card.securityCode ?? '123',
    }).toString(),
  });
  const token = /name="token" value="([^"]+)"/.exec(response.body)?.[1];
  if (!token) throw new Error(`the card form did not tokenise (${response.statusCode})`);
  return token;
}
