import { isBranchSlug, MAX_BRANCH_SLUG_LENGTH } from '@grocer/domain/branches/branch-page';
import { MAX_STORE_LOCATION_LENGTH } from '@grocer/domain/branches/store-finder-messages';
import { MAX_CATEGORY_PATH_LENGTH } from '@grocer/domain/catalogue/catalogue-urls';
import { FEATURED_AISLES, FEATURED_ROOTS } from '@grocer/domain/catalogue/featured-aisles';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_START,
} from '@grocer/domain/catalogue/listing-limits';
import { categoryIdSchema, SORT_BY_VALUES } from '@grocer/domain/catalogue/listing-query.schema';
import { lineNumberSchema, productIdSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { z } from 'zod';

export { lineNumberSchema, productIdSchema };

import { integerParam } from '../../http/query-params.schema.ts';
import { MAX_NEAREST_BRANCHES_SIZE, NEAREST_BRANCHES_SIZE } from './catalogue.contract.ts';

export const browseQuerySchema = z
  .object({
    categoryPath: z.string().min(1).max(MAX_CATEGORY_PATH_LENGTH).optional(),
    categoryId: categoryIdSchema.optional(),
    start: integerParam(0, MAX_START).default(0),
    size: integerParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortBy: z.enum(SORT_BY_VALUES).default('MOST_POPULAR'),
  })
  .strict()
  .refine((query) => (query.categoryPath === undefined) !== (query.categoryId === undefined), {
    message: 'give exactly one of categoryPath or categoryId',
    path: ['categoryPath'],
  });

export const featuredQuerySchema = z
  .object({
    root: z.enum(FEATURED_ROOTS),
    aisle: z.enum(FEATURED_AISLES),
    categoryId: categoryIdSchema.optional(),
    start: integerParam(0, MAX_START).default(0),
    size: integerParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortBy: z.enum(SORT_BY_VALUES).default('MOST_POPULAR'),
  })
  .strict();

export const taxonomyParamsSchema = z
  .object({ root: z.enum(['groceries', 'entertaining']) })
  .strict();

export const productsByLineNumbersParamsSchema = z
  .object({ lineNumbers: z.string().min(1).max(2048) })
  .strict();

export const productsByLineNumbersQuerySchema = z
  .object({
    view: z.enum(['SUMMARY']).default('SUMMARY'),
    trolleyId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, - or _')
      .optional(),
  })
  .strict();

export const productByIdParamsSchema = z.object({ productId: productIdSchema }).strict();

export const branchParamsSchema = z
  .object({
    branchId: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a number')
      .transform(Number),
  })
  .strict();

/**
 * Find a store (decision 0075). The location's own rules (a postcode or a place name, at most
 * MAX_STORE_LOCATION_LENGTH characters) are the domain's, with their messages; this only bounds it.
 */
export const findAStoreQuerySchema = z
  .object({
    location: z.string().max(MAX_STORE_LOCATION_LENGTH * 4),
    size: integerParam(1, MAX_NEAREST_BRANCHES_SIZE).default(NEAREST_BRANCHES_SIZE),
  })
  .strict();

export const branchSlugParamsSchema = z
  .object({
    slug: z
      .string()
      .max(MAX_BRANCH_SLUG_LENGTH)
      .refine(isBranchSlug, 'must be lower-case words joined by hyphens'),
  })
  .strict();
