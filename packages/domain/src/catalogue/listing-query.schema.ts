import { z } from 'zod';
import type { SortBy } from './catalogue.types.ts';
import { isCategoryId } from './catalogue-urls.ts';

/** The sort orders a browse or offers listing accepts (search has its own order of them). */
export const SORT_BY_VALUES = [
  'MOST_POPULAR',
  'PRICE_LOW_2_HIGH',
  'PRICE_HIGH_2_LOW',
  'A_2_Z',
  'Z_2_A',
  'TOP_RATED',
  'RELEVANCE',
] as const satisfies readonly SortBy[];

/** A category id in a listing query (browse, offers). */
export const categoryIdSchema = z
  .string()
  .refine(isCategoryId, 'must be 1 to 32 letters, digits, - or _');
