import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_START,
} from '@grocer/domain/catalogue/listing-limits';
import { categoryIdSchema, SORT_BY_VALUES } from '@grocer/domain/catalogue/listing-query.schema';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';

export const OFFER_TYPE_CODES = ['MULTIBUY', 'WAS_NOW', 'MEAL_DEAL', 'PERCENT_OFF'] as const;

/** A meal deal's page shows this many of each group's products, the most popular first. */
export const MEAL_DEAL_GROUP_PRODUCTS = 24;

/** The featured offers page shows at most this many offers (the largest first). */
export const MAX_FEATURED_OFFERS = 100;

/** `MEAL_DEAL`, or the storefront's `meal-deal` spelling, in any case. */
const offerTypeSchema = z
  .string()
  .max(20)
  .transform((value) => value.trim().toUpperCase().replace(/-/g, '_'))
  .pipe(z.enum(OFFER_TYPE_CODES, { error: `must be one of ${OFFER_TYPE_CODES.join(', ')}` }));

const paging = {
  start: integerParam(0, MAX_START).default(0),
  size: integerParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const offerProductsQuerySchema = z
  .object({
    categoryId: categoryIdSchema.optional(),
    offerType: offerTypeSchema.optional(),
    sortBy: z.enum(SORT_BY_VALUES).default('MOST_POPULAR'),
    ...paging,
  })
  .strict();

export const offersQuerySchema = z
  .object({
    offerType: offerTypeSchema.optional(),
    /** Only the loyalty scheme's member offers (decision 0097). */
    memberOffers: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .or(z.boolean())
      .optional(),
  })
  .strict();

export const offerPagingSchema = z.object(paging).strict();

/** Any well-formed id: one that no promotion has is a 404, not a 400. */
export const offerParamsSchema = z
  .object({
    offerId: z
      .string()
      .regex(/^\d{1,12}$/, 'must be a number')
      .transform(Number),
  })
  .strict();

/** A meal deal's id: its promotion id. */
export const mealDealParamsSchema = z
  .object({
    mealDealId: z
      .string()
      .regex(/^\d{1,12}$/, 'must be a number')
      .transform(Number),
  })
  .strict();

/** A bundle's name: lower-case words joined by hyphens. */
export const bundleParamsSchema = z
  .object({
    bundleName: z
      .string()
      .max(60)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  })
  .strict();

/** `christmas=true` for a Christmas bundle. */
export const bundleQuerySchema = z
  .object({
    christmas: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();
