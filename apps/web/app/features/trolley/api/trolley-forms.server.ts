import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { lineNumberSchema, productIdSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { normaliseQuantity } from '@grocer/domain/quantity/quantity';
import { firstAddQuantity } from '@grocer/domain/trolley/quantity-stepper';
import { UOMS } from '@grocer/domain/trolley/trolley-input.schema';
import { z } from 'zod';

/**
 * The trolley's no-JavaScript forms (decision 0032): the add button and the stepper on product
 * cards post here; the trolley page's forms post to its own action. Fields arrive as text: the
 * quantity is normalised by the unit rules (stripped, rounded, clamped; spec doc 1 §5), so what
 * the shopper could type is always a quantity the trolley takes.
 */

const text = (max: number) => z.string().max(max);

export const trolleyItemFormSchema = z.object({
  /** add (the Add button: adds to what is there) or set (a stepper: sets the quantity). */
  intent: z.enum(['add', 'set']).default('add'),
  lineNumber: lineNumberSchema,
  productId: productIdSchema,
  /** Left out by the unit choice: the unit's default then. */
  quantity: text(20).optional(),
  uom: z.enum(UOMS),
});

export type TrolleyItemForm = {
  intent: 'add' | 'set';
  lineNumber: string;
  productId: string;
  quantity: Quantity;
};

/** The form's fields, or the message of the first that is wrong. */
export function readTrolleyItemForm(
  form: FormData,
): { ok: true; value: TrolleyItemForm } | { ok: false; message: string } {
  const fields = Object.fromEntries(
    ['intent', 'lineNumber', 'productId', 'quantity', 'uom'].flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const parsed = trolleyItemFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid ${issue?.path.join('.') || 'form'}: ${issue?.message}` };
  }
  const { intent, lineNumber, productId, uom } = parsed.data;
  return {
    ok: true,
    value: {
      intent,
      lineNumber,
      productId,
      quantity:
        parsed.data.quantity === undefined
          ? firstAddQuantity(null, uom)
          : { amount: normaliseQuantity(parsed.data.quantity, uom), uom },
    },
  };
}
