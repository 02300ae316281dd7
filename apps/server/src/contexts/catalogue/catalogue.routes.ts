import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import type { CatalogueService } from './catalogue.contract.ts';
import {
  branchParamsSchema,
  branchSlugParamsSchema,
  browseQuerySchema,
  findAStoreQuerySchema,
  productByIdParamsSchema,
  productsByLineNumbersParamsSchema,
  productsByLineNumbersQuerySchema,
  taxonomyParamsSchema,
} from './catalogue.schemas.ts';

/** Spec doc 3 §9: taxonomy cached 5 minutes, so browsers and CDNs may keep it as long. */
const TAXONOMY_CACHE_CONTROL = 'public, max-age=300';

/**
 * The taxonomy's JSON (about 180 kB) is written once per taxonomy object: the service hands out
 * the same object until its 5-minute cache reloads the categories.
 */
const taxonomyJson = new WeakMap<object, string>();

const getTaxonomy = apiDoc({
  operationId: 'getTaxonomy',
  tag: 'taxonomy-entity',
  access: 'public',
  summary: 'The category tree under one root, cached for 5 minutes.',
  params: taxonomyParamsSchema,
  errors: ['CATEGORY_NOT_FOUND'],
});

const getProduct = apiDoc({
  operationId: 'getProduct',
  tag: 'products',
  access: 'public',
  summary: 'One product, full view, by its id.',
  params: productByIdParamsSchema,
  errors: ['PRODUCT_NOT_FOUND'],
});

const getProductsByLineNumbers = apiDoc({
  operationId: 'getProductsByLineNumbers',
  tag: 'products',
  access: 'public',
  summary: 'Products by line number, summary view, in the order asked for.',
  description:
    '`lineNumbers` is a comma-separated list of at most 100 line numbers of 1 to 12 digits; ' +
    'unknown ones are left out of the answer.',
  params: productsByLineNumbersParamsSchema,
  query: productsByLineNumbersQuerySchema,
  errors: ['TOO_MANY_LINE_NUMBERS'],
});

const browse = apiDoc({
  operationId: 'browse',
  tag: 'content',
  access: 'public',
  summary: 'One page of a category’s products with its facets.',
  description: 'Give exactly one of `categoryPath` or `categoryId`.',
  query: browseQuerySchema,
  errors: ['CATEGORY_NOT_FOUND'],
});

const listBranches = apiDoc({
  operationId: 'listBranches',
  tag: 'branch',
  access: 'public',
  summary: 'Every branch of the shop.',
});

const getBranch = apiDoc({
  operationId: 'getBranch',
  tag: 'branch',
  access: 'public',
  summary: 'One branch by its number.',
  params: branchParamsSchema,
  errors: ['BRANCH_NOT_FOUND'],
});

const findAStore = apiDoc({
  operationId: 'findAStore',
  tag: 'branch',
  access: 'public',
  summary: 'The branches nearest a postcode or town, nearest first, with straight-line miles.',
  description:
    '`location` is a UK postcode (full, district or sector, any case or spacing) or a town or ' +
    'branch name. `origin` says where distances are measured from; it is null, with no ' +
    'branches, when a place name matches nothing. A blank, overlong (over 60 characters) or ' +
    'strange location is a 400; one that reads as a postcode but is not a UK one a 422.',
  query: findAStoreQuerySchema,
  errors: ['INVALID_UK_POSTCODE'],
});

const getBranchPage = apiDoc({
  operationId: 'getBranchPage',
  tag: 'branch',
  access: 'public',
  summary: 'One branch with its opening hours, services and position, by its page’s slug.',
  params: branchSlugParamsSchema,
  errors: ['BRANCH_NOT_FOUND'],
});

/** Catalogue REST calls, `/{service}/v{n}/{endpoint}` after the spec's call tables (under /api). */
export async function catalogueRoutes(
  app: FastifyInstance,
  options: { catalogue: CatalogueService },
) {
  const { catalogue } = options;

  app.get('/taxonomy-entity/v1/taxonomy/:root', getTaxonomy, async (request, reply) => {
    const { root } = parseInput(taxonomyParamsSchema, request.params, 'params');
    const taxonomy =
      root === 'groceries'
        ? await catalogue.getTaxonomy()
        : await catalogue.getEntertainingTaxonomy();
    let json = taxonomyJson.get(taxonomy);
    if (json === undefined) {
      json = JSON.stringify(taxonomy);
      taxonomyJson.set(taxonomy, json);
    }
    reply.header('cache-control', TAXONOMY_CACHE_CONTROL);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/products/v1/products/id/:productId', getProduct, async (request) => {
    const { productId } = parseInput(productByIdParamsSchema, request.params, 'params');
    const product = await catalogue.getProduct(productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', `No product with id ${productId}`);
    return product;
  });

  app.get('/products/v1/products/:lineNumbers', getProductsByLineNumbers, async (request) => {
    const params = parseInput(productsByLineNumbersParamsSchema, request.params, 'params');
    // view and trolleyId are accepted for the spec's call shape; SUMMARY is the only view.
    parseInput(productsByLineNumbersQuerySchema, request.query, 'query');
    const lineNumbers = params.lineNumbers.split(',').map((part) => part.trim());
    return { products: await catalogue.getProductsByLineNumbers(lineNumbers) };
  });

  app.get('/content/v2/browse', browse, async (request) => {
    const query = parseInput(browseQuerySchema, request.query, 'query');
    const listing = await catalogue.browse(query);
    if (!listing) {
      const asked = query.categoryPath ?? query.categoryId;
      throw new AppError('CATEGORY_NOT_FOUND', `No category ${asked}`);
    }
    return listing;
  });

  app.get('/branch/v3/branches', listBranches, async () => ({
    branches: await catalogue.listBranches(),
  }));

  app.get('/branch/v3/find-a-store', findAStore, async (request) => {
    const { location, size } = parseInput(findAStoreQuerySchema, request.query, 'query');
    const found = await catalogue.findNearestBranches(location, size);
    switch (found.outcome) {
      case 'found':
        return { location, origin: found.origin, branches: found.branches };
      case 'no-place':
        return { location, origin: null, branches: [] };
      case 'refused': {
        const issues = [{ field: 'query.location', message: found.message }];
        throw found.problem === 'invalid-postcode'
          ? new AppError('INVALID_UK_POSTCODE', found.message, { issues })
          : new AppError('VALIDATION_FAILED', found.message, { issues });
      }
    }
  });

  app.get('/branch/v3/find-a-store/:slug', getBranchPage, async (request) => {
    const { slug } = parseInput(branchSlugParamsSchema, request.params, 'params');
    const branch = await catalogue.getBranchDetails(slug);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND', `No branch at ${slug}`);
    return branch;
  });

  app.get('/branch/v3/branches/:branchId', getBranch, async (request) => {
    const { branchId } = parseInput(branchParamsSchema, request.params, 'params');
    const branch = await catalogue.getBranch(branchId);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND', `No branch ${branchId}`);
    return branch;
  });
}
