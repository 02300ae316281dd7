import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { availabilityText, productDisplayName } from '@grocer/domain/catalogue/product-display';
import type { Identity } from '@grocer/domain/identity/identity';
import { formatUnitPrice } from '@grocer/domain/money/money';
import { DEFAULT_RECOMMENDATIONS_SIZE } from '@grocer/domain/trolley/trolley-input.schema';
import type { Trolley } from '@grocer/server/contexts/trolley/trolley.contract';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import type { TrolleyLineProduct } from '../lib/trolley-line-product.ts';

/** Spec doc 1 §7, §9: products are fetched in chunks of 100 line numbers. */
const PRODUCT_CHUNK = 100;

/** What a trolley line shows of its product, worked out on the server. */
export function trolleyLineProductOf(product: Product): TrolleyLineProduct {
  return {
    lineNumber: product.lineNumber,
    productId: product.id,
    name: productDisplayName(product.name),
    href: productUrl(product.name, product.id),
    image: product.image,
    size: product.size,
    unitPrice: product.currentSaleUnitPrice ? formatUnitPrice(product.currentSaleUnitPrice) : null,
    substitutionsProhibited: product.substitutionsProhibited,
    maxPersonalisedMessageLength: product.maxPersonalisedMessageLength,
    availabilityMessage: availabilityText(product.availability),
    defaultQuantity: product.defaultQuantity,
  };
}

export async function productsOfLines(
  context: Readonly<RouterContextProvider>,
  lineNumbers: readonly string[],
): Promise<Product[]> {
  const unique = [...new Set(lineNumbers)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += PRODUCT_CHUNK) {
    chunks.push(unique.slice(i, i + PRODUCT_CHUNK));
  }
  const catalogue = getServices(context).catalogue;
  const found = await Promise.all(chunks.map((chunk) => catalogue.getProductsByLineNumbers(chunk)));
  return found.flat();
}

export interface TrolleyPageData {
  trolley: Trolley;
  /** The products of the trolley's lines and of the recommendations, by line number. */
  products: Record<string, TrolleyLineProduct>;
  recommendations: Product[];
}

/**
 * The trolley page's data: the shopper's open trolley, priced, with its conflicts; the products
 * its lines show; and recommendations (spec doc 1 §7: size 8 from 0).
 */
export async function loadTrolleyPage(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
): Promise<TrolleyPageData> {
  const service = getServices(context).trolley;
  const trolley = await service.currentTrolley(identity);
  if (!trolley) throw new Error('a signed-in shopper has a trolley');
  const [lineProducts, recommendations] = await Promise.all([
    productsOfLines(
      context,
      trolley.trolleyItems.map((item) => item.lineNumber),
    ),
    service.recommendations(identity, trolley.orderId, {
      start: 0,
      size: DEFAULT_RECOMMENDATIONS_SIZE,
    }),
  ]);
  const products: Record<string, TrolleyLineProduct> = {};
  for (const product of [...lineProducts, ...recommendations]) {
    products[product.lineNumber] = trolleyLineProductOf(product);
  }
  return { trolley, products, recommendations };
}
