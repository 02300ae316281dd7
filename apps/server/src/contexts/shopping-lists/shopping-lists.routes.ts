import type { Identity } from '@grocer/domain/identity/identity';
import { LIST_NOT_FOUND } from '@grocer/domain/shopping-lists/shopping-list-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { ShoppingListsService } from './shopping-lists.contract.ts';
import {
  addAllBodySchema,
  addItemBodySchema,
  fromOrderBodySchema,
  fromSearchBodySchema,
  itemParamsSchema,
  listNameBodySchema,
  listParamsSchema,
  setQuantityBodySchema,
} from './shopping-lists.schemas.ts';

const SIGN_IN_MESSAGE = 'Sign in to use your lists.';
const LISTS = '/shopping-lists/v1/lists';
const ONE_LIST = `${LISTS}/:shoppingListId`;
const ITEMS = `${ONE_LIST}/items`;
const ONE_ITEM = `${ITEMS}/:lineNumber`;
const owns = { param: 'shoppingListId', resource: 'shopping-list' } as const;
const tag = 'shopping-lists';
const LIST_ERRORS = ['UNAUTHENTICATED', 'SHOPPING_LIST_NOT_FOUND'] as const;

const listLists = apiDoc({
  operationId: 'listShoppingLists',
  access: 'customer',
  tag,
  summary:
    'The shopper’s shopping lists, newest first: each with id, name, numItems, created and items (lineNumber, quantity) in the order added.',
  errors: ['UNAUTHENTICATED'],
});

const createList = apiDoc({
  operationId: 'createShoppingList',
  access: 'customer',
  tag,
  summary: 'Makes an empty list.',
  description:
    'The name is trimmed (runs of spaces made one), 1 to 50 characters; 409 SHOPPING_LIST_NAME_TAKEN when another of the shopper’s lists has it whatever its case; 422 SHOPPING_LISTS_LIMIT past 30 lists.',
  body: listNameBodySchema,
  successStatus: 201,
  errors: ['UNAUTHENTICATED', 'SHOPPING_LIST_NAME_TAKEN', 'SHOPPING_LISTS_LIMIT'],
});

const getList = apiDoc({
  operationId: 'getShoppingList',
  access: 'customer',
  owns,
  tag,
  summary: 'One list with its items.',
  params: listParamsSchema,
  errors: [...LIST_ERRORS],
});

const renameList = apiDoc({
  operationId: 'renameShoppingList',
  access: 'customer',
  owns,
  tag,
  summary: 'Renames a list (the name rules of createShoppingList).',
  params: listParamsSchema,
  body: listNameBodySchema,
  errors: [...LIST_ERRORS, 'SHOPPING_LIST_NAME_TAKEN'],
});

const deleteList = apiDoc({
  operationId: 'deleteShoppingList',
  access: 'customer',
  owns,
  tag,
  summary: 'Deletes a list and its items.',
  params: listParamsSchema,
  successStatus: 204,
  errors: [...LIST_ERRORS],
});

const addItem = apiDoc({
  operationId: 'addShoppingListItem',
  access: 'customer',
  owns,
  tag,
  summary:
    'Adds a product at a quantity, or at its default quantity; a product on the list already keeps its quantity (`added` false).',
  description:
    'Quantities follow the trolley’s unit rules (C62 1–99 whole, KGM 0.1–99.9, GRM 100–999 whole, LBR 1–99.99). 422 SHOPPING_LIST_PRODUCT_UNKNOWN for a line number the catalogue does not have, SHOPPING_LIST_UNIT_NOT_SOLD for a unit the product is not sold in, SHOPPING_LIST_FULL past 100 items.',
  params: listParamsSchema,
  body: addItemBodySchema,
  errors: [
    ...LIST_ERRORS,
    'SHOPPING_LIST_PRODUCT_UNKNOWN',
    'SHOPPING_LIST_UNIT_NOT_SOLD',
    'SHOPPING_LIST_FULL',
  ],
});

const setQuantity = apiDoc({
  operationId: 'setShoppingListItemQuantity',
  access: 'customer',
  owns,
  tag,
  summary: 'Sets a line’s quantity, adding the line when the list lacks it; 0 removes it.',
  params: itemParamsSchema,
  body: setQuantityBodySchema,
  errors: [
    ...LIST_ERRORS,
    'SHOPPING_LIST_PRODUCT_UNKNOWN',
    'SHOPPING_LIST_UNIT_NOT_SOLD',
    'SHOPPING_LIST_FULL',
  ],
});

const removeItem = apiDoc({
  operationId: 'removeShoppingListItem',
  access: 'customer',
  owns,
  tag,
  summary: 'Removes a line; the list as it is now (a line it lacks is already removed).',
  params: itemParamsSchema,
  errors: [...LIST_ERRORS],
});

const fromSearch = apiDoc({
  operationId: 'fillShoppingListFromSearch',
  access: 'customer',
  owns,
  tag,
  summary:
    'Adds the first search match of each line of multi-search text (new lines, commas or semicolons; at most 100 items) at its default quantity.',
  description:
    'Answers the list, the line numbers added, those already on it, those left out because the list was full, and the searches with no match.',
  params: listParamsSchema,
  body: fromSearchBodySchema,
  errors: [...LIST_ERRORS],
});

const fromOrder = apiDoc({
  operationId: 'fillShoppingListFromOrder',
  access: 'customer',
  owns,
  tag,
  summary:
    'Adds the products of one of the shopper’s orders still sold, at the quantities ordered; 404 for an order that is not theirs.',
  params: listParamsSchema,
  body: fromOrderBodySchema,
  errors: [...LIST_ERRORS, 'NOT_FOUND'],
});

const addAll = apiDoc({
  operationId: 'addShoppingListToTrolley',
  access: 'customer',
  owns,
  tag,
  summary:
    'Add all items: every line to the shopper’s open trolley in one batch (a line the trolley has in the same unit gets the list’s quantity on top, up to the unit’s maximum).',
  description:
    'Answers `status` fulfilled with `successCount` (the lines written) and `skipped` (lineNumber and reason: NOT_AVAILABLE, UNIT_NOT_SOLD, AT_MAXIMUM). A refusal of the whole batch is the trolley’s (409 TROLLEY_FULL).',
  params: listParamsSchema,
  body: addAllBodySchema,
  errors: [...LIST_ERRORS, 'TROLLEY_FULL', 'PRODUCT_NOT_SOLD'],
});

/**
 * Shopping lists over REST (decision 0081; the spec names no calls, so they follow the address
 * book's shape). Each call checks the caller (401), then that the list in the path is theirs
 * (404 otherwise, before anything else about the request is looked at), then its input. Cookie
 * callers send the CSRF header with changes. Answers are `no-store`.
 */
export async function shoppingListsRoutes(
  app: FastifyInstance,
  options: { shoppingLists: ShoppingListsService },
) {
  const { shoppingLists } = options;
  answerNoStore(app);
  // Who is asking, then the path, before a body is read: a path naming no list is a 400 whatever
  // the body's type (Fastify refuses an unknown one, 415, while parsing it).
  app.addHook('onRequest', async (request) => {
    const params = request.routeOptions.config.doc?.params;
    if (!params) return;
    await signedInIdentity(request, SIGN_IN_MESSAGE);
    parseInput(params, request.params, 'params');
  });

  /** The caller and the list named in the path, which must be theirs. */
  async function ownList(request: FastifyRequest): Promise<{ identity: Identity; id: number }> {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { shoppingListId } = parseInput(
      listParamsSchema,
      { shoppingListId: (request.params as { shoppingListId?: unknown }).shoppingListId },
      'params',
    );
    if (!(await shoppingLists.exists(identity, shoppingListId))) {
      throw new AppError('SHOPPING_LIST_NOT_FOUND', LIST_NOT_FOUND);
    }
    return { identity, id: shoppingListId };
  }

  app.get(LISTS, listLists, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    return { shoppingLists: await shoppingLists.list(identity) };
  });

  app.post(LISTS, createList, async (request, reply) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { name } = parseInput(listNameBodySchema, request.body, 'body');
    return reply.code(201).send(await shoppingLists.create(identity, name));
  });

  app.get(ONE_LIST, getList, async (request) => {
    const { identity, id } = await ownList(request);
    return shoppingLists.get(identity, id);
  });

  app.patch(ONE_LIST, renameList, async (request) => {
    const { identity, id } = await ownList(request);
    const { name } = parseInput(listNameBodySchema, request.body, 'body');
    return shoppingLists.rename(identity, id, name);
  });

  app.delete(ONE_LIST, deleteList, async (request, reply) => {
    const { identity, id } = await ownList(request);
    await shoppingLists.remove(identity, id);
    return reply.code(204).send();
  });

  app.post(ITEMS, addItem, async (request) => {
    const { identity, id } = await ownList(request);
    const item = parseInput(addItemBodySchema, request.body, 'body');
    return shoppingLists.addItem(identity, id, item);
  });

  app.put(ONE_ITEM, setQuantity, async (request) => {
    const { identity, id } = await ownList(request);
    const { lineNumber } = parseInput(itemParamsSchema, request.params, 'params');
    const { quantity } = parseInput(setQuantityBodySchema, request.body, 'body');
    return shoppingLists.setQuantity(identity, id, lineNumber, quantity);
  });

  app.delete(ONE_ITEM, removeItem, async (request) => {
    const { identity, id } = await ownList(request);
    const { lineNumber } = parseInput(itemParamsSchema, request.params, 'params');
    return shoppingLists.removeItem(identity, id, lineNumber);
  });

  app.post(`${ITEMS}/from-search`, fromSearch, async (request) => {
    const { identity, id } = await ownList(request);
    const { searchTerms } = parseInput(fromSearchBodySchema, request.body, 'body');
    return shoppingLists.fillFromSearch(identity, id, searchTerms);
  });

  app.post(`${ITEMS}/from-order`, fromOrder, async (request) => {
    const { identity, id } = await ownList(request);
    const { customerOrderId } = parseInput(fromOrderBodySchema, request.body, 'body');
    return shoppingLists.fillFromOrder(identity, id, customerOrderId);
  });

  app.post(`${ONE_LIST}/trolley`, addAll, async (request) => {
    const { identity, id } = await ownList(request);
    parseInput(addAllBodySchema, request.body ?? undefined, 'body');
    return shoppingLists.addAllToTrolley(identity, id);
  });
}
