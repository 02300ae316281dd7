import { z } from 'zod';
import { phoneNumberSchema } from '../validation/phone.schema.ts';

/**
 * The order's own fields a shopper types at checkout: a contact number and a delivery note
 * (spec doc 2 §3 Order state). The spec names the fields but not their limits; these are ours
 * (decision 0057, keeping decision 0044's): 20 characters hold any number a driver can ring,
 * spaces and a leading plus included, and 250 is the address book's note (decision 0027). The
 * checkout form, its action and the order routes all take them from here.
 */
export const CONTACT_NUMBER_MAX_LENGTH = 20;
export const DELIVERY_NOTE_MAX_LENGTH = 250;

// Spec: not shown.
export const CONTACT_NUMBER_TOO_LONG = `Please keep your contact number to ${CONTACT_NUMBER_MAX_LENGTH} characters.`;
// Spec: not shown.
export const DELIVERY_NOTE_TOO_LONG = `Please keep your note to ${DELIVERY_NOTE_MAX_LENGTH} characters.`;

/** A contact number as typed (digits, spaces, dashes, a leading plus), at most 20 characters. */
export const orderContactNumberSchema = phoneNumberSchema.max(
  CONTACT_NUMBER_MAX_LENGTH,
  CONTACT_NUMBER_TOO_LONG,
);

/** A delivery note of at most 250 characters. */
export const deliveryNoteSchema = z.string().max(DELIVERY_NOTE_MAX_LENGTH, DELIVERY_NOTE_TOO_LONG);
