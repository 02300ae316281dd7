import { z } from 'zod';

/**
 * What a grid's slot form posts (decision 0036): the slot, the address for delivery, and the
 * price the shopper saw, so a price changed since is refused rather than charged. Strings, as a
 * form sends them; anything else is refused with the field named.
 */
export const SLOT_ID_MAX_LENGTH = 100;

const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, 'is too large');

export const bookSlotFormSchema = z
  .object({
    slotId: z
      .string({ error: 'is required' })
      .min(1, 'is required')
      .max(SLOT_ID_MAX_LENGTH, `must be at most ${SLOT_ID_MAX_LENGTH} characters`)
      .regex(/^[\w:.-]+$/, 'must be a slot id'),
    addressId: idText.optional(),
    expectedPricePence: z
      .string()
      .regex(/^(0|[1-9]\d{0,6})$/, 'must be a price in pence')
      .transform(Number)
      .optional(),
  })
  .strip();

export type BookSlotForm = z.infer<typeof bookSlotFormSchema>;

/** The form's fields as an object (the first of each name; files are not fields). */
export function bookSlotFormFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ['slotId', 'addressId', 'expectedPricePence']) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}

/** The form read and checked: the booking, or the first problem as 'field must be…'. */
export function readBookSlotForm(
  form: FormData,
): { ok: true; value: BookSlotForm } | { ok: false; message: string } {
  const parsed = bookSlotFormSchema.safeParse(bookSlotFormFields(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: `${issue?.path.join('.') || 'form'} ${issue?.message ?? 'is invalid'}`,
  };
}
