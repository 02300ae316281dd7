import { z } from 'zod';
import type { Quantity, Uom } from '../catalogue/catalogue.types.ts';
import { lineNumberSchema, productIdSchema } from '../catalogue/product-ids.schema.ts';
import { normaliseQuantity, UNIT_LIMITS } from '../quantity/quantity.ts';

/**
 * What a trolley call may carry (decision 0031). The client normalises what the shopper types
 * (quantity.ts); the server takes only quantities already normalised, so a bad amount (negative,
 * not a number, 10^9, 1.5 items) is refused with a message rather than silently changed.
 */

/** Spec doc 1 §5 units. */
export const UOMS = ['C62', 'KGM', 'GRM', 'LBR'] as const satisfies readonly Uom[];

/** Ours (the spec does not say): long enough for 'ripe ones please, not green', short for pickers. */
export const NOTE_TO_SHOPPER_MAX_LENGTH = 100;

/** Ours: different products (lines) one trolley holds; far above a weekly shop, bounds the work. */
export const MAX_TROLLEY_LINES = 300;

/** Ours: lines one batch call (updateTrolleyItems) may change. */
export const MAX_BATCH_LINES = 100;

/** Texts a picker reads: no control characters (PostgreSQL refuses NUL), bounded. */
const shopperText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** Why `quantity` is not one a trolley line can hold, or null. 0 is allowed (it removes). */
export function quantityProblem(quantity: Quantity): string | null {
  const limits = UNIT_LIMITS[quantity.uom];
  const { amount } = quantity;
  const unit = limits.label === '' ? '' : ` ${limits.label}`;
  const range = `0 (none) or from ${limits.min} to ${limits.max}${unit}`;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return `must be a number: ${range}`;
  if (amount === 0) return null;
  if (amount < 0 || amount < limits.min || amount > limits.max) return `must be ${range}`;
  if (normaliseQuantity(amount, quantity.uom) !== amount) {
    return limits.kind === 'whole'
      ? 'must be a whole number'
      : 'must have one decimal place at most';
  }
  return null;
}

/**
 * A quantity object whose amount passes `quantityProblem`, read through `amountOf` (a saved
 * pending add may step down, so it checks the size of its amount).
 */
function checkedQuantitySchema(amountOf: (amount: number) => number = (amount) => amount) {
  return z
    .object({
      amount: z.number(),
      uom: z.enum(UOMS, { error: `must be one of ${UOMS.join(', ')}` }),
    })
    .strict()
    .superRefine((quantity, context) => {
      const problem = quantityProblem({ ...quantity, amount: amountOf(quantity.amount) });
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

export const quantityInputSchema = checkedQuantitySchema();

/** What a shopper can change on a line; a field left out keeps its value, null clears a text. */
const lineFields = {
  canSubstitute: z.boolean().optional(),
  noteToShopper: shopperText(NOTE_TO_SHOPPER_MAX_LENGTH).nullable().optional(),
  /** Checked against the product's maxPersonalisedMessageLength by the server. */
  personalisedMessage: shopperText(500).nullable().optional(),
};

/**
 * addItemToTrolley, replaceTrolleyItem and each line of updateTrolleyItems (spec doc 1 §7).
 * `trolleyItemId` names an existing line (positive) or is the client's optimistic id (negative).
 * `reservedQuantity` is the server's (what a placed order holds while it is amended): a value
 * sent is checked and ignored.
 */
export const trolleyItemInputSchema = z
  .object({
    trolleyItemId: z.number().int().optional().nullable(),
    lineNumber: lineNumberSchema,
    productId: productIdSchema,
    quantity: quantityInputSchema,
    reservedQuantity: z.number().min(0).max(100).optional().nullable(),
    ...lineFields,
  })
  .strict();

export type TrolleyItemInput = z.output<typeof trolleyItemInputSchema>;

/** updateTrolleyItem: any of quantity (0 removes), substitution flag, note, message. */
export const trolleyItemUpdateSchema = z
  .object({ quantity: quantityInputSchema.optional(), ...lineFields })
  .strict()
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    'must change at least one of quantity, canSubstitute, noteToShopper, personalisedMessage',
  );

export type TrolleyItemUpdate = z.output<typeof trolleyItemUpdateSchema>;

export const trolleyItemIdSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be a trolley item id')
  .max(2_147_483_647);

/** Customer order ids are decimal numbers (decision 0031). */
export const orderIdSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a customer order id');

export const trolleyItemsInputSchema = z
  .array(trolleyItemInputSchema)
  .min(1, 'must name at least one line')
  .max(MAX_BATCH_LINES, `must name at most ${MAX_BATCH_LINES} lines`);

/** getTrolley's recommendations (spec doc 1 §7, §9: size 8 by default, from 0). */
export const DEFAULT_RECOMMENDATIONS_SIZE = 8;
export const MAX_RECOMMENDATIONS_SIZE = 48;
export const recommendationsPageSchema = z
  .object({
    size: z.number().int().min(0).max(MAX_RECOMMENDATIONS_SIZE),
    start: z.number().int().min(0).max(1000),
  })
  .strict();

/**
 * An add saved before sign-in (`PendingAdd`, applied with `planPendingAdd`): its amount may be
 * negative (a saved step down) but is otherwise a quantity a line could hold.
 */
export const pendingAddSchema = z
  .object({
    lineNumber: lineNumberSchema,
    productId: productIdSchema,
    quantity: checkedQuantitySchema(Math.abs),
    personalisedMessage: lineFields.personalisedMessage,
  })
  .strict();
