import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { WantedLine } from '@grocer/domain/quick-shop/trolley-additions';
import { parseBuyListLineNumbers } from '@grocer/domain/sponsored/buy-list';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

export const NO_BUY_LIST_PRODUCTS = 'Sorry, none of these products is available to buy online.';

/**
 * The products a buy list's address names (decision 0096), in its order; those the catalogue
 * no longer has are left out. A malformed list is a 400 and a list naming no product a 404.
 */
export async function loadBuyList(context: Context, segment: string): Promise<Product[]> {
  const parsed = parseBuyListLineNumbers(segment);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const found = await getServices(context).catalogue.getProductsByLineNumbers(parsed.lineNumbers);
  const byLine = new Map(found.map((product) => [product.lineNumber, product]));
  const products = parsed.lineNumbers.flatMap((line) => {
    const product = byLine.get(line);
    return product ? [product] : [];
  });
  if (products.length === 0) throw data({ message: NO_BUY_LIST_PRODUCTS }, { status: 404 });
  return products;
}

export type BuyListResult =
  | {
      ok: true;
      added: string[];
      alreadyInTrolley: string[];
      unavailable: { name: string; message: string }[];
    }
  | { ok: false; message: string };

/**
 * Add all: each product at its default quantity, through the quick shop's one batch (what cannot
 * be bought is left out and said so; what the trolley holds as much of is left alone).
 */
export async function addBuyList(
  context: Context,
  identity: Identity,
  products: readonly Product[],
): Promise<{ status: number; result: BuyListResult }> {
  const lines: WantedLine[] = products.map((product) => ({
    lineNumber: product.lineNumber,
    quantity: product.defaultQuantity,
  }));
  try {
    const summary = await getServices(context).quickShop.addToTrolley(identity, lines);
    return {
      status: 200,
      result: {
        ok: true,
        added: summary.added.map((line) => line.name),
        alreadyInTrolley: summary.alreadyInTrolley.map((line) => line.name),
        unavailable: summary.unavailable.map(({ name, message }) => ({ name, message })),
      },
    };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { status: refused.status, result: { ok: false, message: refused.message } };
  }
}
