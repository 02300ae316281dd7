import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** A signed-in shopper as the slot tests play one: REST with a bearer token, and the service. */
export interface SlotShopper {
  id: number;
  token: string;
  identity: Identity;
  account: TestAccount;
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Adds an address to the shopper's book (the GraphQL mutation); its id. */
  addAddress(postalCode: string, line1?: string): Promise<number>;
}

export async function slotShopper(t: TestApp): Promise<SlotShopper> {
  const account = await createTestAccount(t.database);
  return shopperFor(t.app, account);
}

export async function shopperFor(app: FastifyInstance, account: TestAccount): Promise<SlotShopper> {
  const session = await app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const token = app.identityService.issueAccessToken(identity).accessToken;
  const send: SlotShopper['send'] = (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    id: account.id,
    token,
    identity,
    account,
    send,
    async addAddress(postalCode, line1 = '1 Slot Street') {
      const response = await send('POST', '/api/graphql', {
        query:
          'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } failures { message } } }',
        variables: {
          input: { line1, town: 'Reading', postalCode, firstName: 'Sam', lastName: 'Slot' },
        },
      });
      const id = response.json().data?.addAddress?.address?.id;
      if (typeof id !== 'number') throw new Error(`addAddress: ${response.body}`);
      return id;
    },
  };
}
