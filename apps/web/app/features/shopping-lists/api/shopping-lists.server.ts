import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { type Identity, isStaffSignOn } from '@grocer/domain/identity/identity';
import { formatQuantity } from '@grocer/domain/quantity/quantity';
import { listQuantitySchema } from '@grocer/domain/shopping-lists/shopping-list.schema';
import {
  ADD_ALL_REJECTED,
  LIST_NOT_FOUND,
} from '@grocer/domain/shopping-lists/shopping-list-messages';
import {
  LISTS_PATH,
  shoppingListIdOf,
  shoppingListPath,
} from '@grocer/domain/shopping-lists/shopping-list-paths';
import {
  listNameProblem,
  listThumbnailLineNumbers,
} from '@grocer/domain/shopping-lists/shopping-list-rules';
import type {
  AddAllResult,
  ListFill,
  ShoppingList,
} from '@grocer/server/contexts/shopping-lists/shopping-lists.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { safeStorefrontPath, toRoutePath } from '../../../lib/app-path.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/** A product as a list shows it: picture, name, size; null fields when it is gone. */
export interface ListProduct {
  lineNumber: string;
  name: string;
  image: string;
  size: string;
  href: string | null;
}

export interface ListCard {
  id: number;
  name: string;
  numItems: number;
  created: string;
  href: string;
  /** Up to 4 (spec doc 3 §9). */
  thumbnails: ListProduct[];
}

export type ListsNotice = 'created' | 'renamed' | 'deleted' | 'added' | 'already';

export interface ListsPageData {
  lists: ListCard[];
  /** The Add to list form without JavaScript (`?add=lineNumber`), with where to go back to. */
  adding: { product: ListProduct; back: string; holding: number[] } | null;
  /** The list being renamed or whose deletion is confirmed without JavaScript. */
  renaming: ListCard | null;
  deleting: ListCard | null;
  notice: { kind: ListsNotice; name: string; href: string | null } | null;
  staffSignOn: boolean;
}

/** What a form post answers when it is refused: the form, the field and why. */
export interface ListActionRefusal {
  ok: false;
  intent: string;
  listId: number | null;
  lineNumber: string | null;
  message: string;
}

const PRODUCTS_PER_CALL = 100;

async function productsOf(context: Context, lineNumbers: readonly string[]) {
  const unique = [...new Set(lineNumbers)];
  const found: Product[] = [];
  for (let start = 0; start < unique.length; start += PRODUCTS_PER_CALL) {
    found.push(
      ...(await getServices(context).catalogue.getProductsByLineNumbers(
        unique.slice(start, start + PRODUCTS_PER_CALL),
      )),
    );
  }
  return new Map(found.map((product) => [product.lineNumber, product]));
}

function listProductOf(lineNumber: string, product: Product | undefined): ListProduct {
  if (!product) {
    return {
      lineNumber,
      name: 'Product name currently unavailable',
      image: '',
      size: '',
      href: null,
    };
  }
  const name = productDisplayName(product.name);
  return {
    lineNumber,
    name,
    image: product.image,
    size: product.size,
    href: productUrl(product.name, product.id),
  };
}

function cardOf(list: ShoppingList, products: ReadonlyMap<string, Product>): ListCard {
  return {
    id: list.id,
    name: list.name,
    numItems: list.numItems,
    created: formatLongDate(list.created),
    href: shoppingListPath(list),
    thumbnails: listThumbnailLineNumbers(list.items).map((lineNumber) =>
      listProductOf(lineNumber, products.get(lineNumber)),
    ),
  };
}

const NOTICES: readonly ListsNotice[] = ['created', 'renamed', 'deleted', 'added', 'already'];

/** The Lists page (decision 0081): the shopper's lists with thumbnails, and its forms' states. */
export async function listsPageData(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<ListsPageData> {
  const params = new URL(request.url).searchParams;
  const lists = await getServices(context).shoppingLists.list(identity);
  const adding = params.get('add');
  const addingLine = adding && /^\d{1,12}$/.test(adding) ? adding : null;
  const products = await productsOf(context, [
    ...lists.flatMap((list) => listThumbnailLineNumbers(list.items)),
    ...(addingLine ? [addingLine] : []),
  ]);
  const cards = lists.map((list) => cardOf(list, products));
  const find = (name: string) => {
    const id = shoppingListIdOf(params.get(name) ?? undefined);
    return cards.find((card) => card.id === id) ?? null;
  };
  const addingProduct = addingLine ? products.get(addingLine) : undefined;
  const kind = params.get('notice') as ListsNotice | null;
  const noticeName = params.get('name') ?? '';
  const noticeList = find('list');
  return {
    lists: cards,
    adding:
      addingLine && addingProduct
        ? {
            product: listProductOf(addingLine, addingProduct),
            back: safeStorefrontPath(params.get('back'), LISTS_PATH),
            holding: lists
              .filter((list) => list.items.some((item) => item.lineNumber === addingLine))
              .map((list) => list.id),
          }
        : null,
    renaming: find('rename'),
    deleting: find('delete'),
    notice:
      kind && NOTICES.includes(kind) && listNameProblem(noticeName) === null
        ? { kind, name: noticeName, href: noticeList?.href ?? null }
        : null,
    staffSignOn: isStaffSignOn(identity),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function refusal(
  status: number,
  intent: string,
  message: string,
  where: { listId?: number | null; lineNumber?: string | null } = {},
) {
  return data<ListActionRefusal>(
    {
      ok: false,
      intent,
      listId: where.listId ?? null,
      lineNumber: where.lineNumber ?? null,
      message,
    },
    { status },
  );
}

/** A service's refusal as the form's answer; anything else stays a fault. */
function refused(
  error: unknown,
  intent: string,
  where: { listId?: number | null; lineNumber?: string | null } = {},
) {
  const client = clientErrorOf(error);
  if (!client) throw error;
  return refusal(client.status, intent, client.message, where);
}

const listsWith = (notice: ListsNotice, name: string, listId?: number) =>
  redirect(
    toRoutePath(
      `${LISTS_PATH}?notice=${notice}&name=${encodeURIComponent(name)}${
        listId === undefined ? '' : `&list=${listId}`
      }`,
    ),
  );

/**
 * The Lists page's form posts, with or without JavaScript: create (then the new list's page),
 * rename, delete, and add a product to a list or to a new one. Success goes back to the page
 * with a notice; a refusal answers its status with the message.
 */
export async function runListsAction(request: Request, context: Context, identity: Identity) {
  const service = getServices(context).shoppingLists;
  const form = await request.formData();
  const intent = text(form, 'intent');
  const listId = shoppingListIdOf(text(form, 'listId'));
  const name = text(form, 'name');
  try {
    switch (intent) {
      case 'create': {
        const problem = listNameProblem(name);
        if (problem) return refusal(400, intent, problem);
        const list = await service.create(identity, name);
        return redirect(toRoutePath(shoppingListPath(list)));
      }
      case 'rename': {
        if (listId === null) return refusal(404, intent, LIST_NOT_FOUND);
        const problem = listNameProblem(name);
        if (problem) return refusal(400, intent, problem, { listId });
        const list = await service.rename(identity, listId, name);
        return listsWith('renamed', list.name, list.id);
      }
      case 'delete': {
        if (listId === null) return refusal(404, intent, LIST_NOT_FOUND);
        const list = await service.get(identity, listId);
        await service.remove(identity, listId);
        return listsWith('deleted', list.name);
      }
      case 'add-item': {
        const lineNumber = text(form, 'lineNumber');
        const back = safeStorefrontPath(text(form, 'back'), LISTS_PATH);
        let target = listId;
        if (text(form, 'listId') === 'new') {
          const problem = listNameProblem(name);
          if (problem) return refusal(400, intent, problem, { lineNumber });
          target = (await service.create(identity, name)).id;
        }
        if (target === null) return refusal(400, intent, 'Choose a list or name a new one.');
        const added = await service.addItem(identity, target, { lineNumber });
        return redirect(
          toRoutePath(
            `${LISTS_PATH}?notice=${added.added ? 'added' : 'already'}&name=${encodeURIComponent(
              added.shoppingList.name,
            )}&list=${target}&add=${lineNumber}&back=${encodeURIComponent(back)}`,
          ),
        );
      }
      default:
        return refusal(400, intent, 'Unknown action.');
    }
  } catch (error) {
    return refused(error, intent, { listId });
  }
}

/** An item of a list's page. */
export interface ListLine {
  lineNumber: string;
  product: ListProduct;
  quantity: { amount: number; uom: string };
  quantityText: string;
  /** The units the product is sold in (empty when it is gone). */
  uoms: string[];
}

export interface OrderChoice {
  customerOrderId: string;
  label: string;
}

export interface ShoppingListPageData {
  list: { id: number; name: string; numItems: number; created: string; href: string };
  lines: ListLine[];
  orders: OrderChoice[];
  staffSignOn: boolean;
}

/**
 * A list's page (decision 0081): its lines with their products, and the shopper's orders to fill
 * it from. The path's name segment is the list's name: another one (an old name, or none) is
 * redirected to the list's own address, so the title derived from the path is the list's name.
 */
export async function shoppingListPageData(
  context: Context,
  identity: Identity,
  params: { shoppingListName?: string; shoppingListId?: string },
): Promise<ShoppingListPageData> {
  const services = getServices(context);
  const id = shoppingListIdOf(params.shoppingListId);
  if (id === null) throw data(null, { status: 404 });
  let list: ShoppingList;
  try {
    list = await services.shoppingLists.get(identity, id);
  } catch (error) {
    if (clientErrorOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  if (params.shoppingListName !== list.name) throw redirect(toRoutePath(shoppingListPath(list)));
  const [products, pending, previous] = await Promise.all([
    productsOf(
      context,
      list.items.map((item) => item.lineNumber),
    ),
    services.orderHistory.listOrders(identity, 'pending', { start: 0, size: 10 }),
    services.orderHistory.listOrders(identity, 'previous', { start: 0, size: 10 }),
  ]);
  return {
    list: {
      id: list.id,
      name: list.name,
      numItems: list.numItems,
      created: formatLongDate(list.created),
      href: shoppingListPath(list),
    },
    lines: list.items.map((item) => {
      const product = products.get(item.lineNumber);
      return {
        lineNumber: item.lineNumber,
        product: listProductOf(item.lineNumber, product),
        quantity: item.quantity,
        quantityText: formatQuantity(item.quantity.amount, item.quantity.uom),
        uoms: product?.weights.uoms ?? [],
      };
    }),
    orders: [...pending.orders, ...previous.orders].map((order) => ({
      customerOrderId: order.customerOrderId,
      label: `Order ${order.customerOrderId}, ${formatLongDate(order.created)} (${
        order.numberOfItems === 1 ? '1 item' : `${order.numberOfItems} items`
      })`,
    })),
    staffSignOn: isStaffSignOn(identity),
  };
}

export type ShoppingListActionResult =
  | ListActionRefusal
  | { ok: true; intent: 'add-all'; result: AddAllResult }
  | { ok: true; intent: 'fill-search' | 'fill-order'; fill: Omit<ListFill, 'shoppingList'> }
  | { ok: true; intent: 'set-quantity' | 'remove-item'; lineNumber: string; name: string };

/**
 * A list page's form posts, with or without JavaScript: a line's quantity, removing a line, Add
 * all items, and filling the list from the multi-search box or an order. Each answers what it
 * did (the page shows it in a status line), or its refusal with the status and message.
 */
export async function runShoppingListAction(
  request: Request,
  context: Context,
  identity: Identity,
  shoppingListId: string | undefined,
) {
  const service = getServices(context).shoppingLists;
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = shoppingListIdOf(shoppingListId);
  if (id === null) return refusal(404, intent, LIST_NOT_FOUND);
  const lineNumber = text(form, 'lineNumber');
  const done = (result: ShoppingListActionResult) => data(result);
  try {
    switch (intent) {
      case 'set-quantity': {
        const quantity = listQuantitySchema.safeParse({
          amount: Number(text(form, 'quantity').trim() || Number.NaN),
          uom: text(form, 'uom'),
        });
        if (!quantity.success) {
          const message = quantity.error.issues[0]?.message ?? 'Please enter a quantity';
          return refusal(400, intent, `Quantity ${message}`, { listId: id, lineNumber });
        }
        await service.setQuantity(identity, id, lineNumber, quantity.data);
        const name = await nameOf(context, lineNumber);
        return done({ ok: true, intent, lineNumber, name });
      }
      case 'remove-item': {
        await service.removeItem(identity, id, lineNumber);
        const name = await nameOf(context, lineNumber);
        return done({ ok: true, intent, lineNumber, name });
      }
      case 'add-all':
        return done({ ok: true, intent, result: await service.addAllToTrolley(identity, id) });
      case 'fill-search': {
        const { shoppingList: _list, ...fill } = await service.fillFromSearch(
          identity,
          id,
          text(form, 'searchTerms'),
        );
        return done({ ok: true, intent, fill });
      }
      case 'fill-order': {
        const { shoppingList: _list, ...fill } = await service.fillFromOrder(
          identity,
          id,
          text(form, 'customerOrderId'),
        );
        return done({ ok: true, intent, fill });
      }
      default:
        return refusal(400, intent, 'Unknown action.');
    }
  } catch (error) {
    if (intent === 'add-all') {
      const client = clientErrorOf(error);
      if (!client) throw error;
      return refusal(client.status, intent, `${ADD_ALL_REJECTED}: ${client.message}`, {
        listId: id,
      });
    }
    return refused(error, intent, { listId: id, lineNumber: lineNumber || null });
  }
}

async function nameOf(context: Context, lineNumber: string): Promise<string> {
  const product = (await productsOf(context, [lineNumber])).get(lineNumber);
  return product ? productDisplayName(product.name) : 'The item';
}
