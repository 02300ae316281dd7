import { type BookSlotInput, bookSlotInputSchema } from '../slots/slot-input.schema.ts';

/**
 * What a grid's slot form posts (decision 0036): the slot, the address for delivery, and the
 * price the shopper saw, so a price changed since is refused rather than charged. A form sends
 * text; the numbers are read and the whole is checked by the slots context's own schema, so a
 * bad form is refused here with the field named, as the booking call would refuse it.
 */
const FIELDS = ['slotId', 'addressId', 'expectedPricePence'] as const;
const NUMBER_FIELDS: ReadonlySet<string> = new Set(['addressId', 'expectedPricePence']);

/** The form's fields as the booking call takes them (numbers where they read as whole ones). */
export function bookSlotFormFields(form: FormData): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value !== 'string' || value === '') continue;
    fields[name] = NUMBER_FIELDS.has(name) && /^\d{1,12}$/.test(value) ? Number(value) : value;
  }
  return fields;
}

/** The form read and checked: the booking, or the first problem as 'field must be…'. */
export function readBookSlotForm(
  form: FormData,
): { ok: true; value: BookSlotInput } | { ok: false; message: string } {
  const parsed = bookSlotInputSchema.safeParse(bookSlotFormFields(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: `${issue?.path.join('.') || 'form'} ${issue?.message ?? 'is invalid'}`,
  };
}
