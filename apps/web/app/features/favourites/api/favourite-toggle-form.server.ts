import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import type { PendingFavouriteToggle } from '@grocer/domain/favourites/pending-favourites';
import { z } from 'zod';

/**
 * The heart's no-JavaScript form (decision 0080): the line number and the state wanted (the
 * opposite of what the heart showed), as text.
 */
const favouriteToggleFormSchema = z.object({
  lineNumber: lineNumberSchema,
  favourite: z.enum(['true', 'false']),
});

/** The toggle the form asks for, or the message of the first field that is wrong. */
export function readFavouriteToggleForm(
  form: FormData,
): { ok: true; value: PendingFavouriteToggle } | { ok: false; message: string } {
  const parsed = favouriteToggleFormSchema.safeParse({
    lineNumber: form.get('lineNumber') ?? undefined,
    favourite: form.get('favourite') ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid ${issue?.path.join('.') || 'form'}: ${issue?.message}` };
  }
  return {
    ok: true,
    value: { lineNumber: parsed.data.lineNumber, favourite: parsed.data.favourite === 'true' },
  };
}
