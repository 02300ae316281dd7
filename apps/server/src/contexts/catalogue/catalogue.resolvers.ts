import { AppError, isAppError } from '../../errors/app-error.ts';
import { toGraphqlFailure } from '../../errors/error-handler.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { CatalogueService } from './catalogue.contract.ts';
import { productIdSchema } from './catalogue.schemas.ts';

type Failure = { message: string; type: string };

/** Expected failures become `failures` in the payload; anything else stays a GraphQL error. */
async function withFailures<T extends object, E extends object>(
  empty: E,
  work: () => Promise<T>,
): Promise<(T | E) & { failures: Failure[] | null }> {
  try {
    return { ...(await work()), failures: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...empty, failures: [toGraphqlFailure(error)] };
  }
}

export function catalogueResolvers(catalogue: CatalogueService) {
  return {
    Query: {
      taxonomy: (_root: unknown, args: { root: 'GROCERIES' | 'ENTERTAINING' }) =>
        withFailures({ taxonomy: null }, async () => {
          const taxonomy =
            args.root === 'ENTERTAINING'
              ? await catalogue.getEntertainingTaxonomy()
              : await catalogue.getTaxonomy();
          // Root first, then breadth-first in display order (object key order is numeric).
          const ordered = [];
          const queue = [taxonomy.rootId];
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            const category = taxonomy.categories[id];
            if (!category) continue;
            ordered.push(category);
            queue.push(...category.categoryIds);
          }
          return { taxonomy: { rootId: taxonomy.rootId, categories: ordered } };
        }),

      product: (_root: unknown, args: { id: string }) =>
        withFailures({ product: null }, async () => {
          const id = parseInput(productIdSchema, args.id, 'variables');
          const product = await catalogue.getProduct(id);
          if (!product) throw new AppError('PRODUCT_NOT_FOUND', `No product with id ${id}`);
          return { product };
        }),

      products: (_root: unknown, args: { lineNumbers: string[] }) =>
        withFailures({ products: [] }, async () => ({
          products: await catalogue.getProductsByLineNumbers(args.lineNumbers),
        })),
    },
  };
}
