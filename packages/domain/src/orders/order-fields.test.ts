import { describe, expect, it } from 'vitest';
import {
  CONTACT_NUMBER_MAX_LENGTH,
  CONTACT_NUMBER_TOO_LONG,
  DELIVERY_NOTE_MAX_LENGTH,
  DELIVERY_NOTE_TOO_LONG,
  deliveryNoteSchema,
  orderContactNumberSchema,
} from './order-fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('order fields typed at checkout', () => {
  it('takes a note up to 250 characters and names the limit past it', () => {
    expect(DELIVERY_NOTE_MAX_LENGTH).toBe(250);
    expect(messageOf(deliveryNoteSchema.safeParse('n'.repeat(250)))).toBeNull();
    expect(messageOf(deliveryNoteSchema.safeParse('n'.repeat(251)))).toBe(DELIVERY_NOTE_TOO_LONG);
    expect(DELIVERY_NOTE_TOO_LONG).toBe('Please keep your note to 250 characters.');
  });

  it('takes a contact number up to 20 characters as typed and names the limit past it', () => {
    expect(CONTACT_NUMBER_MAX_LENGTH).toBe(20);
    expect(messageOf(orderContactNumberSchema.safeParse('07700 900 123 456 78'))).toBeNull();
    expect(messageOf(orderContactNumberSchema.safeParse('07700 900 123 456 789'))).toBe(
      CONTACT_NUMBER_TOO_LONG,
    );
    expect(messageOf(orderContactNumberSchema.safeParse('call me'))).toBe('Invalid phone number');
  });
});
