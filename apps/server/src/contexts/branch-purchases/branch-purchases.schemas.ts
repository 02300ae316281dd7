import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_START,
} from '@grocer/domain/catalogue/listing-limits';
import { categoryIdSchema } from '@grocer/domain/catalogue/listing-query.schema';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';

/** GET bought-in-store/v1/products: an aisle to narrow to (none: All Categories) and the page. */
export const boughtInStoreQuerySchema = z
  .object({
    categoryId: categoryIdSchema.optional(),
    start: integerParam(0, MAX_START).default(0),
    size: integerParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .strict();
