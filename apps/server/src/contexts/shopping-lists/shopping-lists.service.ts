import type { Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { type Identity, isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import { splitMultiSearch } from '@grocer/domain/search/multi-search';
import { cleanSearchTerm } from '@grocer/domain/search/search-term';
import { planAddAll } from '@grocer/domain/shopping-lists/add-all-items';
import {
  listItemInputSchema,
  listNameSchema,
  listOrderIdSchema,
  listQuantitySchema,
  listSearchTextSchema,
} from '@grocer/domain/shopping-lists/shopping-list.schema';
import {
  LIST_FULL,
  LIST_NOT_FOUND,
  LIST_UNIT_NAMES,
  PRODUCT_UNKNOWN,
  TOO_MANY_LISTS,
} from '@grocer/domain/shopping-lists/shopping-list-messages';
import {
  listNameProblem,
  MAX_SHOPPING_LISTS,
  normaliseListName,
  planListAdditions,
  type ShoppingListLine,
} from '@grocer/domain/shopping-lists/shopping-list-rules';
import type { StaffAuditAction } from '@grocer/domain/staff/staff-console';
import { notSoldInUnit } from '@grocer/domain/trolley/trolley-messages';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type {
  ListFill,
  ShoppingList,
  ShoppingListsService,
  ShoppingListsSources,
} from './shopping-lists.contract.ts';
import type { ShoppingListsRepository, StoredList } from './shopping-lists.repository.ts';

const SIGN_IN_MESSAGE = 'Sign in to use your lists.';

/** Searches run at once when filling a list from the multi-search box (up to 100 lines). */
const SEARCH_CONCURRENCY = 8;

export function toShoppingList(stored: StoredList): ShoppingList {
  return {
    id: stored.id,
    name: stored.name,
    numItems: stored.items.length,
    created: stored.created.toISOString(),
    items: stored.items,
  };
}

function signedIn(identity: Identity): number {
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  return identity.customerId;
}

/**
 * Input from callers inside the process (the storefront's actions) is checked again with the
 * same rules the routes use: nothing reaches the tables that a route would have refused.
 */
function checked<S extends z.ZodType>(schema: S, input: unknown, field: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = ['body', field, ...(issue?.path ?? []).map(String)].join('.');
  const message = issue?.message ?? 'is not valid';
  // The message as the shopper reads it; the field is in the issue.
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ field: path, message }] });
}

function notFound(): AppError {
  return new AppError('SHOPPING_LIST_NOT_FOUND', LIST_NOT_FOUND);
}

function nameTaken(message: string): AppError {
  return new AppError('SHOPPING_LIST_NAME_TAKEN', message, {
    issues: [{ field: 'body.name', message }],
  });
}

/** Runs `work` over `items`, at most `limit` at once, keeping their order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Shopping lists (issue 25, decision 0081). Changes to one shopper's lists run one at a time (the
 * repository's lock), so the limits and unique names hold across server processes. Products come
 * from the catalogue, search matches from the search context, an order's lines from the orders
 * context and Add all items goes through the trolley's batch call: each through its contract,
 * asked outside the change's transaction (on PGlite every query shares one connection).
 */
export function createShoppingListsService(deps: {
  repository: ShoppingListsRepository;
  sources: ShoppingListsSources;
  audit: StaffAudit;
  now: () => Date;
}): ShoppingListsService {
  const { repository, sources, audit, now } = deps;

  async function record(
    identity: Identity,
    action: StaffAuditAction,
    detail: Record<string, unknown>,
  ): Promise<void> {
    if (!isStaffSignOn(identity)) return;
    await audit.record({
      staffId: identity.principalId,
      customerId: identity.customerId,
      action,
      detail,
    });
  }

  async function own(identity: Identity, listId: number): Promise<StoredList> {
    const stored = await repository.find(signedIn(identity), listId);
    if (!stored) throw notFound();
    return stored;
  }

  /** NOT_FOUND unless the list is the shopper's (the list itself is read where it changes). */
  async function mustOwn(identity: Identity, listId: number): Promise<void> {
    if (!(await repository.exists(signedIn(identity), listId))) throw notFound();
  }

  async function productsOf(lineNumbers: readonly string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(lineNumbers)];
    const products =
      unique.length > 0 ? await sources.catalogue.getProductsByLineNumbers(unique) : [];
    return new Map(products.map((product) => [product.lineNumber, product]));
  }

  /** The product of `lineNumber`, which must be sold in `quantity`'s unit when one is given. */
  async function productFor(lineNumber: string, quantity?: Quantity): Promise<Product> {
    const product = (await productsOf([lineNumber])).get(lineNumber);
    if (!product) {
      throw new AppError('SHOPPING_LIST_PRODUCT_UNKNOWN', PRODUCT_UNKNOWN, {
        issues: [{ field: 'body.lineNumber', message: PRODUCT_UNKNOWN }],
      });
    }
    if (quantity && !product.weights.uoms.includes(quantity.uom)) {
      const message = notSoldInUnit(
        productDisplayName(product.name),
        LIST_UNIT_NAMES[quantity.uom],
      );
      throw new AppError('SHOPPING_LIST_UNIT_NOT_SOLD', message, {
        issues: [{ field: 'body.quantity.uom', message }],
      });
    }
    return product;
  }

  /** Puts `wanted` on the list in one change, leaving lines it holds as they are. */
  async function addLines(
    identity: Identity,
    listId: number,
    wanted: readonly ShoppingListLine[],
  ): Promise<Omit<ListFill, 'notFound'>> {
    const customerId = signedIn(identity);
    const at = now();
    const outcome = await repository.change(customerId, async (lists) => {
      const stored = await lists.find(listId);
      if (!stored) return null;
      const plan = planListAdditions(
        stored.items.map((item) => item.lineNumber),
        wanted,
      );
      await lists.addItems(listId, plan.added, at);
      const after = plan.added.length > 0 ? await lists.find(listId) : stored;
      return { plan, list: after ?? stored };
    });
    if (!outcome) throw notFound();
    const { plan, list } = outcome;
    if (plan.added.length > 0) {
      await record(identity, 'shopping-list-changed', {
        shoppingListId: listId,
        added: plan.added.length,
      });
    }
    return {
      shoppingList: toShoppingList(list),
      added: plan.added.map((line) => line.lineNumber),
      alreadyOnList: plan.alreadyOnList,
      listFull: plan.listFull,
    };
  }

  async function removeItem(
    identity: Identity,
    shoppingListId: number,
    rawLineNumber: string,
  ): Promise<ShoppingList> {
    const customerId = signedIn(identity);
    const lineNumber = checked(lineNumberSchema, rawLineNumber, 'lineNumber');
    const at = now();
    const outcome = await repository.change(customerId, async (lists) => {
      const stored = await lists.find(shoppingListId);
      if (!stored) return null;
      const held = stored.items.some((item) => item.lineNumber === lineNumber);
      if (!held) return { list: stored, removed: false };
      await lists.removeItem(shoppingListId, lineNumber, at);
      return { list: (await lists.find(shoppingListId)) ?? stored, removed: true };
    });
    if (!outcome) throw notFound();
    if (outcome.removed) {
      await record(identity, 'shopping-list-changed', {
        shoppingListId,
        lineNumber,
        removed: true,
      });
    }
    return toShoppingList(outcome.list);
  }

  return {
    async list(identity) {
      if (!isSignedIn(identity)) return [];
      return (await repository.list(identity.customerId)).map(toShoppingList);
    },

    async get(identity, shoppingListId) {
      return toShoppingList(await own(identity, shoppingListId));
    },

    async exists(identity, shoppingListId) {
      if (!isSignedIn(identity)) return false;
      return repository.exists(identity.customerId, shoppingListId);
    },

    async create(identity, rawName) {
      const customerId = signedIn(identity);
      const name = normaliseListName(checked(listNameSchema, rawName, 'name'));
      const at = now();
      const outcome = await repository.change(customerId, async (lists) => {
        const names = await lists.names();
        const problem = listNameProblem(
          name,
          names.map((list) => list.name),
        );
        if (problem) return { refused: nameTaken(problem) };
        if (names.length >= MAX_SHOPPING_LISTS) {
          return { refused: new AppError('SHOPPING_LISTS_LIMIT', TOO_MANY_LISTS) };
        }
        return { list: await lists.insert(name, at) };
      });
      if ('refused' in outcome) throw outcome.refused;
      await record(identity, 'shopping-list-created', {
        shoppingListId: outcome.list.id,
        name,
      });
      return toShoppingList(outcome.list);
    },

    async rename(identity, shoppingListId, rawName) {
      const customerId = signedIn(identity);
      const name = normaliseListName(checked(listNameSchema, rawName, 'name'));
      const at = now();
      const outcome = await repository.change(customerId, async (lists) => {
        const stored = await lists.find(shoppingListId);
        if (!stored) return { refused: notFound() };
        const others = (await lists.names()).filter((list) => list.id !== shoppingListId);
        const problem = listNameProblem(
          name,
          others.map((list) => list.name),
        );
        if (problem) return { refused: nameTaken(problem) };
        if (stored.name !== name) await lists.rename(shoppingListId, name, at);
        return { list: { ...stored, name }, previous: stored.name };
      });
      if ('refused' in outcome) throw outcome.refused;
      if (outcome.previous !== name) {
        await record(identity, 'shopping-list-renamed', { shoppingListId, name });
      }
      return toShoppingList(outcome.list);
    },

    async remove(identity, shoppingListId) {
      const customerId = signedIn(identity);
      const removed = await repository.change(customerId, async (lists) => {
        const stored = await lists.find(shoppingListId);
        if (!stored) return null;
        await lists.remove(shoppingListId);
        return stored;
      });
      if (!removed) throw notFound();
      await record(identity, 'shopping-list-deleted', {
        shoppingListId,
        name: removed.name,
        items: removed.items.length,
      });
    },

    async addItem(identity, shoppingListId, rawItem) {
      await mustOwn(identity, shoppingListId);
      const item = checked(listItemInputSchema, rawItem, 'item');
      const product = await productFor(item.lineNumber, item.quantity);
      const quantity = item.quantity ?? product.defaultQuantity;
      const filled = await addLines(identity, shoppingListId, [
        { lineNumber: item.lineNumber, quantity },
      ]);
      if (filled.listFull.length > 0) throw new AppError('SHOPPING_LIST_FULL', LIST_FULL);
      return { shoppingList: filled.shoppingList, added: filled.added.length > 0 };
    },

    async setQuantity(identity, shoppingListId, rawLineNumber, rawQuantity) {
      await mustOwn(identity, shoppingListId);
      const lineNumber = checked(lineNumberSchema, rawLineNumber, 'lineNumber');
      const quantity = checked(listQuantitySchema, rawQuantity, 'quantity');
      if (quantity.amount === 0) return removeItem(identity, shoppingListId, lineNumber);
      await productFor(lineNumber, quantity);
      const customerId = signedIn(identity);
      const at = now();
      const outcome = await repository.change(customerId, async (lists) => {
        const stored = await lists.find(shoppingListId);
        if (!stored) return { refused: notFound() };
        const line = stored.items.find((item) => item.lineNumber === lineNumber);
        if (line) {
          const same =
            line.quantity.amount === quantity.amount && line.quantity.uom === quantity.uom;
          if (same) return { list: stored, changed: false };
          await lists.setQuantity(shoppingListId, lineNumber, quantity, at);
        } else {
          const plan = planListAdditions(
            stored.items.map((item) => item.lineNumber),
            [{ lineNumber, quantity }],
          );
          if (plan.listFull.length > 0) {
            return { refused: new AppError('SHOPPING_LIST_FULL', LIST_FULL) };
          }
          await lists.addItems(shoppingListId, plan.added, at);
        }
        return { list: (await lists.find(shoppingListId)) ?? stored, changed: true };
      });
      if ('refused' in outcome) throw outcome.refused;
      if (outcome.changed) {
        await record(identity, 'shopping-list-changed', {
          shoppingListId,
          lineNumber,
          quantity,
        });
      }
      return toShoppingList(outcome.list);
    },

    removeItem,

    async fillFromSearch(identity, shoppingListId, rawText) {
      await mustOwn(identity, shoppingListId);
      const text = checked(listSearchTextSchema, rawText, 'searchTerms');
      const terms = splitMultiSearch(text).items.map(cleanSearchTerm).filter(Boolean);
      const matches = await mapLimited(terms, SEARCH_CONCURRENCY, async (term) => {
        const found = await sources.search.search({ searchTerm: term, size: 1 });
        return { term, product: found.products[0] ?? null };
      });
      const wanted: ShoppingListLine[] = [];
      const notFound: string[] = [];
      for (const { term, product } of matches) {
        if (product)
          wanted.push({ lineNumber: product.lineNumber, quantity: product.defaultQuantity });
        else notFound.push(term);
      }
      return { ...(await addLines(identity, shoppingListId, wanted)), notFound };
    },

    async fillFromOrder(identity, shoppingListId, rawOrderId) {
      await mustOwn(identity, shoppingListId);
      const customerOrderId = checked(listOrderIdSchema, rawOrderId, 'customerOrderId');
      const order = await sources.orders.getOrder(identity, customerOrderId);
      if (!order) {
        throw new AppError('NOT_FOUND', 'No such order.', {
          issues: [{ field: 'body.customerOrderId', message: 'No such order.' }],
        });
      }
      const products = await productsOf(order.orderLines.map((line) => line.lineNumber));
      const wanted: ShoppingListLine[] = [];
      for (const line of order.orderLines) {
        const product = products.get(line.lineNumber);
        // A product the shop no longer sells is not put on a list.
        if (!product) continue;
        const ordered = listQuantitySchema.safeParse(line.quantity);
        const quantity =
          ordered.success &&
          ordered.data.amount > 0 &&
          product.weights.uoms.includes(ordered.data.uom)
            ? ordered.data
            : product.defaultQuantity;
        wanted.push({ lineNumber: line.lineNumber, quantity });
      }
      return { ...(await addLines(identity, shoppingListId, wanted)), notFound: [] };
    },

    async addAllToTrolley(identity, shoppingListId) {
      // Read side by side: on PostgreSQL each on a connection of its own.
      const [stored, orderId, trolley] = await Promise.all([
        own(identity, shoppingListId),
        sources.trolley.currentOrderId(identity),
        sources.trolley.lines(identity),
      ]);
      if (orderId === null) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
      const products = await productsOf(stored.items.map((item) => item.lineNumber));
      const plan = planAddAll({
        items: stored.items,
        products: [...products.values()],
        trolley,
        now: now(),
      });
      if (plan.lines.length > 0) await sources.trolley.updateItems(identity, orderId, plan.lines);
      return {
        status: 'fulfilled',
        orderId,
        successCount: plan.lines.length,
        skipped: plan.skipped,
      };
    },
  };
}
