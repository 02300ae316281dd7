import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { DIETARY_VALUE_MIN_COUNT, RECIPES_PAGE_SIZE } from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {
  Pims,
  PimsAlternatives,
  Recipe,
  RecipeListing,
  RecipeRating,
  TrolleyAdditionsSummary,
} from './recipes.contract.ts';

/**
 * Recipes over REST and GraphQL on a real database with the demo recipes (decision 0083):
 * listings, search with a typo, filters and few matches; a recipe by id and by path; rating once
 * per shopper; the pims at a servings count with swaps; a recipe's selection to the trolley in
 * one batch; every call's bad input, signed out and unknown recipes. Shoppers are made for the
 * test and removed with their ratings and trolleys.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

interface Caller {
  identity: Identity;
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  graphql(query: string, variables?: object): Promise<Record<string, unknown>>;
}

function callerWith(headers: Record<string, string>, identity: Identity): Caller {
  return {
    identity,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    async graphql(query, variables = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query, variables },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
  };
}

async function shopper(): Promise<Caller> {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const { accessToken } = t.app.identityService.issueAccessToken(identity);
  return callerWith({ authorization: `Bearer ${accessToken}` }, identity);
}

const anonymous = () => callerWith({}, ANONYMOUS);

const API = '/api/recipes/v1';

async function listing(query = ''): Promise<RecipeListing> {
  const response = await anonymous().send('GET', `${API}/recipes${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function problem(response: LightMyRequestResponse) {
  return { status: response.statusCode, message: response.json().message as string };
}

describe('recipe listings', () => {
  it('proves the landing lists every demo recipe 54 a page, with dietary filters offered only from 10 recipes', async () => {
    const first = await listing();
    expect(first.totalMatches).toBeGreaterThan(250);
    expect(first.recipes).toHaveLength(RECIPES_PAGE_SIZE);
    expect(first.size).toBe(RECIPES_PAGE_SIZE);
    expect(first.fewMatches).toBe(false);
    expect(first.pageTitle).toBe('Recipes');
    const dietary = first.filters.find((f) => f.group === 'DIETARY');
    expect(dietary?.values.map((v) => v.tag).sort()).toEqual(
      ['dairy-free', 'gluten-free', 'vegan', 'vegetarian'].sort(),
    );
    for (const value of dietary?.values ?? []) {
      expect(value.count).toBeGreaterThanOrEqual(DIETARY_VALUE_MIN_COUNT);
    }
    const second = await listing(`?start=${RECIPES_PAGE_SIZE}`);
    expect(second.recipes[0]?.id).not.toBe(first.recipes[0]?.id);
    const ids = new Set([...first.recipes, ...second.recipes].map((r) => r.id));
    expect(ids.size).toBe(RECIPES_PAGE_SIZE * 2);
  });

  it('proves a filter narrows the recipes and its counts are what applying it answers', async () => {
    const all = await listing();
    const vegan = all.filters
      .find((f) => f.group === 'DIETARY')
      ?.values.find((v) => v.tag === 'vegan');
    const filtered = await listing('?filterTags=vegan');
    expect(filtered.totalMatches).toBe(vegan?.count);
    for (const recipe of filtered.recipes) expect(recipe.dietary).toContain('vegan');
    const both = await listing('?filterTags=vegan,ready-in-30');
    for (const recipe of both.recipes) {
      expect(recipe.dietary).toContain('vegan');
      expect(recipe.cookingTime).toBeLessThanOrEqual(30);
    }
    expect(both.filters.flatMap((f) => f.values).filter((v) => v.applied)).toHaveLength(2);
  });

  it('proves a collection lists its recipes with breadcrumbs, sorted as asked', async () => {
    const quick = await listing('?collection=quick-weeknight&sortBy=QUICKEST');
    expect(quick.collection?.name).toBe('Quick weeknight');
    expect(quick.pageTitle).toBe('Quick weeknight');
    expect(quick.breadcrumbs).toEqual([
      { name: 'Recipes', url: '/ecom/recipes' },
      { name: 'Quick weeknight', url: '/ecom/recipes/quick-weeknight' },
    ]);
    const times = quick.recipes.map((r) => r.cookingTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const recipe of quick.recipes) expect(recipe.collections).toContain('quick-weeknight');
    const christmas = await listing('?collection=christmas&sortBy=A_TO_Z');
    const titles = christmas.recipes.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('proves search finds a recipe by a word of its title, even misspelt, best matches first', async () => {
    const exact = await listing('?searchTerm=risotto');
    expect(exact.sortBy).toBe('RELEVANCE');
    expect(exact.totalMatches).toBeGreaterThan(3);
    expect(exact.recipes[0]?.title).toMatch(/risotto/i);
    const typo = await listing('?searchTerm=risoto');
    expect(typo.recipes.map((r) => r.id)).toEqual(exact.recipes.map((r) => r.id));
    const chicken = await listing('?searchTerm=chiken%20curry');
    expect(chicken.recipes[0]?.title).toBe('Chicken curry');
  });

  it('proves fewer than 4 matches are few matches, with other recipes suggested', async () => {
    const few = await listing('?searchTerm=kedgeree');
    expect(few.totalMatches).toBeGreaterThan(0);
    expect(few.totalMatches).toBeLessThan(4);
    expect(few.fewMatches).toBe(true);
    expect(few.suggestions.length).toBeGreaterThan(0);
    const none = await listing('?searchTerm=zzzzqqq');
    expect(none.totalMatches).toBe(0);
    expect(none.fewMatches).toBe(true);
  });

  it('answers bad listing input with 400 and an unknown collection with 404', async () => {
    const caller = anonymous();
    for (const query of [
      '?size=55',
      '?size=0',
      '?start=-1',
      '?sortBy=CHEAPEST',
      '?filterTags=Not%20A%20Tag',
      '?filterTags=nuts',
      '?collection=../etc',
      `?searchTerm=${'a'.repeat(151)}`,
      '?colour=red',
    ]) {
      const response = await caller.send('GET', `${API}/recipes${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/Invalid/);
    }
    const unknown = await caller.send('GET', `${API}/recipes?collection=no-such-collection`);
    expect(problem(unknown)).toEqual({ status: 404, message: RECIPE_MESSAGES.NO_SUCH_COLLECTION });
  });
});

async function someRecipe(query = ''): Promise<Recipe> {
  const first = (await listing(query)).recipes[0];
  if (!first) throw new Error(`no recipe for ${query}`);
  const response = await anonymous().send('GET', `${API}/recipes/${first.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('one recipe', () => {
  it('proves a recipe answers by id and by path in the spec’s shape', async () => {
    const recipe = await someRecipe('?searchTerm=cottage%20pie');
    expect(recipe).toMatchObject({
      id: expect.any(Number),
      path: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      description: expect.any(String),
      metaDescription: expect.any(String),
      images: [{ name: expect.any(String), alt: expect.any(String) }],
      cookingTime: recipe.prepMinutes + recipe.cookMinutes,
      rating: {
        average: expect.any(Number),
        totalRatings: expect.any(Number),
        customerRating: null,
      },
      nutrition: { energyKcal: expect.any(Number), proteinG: expect.any(Number) },
    });
    expect(recipe.steps.length).toBeGreaterThan(2);
    expect(recipe.ingredientGroups.flatMap((g) => g.ingredients).length).toBeGreaterThan(3);
    const byPath = await anonymous().send('GET', `${API}/recipes/${recipe.path}`);
    expect(byPath.json()).toEqual(recipe);
  });

  it('answers an unknown recipe with 404 and a malformed one with 400', async () => {
    const caller = anonymous();
    expect(problem(await caller.send('GET', `${API}/recipes/999999999`))).toEqual({
      status: 404,
      message: RECIPE_MESSAGES.NO_SUCH_RECIPE,
    });
    expect(problem(await caller.send('GET', `${API}/recipes/no-such-recipe`)).status).toBe(404);
    // Digits past an id's size are a path no recipe has, never a database error.
    expect(problem(await caller.send('GET', `${API}/recipes/9007199254740993`)).status).toBe(404);
    for (const bad of ['Not%20A%20Path', 'UPPER', '-1', 'a'.repeat(121)]) {
      expect((await caller.send('GET', `${API}/recipes/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('rating a recipe', () => {
  it('proves a shopper rates once: the average and count update, a second answers 409', async () => {
    const recipe = await someRecipe('?searchTerm=lamb%20tagine');
    const url = `${API}/recipe-rating/${recipe.id}`;
    const [ann, bob] = [await shopper(), await shopper()];
    const before: RecipeRating = (await ann.send('GET', url)).json();
    expect(before.customerRating).toBeNull();

    const rated = await ann.send('POST', url, { rating: 5 });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json()).toEqual({
      average: (before.average * before.totalRatings + 5) / (before.totalRatings + 1),
      totalRatings: before.totalRatings + 1,
      customerRating: 5,
    });
    const again = await ann.send('POST', url, { rating: 1 });
    expect(problem(again)).toEqual({
      status: 409,
      message: RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED,
    });

    const byBob = await bob.send('POST', url, { rating: 2 });
    expect(byBob.json()).toMatchObject({
      totalRatings: before.totalRatings + 2,
      customerRating: 2,
    });
    // The recipe itself carries the caller's own rating.
    const seen = (await ann.send('GET', `${API}/recipes/${recipe.id}`)).json() as Recipe;
    expect(seen.rating.customerRating).toBe(5);
    expect(seen.rating.totalRatings).toBe(before.totalRatings + 2);
    const anonymousView: RecipeRating = (await anonymous().send('GET', url)).json();
    expect(anonymousView.customerRating).toBeNull();
  });

  it('answers signed out with 401, bad ratings with 400, an unknown recipe with 404', async () => {
    const recipe = await someRecipe();
    const url = `${API}/recipe-rating/${recipe.id}`;
    expect(problem(await anonymous().send('POST', url, { rating: 4 }))).toEqual({
      status: 401,
      message: RECIPE_MESSAGES.SIGN_IN_TO_RATE,
    });
    const ann = await shopper();
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '4' },
      {},
      { rating: 4, extra: 1 },
    ]) {
      const response = await ann.send('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await ann.send('POST', url, { rating: 0 })).json().message).toContain(
      RECIPE_MESSAGES.INVALID_RATING,
    );
    expect(
      problem(await ann.send('POST', `${API}/recipe-rating/999999999`, { rating: 4 })),
    ).toEqual({
      status: 404,
      message: RECIPE_MESSAGES.NO_SUCH_RECIPE,
    });
    expect((await ann.send('GET', `${API}/recipe-rating/abc`)).statusCode).toBe(400);
    // None of the refused ratings counted.
    expect(((await ann.send('GET', url)).json() as RecipeRating).customerRating).toBeNull();
  });
});

async function pimsOf(recipeId: number, query = ''): Promise<Pims> {
  const response = await anonymous().send('GET', `${API}/pims/${recipeId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the pims: a recipe’s shoppable products', () => {
  it('proves store-cupboard items start at 0, others at their packs, duplicates at 0, priced today', async () => {
    const recipe = await someRecipe('?searchTerm=chicken%20curry');
    const pims = await pimsOf(recipe.id);
    expect(pims.pimsError).toBe(false);
    expect(pims.servings).toBe(recipe.serves);
    expect(pims.storeCupboard.length).toBeGreaterThan(0);
    expect(pims.nonStoreCupboard.length).toBeGreaterThan(0);
    for (const line of pims.storeCupboard) {
      expect(line.storeCupboard).toBe(true);
      expect(line.amountSelected).toBe(0);
      expect(line.totalPrice.amount).toBe(0);
    }
    for (const line of pims.nonStoreCupboard) {
      expect(line.product.lineNumber).toBe(line.lineNumber);
      expect(line.swapped).toBe(false);
      if (line.duplicateItem) expect(line.amountSelected).toBe(0);
      else {
        expect(line.amountSelected).toBeGreaterThanOrEqual(1);
        expect(line.totalPrice.amount).toBeGreaterThan(0);
      }
    }
    // The curry's cumin and turmeric are not sold online: listed, not shoppable.
    expect(pims.notShoppable.map((i) => i.name)).toEqual(
      expect.arrayContaining(['ground cumin', 'ground turmeric']),
    );
    const total = [...pims.storeCupboard, ...pims.nonStoreCupboard].reduce(
      (sum, line) => sum + line.totalPrice.amount,
      0,
    );
    expect(pims.selectionTotal).toEqual({ amount: total, currencyCode: 'GBP' });
  });

  it('proves servings scale the amounts, and a swap takes an alternative and is flagged', async () => {
    const recipe = await someRecipe('?searchTerm=bolognese');
    const base = await pimsOf(recipe.id);
    const doubled = await pimsOf(recipe.id, `?servings=${recipe.serves * 2}`);
    const scaled = (p: Pims) => p.nonStoreCupboard.find((l) => l.recipeAmount.amount !== null);
    const before = scaled(base);
    const after = doubled.nonStoreCupboard.find((l) => l.ingredientId === before?.ingredientId);
    expect(after?.recipeAmount.amount).toBe((before?.recipeAmount.amount ?? 0) * 2);
    expect(after?.amountSelected).toBeGreaterThanOrEqual(before?.amountSelected ?? 0);

    const swappable = base.nonStoreCupboard.find((l) => l.alternativesCount > 0);
    if (!swappable) throw new Error('no swappable line');
    const options = await anonymous().send(
      'GET',
      `${API}/pims/${recipe.id}/alternatives_by_ingredient?ingredientId=${swappable.ingredientId}`,
    );
    expect(options.statusCode, options.body).toBe(200);
    const alternatives = (options.json() as PimsAlternatives).alternatives;
    expect(alternatives[0]?.lineNumber).toBe(swappable.lineNumber);
    expect(alternatives.length).toBe(swappable.alternativesCount + 1);
    const other = alternatives[1];
    if (!other) throw new Error('no alternative');
    expect(other.swapped).toBe(true);
    const swapped = await pimsOf(recipe.id, `?swaps=${swappable.ingredientId}:${other.lineNumber}`);
    const line = swapped.nonStoreCupboard.find((l) => l.ingredientId === swappable.ingredientId);
    expect(line).toMatchObject({ lineNumber: other.lineNumber, swapped: true });
  });

  it('answers bad pims input with 400, 404 and 422, never 500', async () => {
    const recipe = await someRecipe('?searchTerm=bolognese');
    const pims = await pimsOf(recipe.id);
    const line = pims.nonStoreCupboard[0];
    if (!line) throw new Error('no line');
    const caller = anonymous();
    for (const query of [
      '?servings=0',
      '?servings=13',
      '?servings=two',
      '?swaps=1',
      '?swaps=a:b',
      '?x=1',
    ]) {
      expect((await caller.send('GET', `${API}/pims/${recipe.id}${query}`)).statusCode, query).toBe(
        400,
      );
    }
    expect((await caller.send('GET', `${API}/pims/999999999`)).statusCode).toBe(404);
    expect(
      (await caller.send('GET', `${API}/pims/${recipe.id}?swaps=999999999:123`)).statusCode,
    ).toBe(404);
    const wrongProduct = await caller.send(
      'GET',
      `${API}/pims/${recipe.id}?swaps=${line.ingredientId}:1`,
    );
    expect(wrongProduct.statusCode, wrongProduct.body).toBe(422);
    const alternatives = `${API}/pims/${recipe.id}/alternatives_by_ingredient`;
    expect((await caller.send('GET', alternatives)).statusCode).toBe(400);
    expect((await caller.send('GET', `${alternatives}?ingredientId=999999999`)).statusCode).toBe(
      404,
    );
  });
});

describe('a recipe’s selection to the trolley', () => {
  it('proves the selection goes to the trolley in one batch, only lines above 0, duplicates summed', async () => {
    const ann = await shopper();
    const recipe = await someRecipe('?searchTerm=chicken%20curry');
    const pims = await pimsOf(recipe.id);
    const lines = [...pims.nonStoreCupboard, ...pims.storeCupboard].map((line) => ({
      ingredientId: line.ingredientId,
      lineNumber: line.lineNumber,
      amountSelected: line.amountSelected,
    }));
    const wanted = new Set(lines.filter((l) => l.amountSelected > 0).map((l) => l.lineNumber));
    const response = await ann.send('POST', `${API}/recipes/${recipe.id}/trolley-additions`, {
      lines,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as TrolleyAdditionsSummary;
    const answered = [...summary.added, ...summary.unavailable, ...summary.alreadyInTrolley];
    expect(new Set(answered.map((l) => l.lineNumber))).toEqual(wanted);
    const inTrolley = await t.app.services.trolley.lines(ann.identity);
    for (const added of summary.added) {
      expect(inTrolley.map((l) => l.lineNumber)).toContain(added.lineNumber);
    }
    // Store cupboard items at 0 stayed out.
    for (const line of pims.storeCupboard) {
      expect(inTrolley.map((l) => l.lineNumber)).not.toContain(line.lineNumber);
    }
    // Pressed again: nothing is doubled.
    const again = (
      await ann.send('POST', `${API}/recipes/${recipe.id}/trolley-additions`, { lines })
    ).json() as TrolleyAdditionsSummary;
    expect(again.added).toEqual([]);
    expect(again.alreadyInTrolley.length).toBe(summary.added.length);
  });

  it('proves two ingredients on one product: the second is a duplicate at 0, and raised it adds to the same line', async () => {
    const recipe = await someRecipe('?searchTerm=mushroom%20pilaf');
    const pims = await pimsOf(recipe.id);
    const duplicate = pims.nonStoreCupboard.find((l) => l.duplicateItem);
    if (!duplicate) throw new Error('the pilaf has no duplicate line');
    expect(duplicate.amountSelected).toBe(0);
    const original = pims.nonStoreCupboard.find(
      (l) => l.lineNumber === duplicate.lineNumber && !l.duplicateItem,
    );
    expect(original?.amountSelected).toBeGreaterThan(0);
    const ann = await shopper();
    const response = await ann.send('POST', `${API}/recipes/${recipe.id}/trolley-additions`, {
      lines: [original, duplicate].map((l) => ({
        ingredientId: l?.ingredientId,
        lineNumber: l?.lineNumber,
        amountSelected: 1,
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as TrolleyAdditionsSummary;
    const line = [...summary.added, ...summary.unavailable].filter(
      (l) => l.lineNumber === duplicate.lineNumber,
    );
    expect(line).toHaveLength(1);
    const held = (await t.app.services.trolley.lines(ann.identity)).find(
      (l) => l.lineNumber === duplicate.lineNumber,
    );
    if (summary.added.length > 0) {
      expect(held?.quantity.amount).toBe(2 * duplicate.product.defaultQuantity.amount);
    }
  });

  it('answers signed out with 401, bad selections with 400, 404 and 422, and changes nothing', async () => {
    const recipe = await someRecipe('?searchTerm=bolognese');
    const pims = await pimsOf(recipe.id);
    const line = pims.nonStoreCupboard[0];
    if (!line) throw new Error('no line');
    const url = `${API}/recipes/${recipe.id}/trolley-additions`;
    const good = {
      ingredientId: line.ingredientId,
      lineNumber: line.lineNumber,
      amountSelected: 1,
    };
    expect(problem(await anonymous().send('POST', url, { lines: [good] }))).toEqual({
      status: 401,
      message: RECIPE_MESSAGES.SIGN_IN_TO_ADD,
    });
    const ann = await shopper();
    for (const body of [
      {},
      { lines: [] },
      { lines: [{ ...good, amountSelected: -1 }] },
      { lines: [{ ...good, amountSelected: 100 }] },
      { lines: [{ ...good, lineNumber: 'abc' }] },
      { lines: [{ ...good, extra: true }] },
    ]) {
      expect((await ann.send('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      problem(await ann.send('POST', url, { lines: [{ ...good, amountSelected: 0 }] })),
    ).toEqual({
      status: 400,
      message: RECIPE_MESSAGES.NOTHING_SELECTED,
    });
    expect(
      (await ann.send('POST', url, { lines: [{ ...good, ingredientId: 999999999 }] })).statusCode,
    ).toBe(404);
    expect(
      (await ann.send('POST', url, { lines: [{ ...good, lineNumber: '1' }] })).statusCode,
    ).toBe(422);
    expect(
      (await ann.send('POST', `${API}/recipes/999999999/trolley-additions`, { lines: [good] }))
        .statusCode,
    ).toBe(404);
    expect(await t.app.services.trolley.lines(ann.identity)).toEqual([]);
  });
});

describe('recipes over GraphQL', () => {
  const RECIPES = /* GraphQL */ `
    query ($searchTerm: String, $filterTags: [String!], $size: Int) {
      recipes(searchTerm: $searchTerm, filterTags: $filterTags, size: $size) {
        recipes { id title dietary }
        totalMatches
        fewMatches
        filters { group title values { tag name count applied } }
        failures { message type }
      }
    }
  `;
  const PIMS = /* GraphQL */ `
    query ($recipeId: Int!, $servings: Int) {
      pims(recipeId: $recipeId, servings: $servings) {
        servings
        pimsError
        nonStoreCupboard { ingredientId lineNumber amountSelected swapped duplicateItem totalPrice { amount } product { name } }
        storeCupboard { amountSelected }
        failures { message type }
      }
    }
  `;
  const RATE = /* GraphQL */ `
    mutation ($recipeId: Int!, $rating: Int!) {
      rateRecipe(recipeId: $recipeId, rating: $rating) {
        rating { average totalRatings customerRating }
        failures { message type }
      }
    }
  `;
  const ADD = /* GraphQL */ `
    mutation ($recipeId: Int!, $lines: [RecipeSelectionLineInput!]!) {
      addRecipeToTrolley(recipeId: $recipeId, lines: $lines) {
        trolleyOrderId
        added { lineNumber quantity { amount uom } }
        unavailable { lineNumber reason }
        failures { message type }
      }
    }
  `;

  it('proves the listing, a recipe, the pims, a rating and the selection answer as over REST', async () => {
    const data = (await anonymous().graphql(RECIPES, {
      searchTerm: 'lasagna',
      filterTags: ['vegetarian'],
    })) as { recipes: { recipes: { dietary: string[] }[]; failures: null } };
    expect(data.recipes.failures).toBeNull();
    for (const recipe of data.recipes.recipes) expect(recipe.dietary).toContain('vegetarian');

    const recipe = await someRecipe('?searchTerm=chicken%20curry');
    const byPath = (await anonymous().graphql(
      'query ($p: String!) { recipe(idOrPath: $p) { recipe { id title } failures { type } } }',
      { p: recipe.path },
    )) as { recipe: { recipe: { id: number } } };
    expect(byPath.recipe.recipe.id).toBe(recipe.id);

    const pims = (await anonymous().graphql(PIMS, { recipeId: recipe.id, servings: 2 })) as {
      pims: { servings: number; pimsError: boolean; nonStoreCupboard: unknown[]; failures: null };
    };
    expect(pims.pims).toMatchObject({ servings: 2, pimsError: false, failures: null });
    expect(pims.pims.nonStoreCupboard.length).toBeGreaterThan(0);

    const ann = await shopper();
    const first = (await ann.graphql(RATE, { recipeId: recipe.id, rating: 4 })) as {
      rateRecipe: { rating: RecipeRating; failures: null };
    };
    expect(first.rateRecipe.rating.customerRating).toBe(4);
    const second = (await ann.graphql(RATE, { recipeId: recipe.id, rating: 4 })) as {
      rateRecipe: { rating: null; failures: { message: string; type: string }[] };
    };
    expect(second.rateRecipe).toEqual({
      rating: null,
      failures: [{ message: RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED, type: 'CONFLICT' }],
    });

    const line = (await pimsOf(recipe.id)).nonStoreCupboard.find((l) => l.amountSelected > 0);
    if (!line) throw new Error('no line');
    const added = (await ann.graphql(ADD, {
      recipeId: recipe.id,
      lines: [{ ingredientId: line.ingredientId, lineNumber: line.lineNumber, amountSelected: 1 }],
    })) as {
      addRecipeToTrolley: {
        added: { lineNumber: string }[];
        unavailable: unknown[];
        failures: null;
      };
    };
    expect(added.addRecipeToTrolley.failures).toBeNull();
    expect(
      [
        ...added.addRecipeToTrolley.added,
        ...(added.addRecipeToTrolley.unavailable as { lineNumber: string }[]),
      ].map((l) => l.lineNumber),
    ).toEqual([line.lineNumber]);
  });

  it('answers bad input, signed out and unknown recipes with failures, never errors', async () => {
    const stranger = anonymous();
    const failureOf = async (query: string, variables: object, field: string, who = stranger) =>
      ((await who.graphql(query, variables))[field] as { failures: { type: string }[] | null })
        .failures?.[0]?.type;
    expect(await failureOf(RECIPES, { size: 55 }, 'recipes')).toBe('VALIDATION_FAILED');
    expect(await failureOf(PIMS, { recipeId: 999999999 }, 'pims')).toBe('NOT_FOUND');
    expect(await failureOf(PIMS, { recipeId: 1, servings: 40 }, 'pims')).toBe('VALIDATION_FAILED');
    expect(await failureOf(PIMS, { recipeId: -3 }, 'pims')).toBe('VALIDATION_FAILED');
    expect(await failureOf(RATE, { recipeId: 1, rating: 5 }, 'rateRecipe')).toBe('UNAUTHENTICATED');
    const ann = await shopper();
    expect(await failureOf(RATE, { recipeId: 1, rating: 9 }, 'rateRecipe', ann)).toBe(
      'VALIDATION_FAILED',
    );
    expect(await failureOf(RATE, { recipeId: 999999999, rating: 3 }, 'rateRecipe', ann)).toBe(
      'NOT_FOUND',
    );
    expect(
      await failureOf(
        ADD,
        { recipeId: 1, lines: [{ ingredientId: 1, lineNumber: '1', amountSelected: 1 }] },
        'addRecipeToTrolley',
      ),
    ).toBe('UNAUTHENTICATED');
  });
});
