import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { BlockOf, ContentBlock } from '@grocer/domain/content/content-page';
import type { LiveContentFragment } from '@grocer/server/contexts/content/content.contract';
import type { AppServices } from '@grocer/server/web/app-services';
import { requestInfoContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

/** A carousel's products, at most: a strip, not a listing. */
const CAROUSEL_PRODUCTS = 12;

function logError(context: Readonly<RouterContextProvider>, details: object, message: string) {
  try {
    context.get(requestInfoContext).log.error(details, message);
  } catch {
    // No request facts (a component test): nothing to log to.
  }
}

/**
 * The live experience fragment under `key` for a page (spec doc 3 §8): a missing one (the API's
 * 404) is simply nothing, and any other failure is logged and the page shows without it.
 */
export async function loadFragment(
  context: Readonly<RouterContextProvider>,
  key: string,
): Promise<LiveContentFragment | null> {
  try {
    return await getServices(context).content.getFragment(key);
  } catch (error) {
    logError(context, { err: error, fragment: key }, 'content fragment could not be read');
    return null;
  }
}

/**
 * The products of each product carousel among `blocks`, by the block's index: by line numbers
 * in their order, or the first a search finds. A carousel that cannot be filled is left empty
 * (and logged), never the page's failure.
 */
export async function loadCarousels(
  context: Readonly<RouterContextProvider>,
  services: Pick<AppServices, 'catalogue' | 'search'>,
  blocks: readonly ContentBlock[],
): Promise<Record<number, Product[]>> {
  const carousels = blocks.flatMap((block, index) =>
    block.kind === 'productCarousel' ? [{ block, index }] : [],
  );
  const filled = await Promise.all(
    carousels.map(async ({ block, index }) => [index, await products(block)] as const),
  );
  return Object.fromEntries(filled.filter(([, list]) => list.length > 0));

  async function products(block: BlockOf<'productCarousel'>): Promise<Product[]> {
    try {
      if (block.lineNumbers) {
        const found = await services.catalogue.getProductsByLineNumbers(block.lineNumbers);
        const byLine = new Map(found.map((product) => [product.lineNumber, product]));
        return block.lineNumbers
          .flatMap((line) => {
            const product = byLine.get(line);
            return product ? [product] : [];
          })
          .slice(0, CAROUSEL_PRODUCTS);
      }
      if (block.searchTerm) {
        const results = await services.search.search({
          searchTerm: block.searchTerm,
          size: CAROUSEL_PRODUCTS,
        });
        return results.products;
      }
    } catch (error) {
      logError(context, { err: error, carousel: block.title }, 'product carousel not filled');
    }
    return [];
  }
}
