import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { MEAL_PLAN_MESSAGES } from '@grocer/domain/meal-plans/meal-plan-rules';
import { MEAL_PLAN_DAYS, nextWeekStart } from '@grocer/domain/meal-plans/meal-plan-week';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RecipeSummary } from '../recipes/recipes.contract.ts';

/**
 * Meal plans over REST (decision 0085), on a real database with the demo recipes: each call's
 * bad input, another shopper's plan, signed out; a week saved, read, in the history and copied
 * to the next; the combined list (a product two recipes use on one line, the store cupboard
 * unticked, what the trolley holds marked, the costs); a plan of 14 recipes to the trolley in
 * one batch. Every shopper here is made for the test and removed with their plans and trolley.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];
let recipes: RecipeSummary[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const listing = await t.app.services.recipes.list(ANONYMOUS, { size: 54 });
  recipes = listing.recipes;
  if (recipes.length < 14) throw new Error('the test database has too few recipes');
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

interface Shopper {
  identity: Identity;
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

function callerWith(headers: Record<string, string>, identity: Identity): Shopper {
  return {
    identity,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

async function shopper(): Promise<Shopper> {
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

const API = '/api/meal-plans/v1';
const thisWeek = () => t.app.services.mealPlans.currentWeekStart();

function problem(response: LightMyRequestResponse) {
  return { status: response.statusCode, message: response.json().message as string };
}

const dinners = (count: number, servings = 4) =>
  MEAL_PLAN_DAYS.slice(0, count).map((day, index) => ({
    day,
    meal: 'DINNER',
    recipeId: (recipes[index] as RecipeSummary).id,
    servings,
  }));

async function savedPlan(who: Shopper, meals: unknown[], date = thisWeek()): Promise<number> {
  const saved = await who.send('PUT', `${API}/weeks/${date}`, { meals });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().id;
}

describe('a shopper’s meal plans', () => {
  it('proves a week is saved, read back by any of its days, listed in the history and copied to the next week', async () => {
    const ann = await shopper();
    const monday = thisWeek();
    const empty = await ann.send('GET', `${API}/weeks/${monday}`);
    expect(empty.json()).toMatchObject({ id: null, weekStart: monday, meals: [] });

    const id = await savedPlan(ann, dinners(3, 2));
    const wednesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const read = await ann.send('GET', `${API}/weeks/${wednesday}`);
    expect(read.json()).toMatchObject({
      id,
      weekStart: monday,
      totalServings: 6,
      meals: [
        { day: 'MON', meal: 'DINNER', servings: 2, recipe: { title: recipes[0]?.title } },
        { day: 'TUE' },
        { day: 'WED' },
      ],
    });

    const copied = await ann.send('POST', `${API}/plans/${id}/copy-to-next-week`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({ weekStart: nextWeekStart(monday), totalServings: 6 });
    expect(copied.json().meals).toHaveLength(3);
    // A second copy would overwrite next week: refused unless asked to replace.
    const again = await ann.send('POST', `${API}/plans/${id}/copy-to-next-week`, {});
    expect(problem(again)).toEqual({ status: 409, message: MEAL_PLAN_MESSAGES.NEXT_WEEK_PLANNED });
    const replaced = await ann.send('POST', `${API}/plans/${id}/copy-to-next-week`, {
      replace: true,
    });
    expect(replaced.statusCode).toBe(201);

    const history = await ann.send('GET', `${API}/plans`);
    expect(history.json().mealPlans).toEqual([
      expect.objectContaining({ weekStart: nextWeekStart(monday), mealCount: 3, past: false }),
      expect.objectContaining({ id, weekStart: monday, mealCount: 3, totalServings: 6 }),
    ]);
  });

  it('proves bad input is refused with a message naming it, and changes nothing', async () => {
    const bea = await shopper();
    const monday = thisWeek();
    const week = `${API}/weeks/${monday}`;
    const [dinner] = dinners(1);
    expect((await bea.send('GET', `${API}/weeks/2026-02-30`)).statusCode).toBe(400);
    expect((await bea.send('GET', `${API}/plans/abc`)).statusCode).toBe(400);
    const tooMany = await bea.send('PUT', week, { meals: [{ ...dinner, servings: 13 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(MEAL_PLAN_MESSAGES.SERVINGS);
    const twice = await bea.send('PUT', week, { meals: [dinner, { ...dinner, servings: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(MEAL_PLAN_MESSAGES.ONE_RECIPE_A_MEAL);
    const badDay = await bea.send('PUT', week, { meals: [{ ...dinner, day: 'FUNDAY' }] });
    expect(badDay.statusCode).toBe(400);
    expect((await bea.send('PUT', week, { meals: [], extra: 1 })).statusCode).toBe(400);
    const unknown = await bea.send('PUT', week, { meals: [{ ...dinner, recipeId: 999_999_999 }] });
    expect(problem(unknown)).toEqual({ status: 422, message: MEAL_PLAN_MESSAGES.NO_SUCH_RECIPE });
    expect((await bea.send('GET', week)).json()).toMatchObject({ id: null, meals: [] });

    const id = await savedPlan(bea, [dinner]);
    const stray = await bea.send('POST', `${API}/plans/${id}/trolley`, {
      lineNumbers: ['999999999999'],
    });
    expect(problem(stray)).toEqual({ status: 422, message: MEAL_PLAN_MESSAGES.NOT_IN_LIST });
    const noLines = await bea.send('POST', `${API}/plans/${id}/trolley`, { lineNumbers: [] });
    expect(noLines.statusCode).toBe(400);
    expect(await t.app.services.trolley.lines(bea.identity)).toEqual([]);

    const signedOut = callerWith({}, ANONYMOUS);
    expect((await signedOut.send('GET', `${API}/plans`)).statusCode).toBe(401);
    expect((await signedOut.send('PUT', week, { meals: [] })).statusCode).toBe(401);
    expect((await signedOut.send('GET', `${API}/plans/${id}`)).statusCode).toBe(401);
  });

  it('proves another shopper’s plan answers 404 on every call, as one that does not exist', async () => {
    const cal = await shopper();
    const dan = await shopper();
    const id = await savedPlan(cal, dinners(2));
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/shopping-list', undefined],
      ['POST', '/copy-to-next-week', { replace: true }],
      ['POST', '/trolley', { lineNumbers: 'not even a list' }],
    ] as const) {
      const answer = await dan.send(method, `${API}/plans/${id}${path}`, body);
      expect(problem(answer), path).toEqual({
        status: 404,
        message: MEAL_PLAN_MESSAGES.NO_SUCH_PLAN,
      });
    }
    expect((await dan.send('GET', `${API}/plans`)).json().mealPlans).toEqual([]);
    // Cal's plan is as it was.
    expect((await cal.send('GET', `${API}/plans`)).json().mealPlans).toHaveLength(1);
  });

  it('proves the week’s list has one line a product in whole packs, the store cupboard unticked, what the trolley holds marked, and its costs', async () => {
    const eve = await shopper();
    const meals = dinners(5, 4);
    const id = await savedPlan(eve, meals);
    const answer = await eve.send('GET', `${API}/plans/${id}/shopping-list`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json();
    const lineNumbers: string[] = list.lines.map((line: { lineNumber: string }) => line.lineNumber);
    expect(new Set(lineNumbers).size).toBe(lineNumbers.length);
    for (const line of list.lines) {
      expect(line.packs).toBeGreaterThanOrEqual(1);
      expect(line.ticked).toBe(!line.storeCupboard);
      expect(line.inTrolley).toBe(false);
    }
    const ticked = list.lines.filter((line: { ticked: boolean }) => line.ticked);
    const total = ticked.reduce(
      (sum: number, l: { price: { amount: number } }) => sum + l.price.amount,
      0,
    );
    expect(list.cost.total.amount).toBe(total);
    expect(list.cost.offerTotal.amount).toBeLessThanOrEqual(total);
    expect(list.cost.totalServings).toBe(20);
    expect(list.cost.perServing.amount).toBe(Math.round(total / 20));

    // Filled with the defaults: the ticked lines only, then marked as in the trolley.
    const filled = await eve.send('POST', `${API}/plans/${id}/trolley`);
    expect(filled.statusCode, filled.body).toBe(200);
    const summary = filled.json();
    expect(
      summary.added.length + summary.unavailable.length + summary.alreadyInTrolley.length,
    ).toBe(ticked.length);
    const after = (await eve.send('GET', `${API}/plans/${id}/shopping-list`)).json();
    const added = new Set(summary.added.map((line: { lineNumber: string }) => line.lineNumber));
    for (const line of after.lines) expect(line.inTrolley).toBe(added.has(line.lineNumber));
  });

  it('proves a product two meals use is summed before rounding to packs: two meals of 2 servings buy what one of 4 does', async () => {
    const ivy = await shopper();
    const recipeId = (recipes[0] as RecipeSummary).id;
    const once = await savedPlan(ivy, [{ day: 'MON', meal: 'DINNER', recipeId, servings: 4 }]);
    const single = (await ivy.send('GET', `${API}/plans/${once}/shopping-list`)).json();
    const twice = await savedPlan(
      ivy,
      [
        { day: 'MON', meal: 'DINNER', recipeId, servings: 2 },
        { day: 'TUE', meal: 'DINNER', recipeId, servings: 2 },
      ],
      nextWeekStart(thisWeek()),
    );
    const split = (await ivy.send('GET', `${API}/plans/${twice}/shopping-list`)).json();
    const packs = (list: { lines: { lineNumber: string; packs: number }[] }) =>
      Object.fromEntries(list.lines.map((line) => [line.lineNumber, line.packs]));
    expect(packs(split)).toEqual(packs(single));
    expect(split.cost.total).toEqual(single.cost.total);
    expect(split.cost.totalServings).toBe(4);
  });

  it('proves a plan of 14 recipes fills the trolley in one batch', async () => {
    const fay = await shopper();
    const meals = MEAL_PLAN_DAYS.flatMap((day, index) =>
      (['LUNCH', 'DINNER'] as const).map((meal, m) => ({
        day,
        meal,
        recipeId: (recipes[index * 2 + m] as RecipeSummary).id,
        servings: 2,
      })),
    );
    expect(new Set(meals.map((meal) => meal.recipeId)).size).toBe(14);
    const id = await savedPlan(fay, meals);
    const list = (await fay.send('GET', `${API}/plans/${id}/shopping-list`)).json();
    const ticked = list.lines.filter((line: { ticked: boolean }) => line.ticked);
    const versionBefore = (await t.app.services.trolley.currentTrolley(fay.identity))?.version;
    const filled = await fay.send('POST', `${API}/plans/${id}/trolley`);
    expect(filled.statusCode, filled.body).toBe(200);
    const summary = filled.json();
    expect(summary.added.length).toBeGreaterThan(14);
    expect(summary.added.length + summary.unavailable.length).toBe(ticked.length);
    const trolley = await t.app.services.trolley.currentTrolley(fay.identity);
    expect(trolley?.trolleyItems).toHaveLength(summary.added.length);
    // One batch: the trolley changed once.
    expect(trolley?.version).toBe((versionBefore ?? 0) + 1);
  });

  it('proves GraphQL saves, reads and fills as REST does, and answers another shopper NOT_FOUND', async () => {
    const gil = await shopper();
    const hal = await shopper();
    const graphql = async (who: Shopper, query: string, variables: object) => {
      const response = await who.send('POST', '/api/graphql', { query, variables });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const saved = await graphql(
      gil,
      `mutation ($date: String!, $meals: [PlannedMealInput!]!) {
        saveMealPlanWeek(date: $date, meals: $meals) {
          mealPlan { id weekStart totalServings meals { day meal recipe { title } } }
          failures { message type }
        }
      }`,
      { date: thisWeek(), meals: dinners(2, 3) },
    );
    const plan = saved.saveMealPlanWeek.mealPlan;
    expect(plan).toMatchObject({ weekStart: thisWeek(), totalServings: 6 });
    const bad = await graphql(
      gil,
      `mutation ($date: String!, $meals: [PlannedMealInput!]!) {
        saveMealPlanWeek(date: $date, meals: $meals) { mealPlan { id } failures { message type } }
      }`,
      { date: thisWeek(), meals: [{ ...dinners(1)[0], servings: 0 }] },
    );
    expect(bad.saveMealPlanWeek).toEqual({
      mealPlan: null,
      failures: [expect.objectContaining({ type: 'VALIDATION_FAILED' })],
    });
    const listQuery = `query ($id: Int!) {
      mealPlanShoppingList(mealPlanId: $id) {
        lines { lineNumber ticked } cost { total { amount } } failures { type }
      }
    }`;
    const stranger = await graphql(hal, listQuery, { id: plan.id });
    expect(stranger.mealPlanShoppingList.failures).toEqual([{ type: 'NOT_FOUND' }]);
    const list = await graphql(gil, listQuery, { id: plan.id });
    const first = list.mealPlanShoppingList.lines.find((line: { ticked: boolean }) => line.ticked);
    const filled = await graphql(
      gil,
      `mutation ($id: Int!, $lines: [String!]) {
        fillTrolleyFromMealPlan(mealPlanId: $id, lineNumbers: $lines) {
          added { lineNumber } unavailable { lineNumber } failures { type }
        }
      }`,
      { id: plan.id, lines: [first.lineNumber] },
    );
    const { added, unavailable } = filled.fillTrolleyFromMealPlan;
    expect([...added, ...unavailable].map((l: { lineNumber: string }) => l.lineNumber)).toEqual([
      first.lineNumber,
    ]);
  });
});
