import { MAX_PAGE_SIZE, MAX_START } from '@grocer/domain/catalogue/listing-limits';
import { categoryIdSchema } from '@grocer/domain/catalogue/listing-query.schema';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import {
  DEFAULT_FAVOURITES_SORT,
  FAVOURITES_INCLUDES,
  FAVOURITES_PAGE_SIZE,
  FAVOURITES_SORTS,
} from '@grocer/domain/favourites/favourites-listing';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';

/** PUT and DELETE favourites/{lineNumber} (v2). */
export const favouriteParamsSchema = z.object({ lineNumber: lineNumberSchema }).strict();

/** The trolley's customer order id, as GET favourites/{customerOrderId} carries it. */
export const favouritesParamsSchema = z
  .object({ customerOrderId: z.string().regex(/^\d{1,18}$/, 'must be 1 to 18 digits') })
  .strict();

/** The spec's experience header of GET favourites (doc 3 §7). */
export const EXPERIENCE_HEADER = 'experience';
export const FAVOURITES_EXPERIENCE = 'my-favourites-chosen-for-you';

/** true or false, from a query string or from GraphQL. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'must be true or false',
  })
  .default(false);

/** A comma-separated list (query string) or a list (GraphQL) of at most `max` values of `item`. */
const list = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .union([
      z
        .string()
        .max(max * 40)
        .transform((text) => (text === '' ? [] : text.split(','))),
      z.array(z.string()).max(max),
    ])
    .pipe(z.array(item).max(max, `must list at most ${max}`));

/** GET favourites/{customerOrderId} (v1): the spec's query parameters (doc 3 §7). */
export const favouritesQuerySchema = z
  .object({
    ignoreCategories: flag,
    promotionflag: flag,
    offerflag: flag,
    sortBy: z.enum(FAVOURITES_SORTS).default(DEFAULT_FAVOURITES_SORT),
    size: integerParam(1, MAX_PAGE_SIZE).default(FAVOURITES_PAGE_SIZE),
    start: integerParam(0, MAX_START).default(0),
    categoryIds: list(categoryIdSchema, 50).optional(),
    includes: list(z.enum(FAVOURITES_INCLUDES), FAVOURITES_INCLUDES.length).optional(),
  })
  .strict();
