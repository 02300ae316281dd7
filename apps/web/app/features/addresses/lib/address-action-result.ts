import type { AddressDeleteBlock } from '@grocer/domain/address/address-book-rules';
import type { AddressNotice } from './address-areas.ts';
import type { AddressFormValues } from './address-form-values.ts';

/** What the address book's forms ask for (the `intent` field). */
export const ADDRESS_INTENTS = ['add', 'edit', 'make-contact', 'delete'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export function addressIntentOf(value: unknown): AddressIntent | null {
  return typeof value === 'string' && (ADDRESS_INTENTS as readonly string[]).includes(value)
    ? (value as AddressIntent)
    : null;
}

/**
 * A refusal shown as one of the spec's address modals (doc 2 §8): edit refused, the three delete
 * refusals (423 by reason), or any other failure.
 */
export type AddressModalKind = 'cannot-edit' | AddressDeleteBlock | 'error';

export type AddressActionResult =
  | {
      ok: true;
      intent: AddressIntent;
      notice: AddressNotice;
      /** The address added (add only): a page that sent the shopper here goes back with it. */
      addressId?: number;
      /** A new stamp per success, so the same notice twice still shows twice. */
      at: number;
    }
  | {
      ok: false;
      intent: AddressIntent;
      addressId: number | null;
      /** Field errors, and `addressApiError` for the whole form. */
      errors: Record<string, string>;
      /** What was posted, so the form shows it again. */
      values: AddressFormValues | null;
      modal: AddressModalKind | null;
      at: number;
    };

export type AddressRefusal = Extract<AddressActionResult, { ok: false }>;
