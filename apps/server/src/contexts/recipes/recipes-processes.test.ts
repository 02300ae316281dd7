import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';
import type { RecipeListing, RecipeRating } from './recipes.contract.ts';

/**
 * A shopper rates a recipe once even when two servers take their ratings at the same moment
 * (decision 0083): a server process of its own on PostgreSQL (an app in this process on PGlite)
 * beside this one. Exactly one rating of each round is recorded (201), every other answers 409
 * 'Rating already submitted', never 500, and both servers then answer the same average and count.
 */

const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
const accounts: TestAccount[] = [];
const tokens: string[] = [];
let recipeIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) {
    const account = await createTestAccount(t.database);
    accounts.push(account);
    const session = await t.app.identityService.startSession(account.id);
    const identity: Identity = {
      ...ANONYMOUS,
      customerId: account.id,
      principalId: account.id,
      sessionId: session.sessionId,
    };
    tokens.push(t.app.identityService.issueAccessToken(identity).accessToken);
  }
  const listing = await t.app.inject({ url: '/api/recipes/v1/recipes?size=4&sortBy=A_TO_Z' });
  recipeIds = (listing.json() as RecipeListing).recipes.map((recipe) => recipe.id);
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  // The shoppers' ratings go with their accounts.
  for (const account of accounts) await account.remove();
  await t.close();
});

async function rate(server: 1 | 2, token: string, recipeId: number, rating: number) {
  const url = `/api/recipes/v1/recipe-rating/${recipeId}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (server === 1) {
    const response = await t.app.inject({ method: 'POST', url, headers, payload: { rating } });
    return { status: response.statusCode, body: response.json() };
  }
  const response = await fetch(`${other.origin}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ rating }),
  });
  return { status: response.status, body: await response.json() };
}

async function ratingOn(server: 1 | 2, recipeId: number): Promise<RecipeRating> {
  const url = `/api/recipes/v1/recipe-rating/${recipeId}`;
  if (server === 1) return (await t.app.inject({ url })).json();
  return (await fetch(`${other.origin}${url}`)).json() as Promise<RecipeRating>;
}

describe('rating a recipe across server processes', () => {
  it('proves a shopper’s ratings sent to both servers at once count once: one 201, the rest 409', async () => {
    for (const recipeId of recipeIds) {
      const before = await ratingOn(1, recipeId);
      const answers = await Promise.all(
        tokens.flatMap((token, shopper) => [
          rate(1, token, recipeId, shopper + 1),
          rate(2, token, recipeId, shopper + 3),
          rate(2, token, recipeId, 5),
          rate(1, token, recipeId, 2),
        ]),
      );
      for (let shopper = 0; shopper < tokens.length; shopper++) {
        const own = answers.slice(shopper * 4, shopper * 4 + 4);
        expect(own.filter((a) => a.status === 201)).toHaveLength(1);
        for (const refused of own.filter((a) => a.status !== 201)) {
          expect(refused).toEqual({
            status: 409,
            body: expect.objectContaining({ message: RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED }),
          });
        }
      }
      const [here, there] = [await ratingOn(1, recipeId), await ratingOn(2, recipeId)];
      expect(here).toEqual(there);
      expect(here.totalRatings).toBe(before.totalRatings + tokens.length);
    }
  });
});
