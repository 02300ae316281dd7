import type { FastifyInstance } from 'fastify';

/**
 * Tokenises a card the way a shopper's browser does: opens the sandbox provider's hosted form for
 * a shop page and posts the card to it (decision 0038). Answers the token the form hands back.
 */
export async function tokeniseTestCard(
  app: FastifyInstance,
  card: {
    cardNumber?: string;
    expiryDate?: string;
    cardholderName?: string;
    securityCode?: string;
  } = {},
): Promise<string> {
  const session = await app.services.paymentCards.cardForm(
    'http://localhost:3000/ecom/myaccount/payment-cards',
  );
  const response = await app.inject({
    method: 'POST',
    url: session.formUrl,
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
