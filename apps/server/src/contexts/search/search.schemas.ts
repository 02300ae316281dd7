import { MAX_PAGE_SIZE, MAX_START } from '@grocer/domain/catalogue/listing-limits';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';
/**
 * Raw input longer than this is refused (400); shorter input is cleaned and cut to
 * SEARCH_TERM_MAX_LENGTH by cleanSearchTerm, as the spec says the box does.
 */
export const MAX_RAW_TERM_LENGTH = 500;
const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 100;

const SORT_BY_VALUES = [
  'RELEVANCE',
  'PRICE_LOW_2_HIGH',
  'PRICE_HIGH_2_LOW',
  'A_2_Z',
  'TOP_RATED',
  'MOST_POPULAR',
  'Z_2_A',
] as const;

/** `a,b`, or the parameter repeated (`?x=a&x=b`): both arrive as one list. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_TAG_LENGTH)
          .regex(/^[\p{L}\p{N} _&'.:+-]+$/u, 'must be letters, digits and : - _ only'),
      )
      .max(MAX_TAGS, `at most ${MAX_TAGS} tags`),
  );

export const searchQuerySchema = z
  .object({
    searchTerm: z
      .string({ error: 'is required' })
      .max(MAX_RAW_TERM_LENGTH, `must be at most ${MAX_RAW_TERM_LENGTH} characters`)
      .refine((s) => s.trim() !== '', 'is required'),
    filterTags: tagList.optional(),
    searchTags: tagList.optional(),
    category: z
      .string()
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
      .optional(),
    sortBy: z.enum(SORT_BY_VALUES).optional(),
    start: integerParam(0, MAX_START).optional(),
    size: integerParam(1, MAX_PAGE_SIZE).optional(),
  })
  .strict();

export const termSuggestQuerySchema = z
  .object({
    term: z
      .string({ error: 'is required' })
      .max(MAX_RAW_TERM_LENGTH, `must be at most ${MAX_RAW_TERM_LENGTH} characters`),
  })
  .strict();
