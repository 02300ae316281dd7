import { z } from 'zod';
import { lineNumberSchema } from '../catalogue/product-ids.schema.ts';
import { quantityProblem, UOMS } from '../trolley/trolley-input.schema.ts';
import { listNameProblem } from './shopping-list-rules.ts';

/**
 * What shopping list calls and forms may carry (decision 0081). Names follow `listNameProblem`
 * (uniqueness among the shopper's lists is the service's, which knows them); quantities follow
 * the trolley's rule (`quantityProblem`: the unit's limits and steps, spec doc 3 §5), except that
 * a list holds no line at 0: setting 0 removes it, as in the trolley.
 */

/** A list's name: checked, then normalised by the service. */
export const listNameSchema = z.string().superRefine((name, context) => {
  const problem = listNameProblem(name);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const shoppingListIdSchema = z
  .number({ error: 'must be a shopping list id' })
  .int('must be a shopping list id')
  .min(1, 'must be a shopping list id')
  .max(999_999_999, 'must be a shopping list id');

/** A quantity a list line may be set to; 0 removes the line. */
export const listQuantitySchema = z
  .object({
    amount: z.number({ error: 'must be a number' }),
    uom: z.enum(UOMS, { error: `must be one of ${UOMS.join(', ')}` }),
  })
  .strict()
  .superRefine((quantity, context) => {
    const problem = quantityProblem(quantity);
    if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });

/** A line to add; without a quantity the product's default quantity goes on the list. */
export const listItemInputSchema = z
  .object({ lineNumber: lineNumberSchema, quantity: listQuantitySchema.optional() })
  .strict()
  .refine((item) => item.quantity === undefined || item.quantity.amount > 0, {
    path: ['quantity', 'amount'],
    message: 'must be more than 0',
  });

export type ListItemInput = z.output<typeof listItemInputSchema>;

/** The multi-search box's text (spec doc 3 §5: at most 100 items, one a line). */
export const MULTI_SEARCH_TEXT_MAX_LENGTH = 10_000;
export const listSearchTextSchema = z
  .string({ error: 'must be text' })
  .max(MULTI_SEARCH_TEXT_MAX_LENGTH, `must be at most ${MULTI_SEARCH_TEXT_MAX_LENGTH} characters`)
  .refine((text) => text.trim().length > 0, 'Please enter at least one item')
  .refine((text) => !/\p{Cc}/u.test(text.replace(/[\r\n\t]/g, '')), {
    message: 'must not contain control characters',
  });

/** Customer order ids are decimal numbers (decision 0031). */
export const listOrderIdSchema = z
  .string({ error: 'must be a customer order id' })
  .regex(/^[1-9]\d{0,15}$/, 'must be a customer order id');
