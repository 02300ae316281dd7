import { describe, expect, it } from 'vitest';
import {
  CARD_REASON_REQUIRED,
  REPLY_REQUIRED,
  TOPIC_REQUIRED,
} from '../messages/customer-care-messages.ts';
import {
  type ContactFormInput,
  checkCareReply,
  checkContactForm,
  checkReplacementCardForm,
  isTrapFilled,
  messageIdOfReference,
  shouldAuditOpening,
} from './contact-form.ts';
import {
  CONTACT_LIMITS,
  careReference,
  inboxFilterOf,
  topicLabel,
} from './contact-form-options.ts';

// 23:30 UTC on 30 June is already 1 July in London.
const now = new Date('2024-06-30T23:30:00Z');

const valid: ContactFormInput = {
  topic: 'other',
  firstName: 'Zoë',
  lastName: "O'Brien-Smith",
  email: 'Zoe.OBrien@Example.com',
  phone: '',
  message: 'Hello, where can I find my receipt?',
};

function errorsOf(input: ContactFormInput) {
  const result = checkContactForm(input, now);
  return result.ok ? {} : result.errors;
}

describe('the contact form against the validation catalogue (spec doc 3 §5)', () => {
  it('accepts a complete message, lower-casing the email and dropping fields of other topics', () => {
    const result = checkContactForm(
      { ...valid, productName: 'Oat milk', productQuantity: '2', orderNumber: '123' },
      now,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        topic: 'other',
        firstName: 'Zoë',
        lastName: "O'Brien-Smith",
        email: 'zoe.obrien@example.com',
        phone: null,
        orderNumber: null,
        eventDate: null,
        productName: null,
        productQuantity: null,
        message: 'Hello, where can I find my receipt?',
      },
    });
  });

  it('asks for each named field with the catalogue texts, and refuses other characters', () => {
    expect(errorsOf({ ...valid, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(errorsOf({ ...valid, firstName: 'J@ne', lastName: 'Smith<script>' })).toEqual({
      firstName: 'Invalid first name',
      lastName: 'Invalid last name',
    });
    expect(errorsOf({ ...valid, firstName: 'a'.repeat(51) })).toEqual({
      firstName: 'Must be no more than 50 characters',
    });
  });

  it('checks the email and the optional phone number', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'Please enter your email address' });
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({
      email: 'Invalid email address',
    });
    expect(errorsOf({ ...valid, phone: '0118 496-0000' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '+44 118 496 0000' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '0118 ext. 4' })).toEqual({
      phone: 'Invalid phone number',
    });
    expect(errorsOf({ ...valid, phone: '44+118' })).toEqual({ phone: 'Invalid phone number' });
  });

  it('asks an order message for its order number: digits only, up to 20', () => {
    const order = { ...valid, topic: 'order' };
    expect(errorsOf(order)).toEqual({ orderNumber: 'Please enter an order number' });
    const wrong = 'Order numbers only contain numbers and are up to 20 digits long';
    expect(errorsOf({ ...order, orderNumber: 'ABC123' })).toEqual({ orderNumber: wrong });
    expect(errorsOf({ ...order, orderNumber: '1'.repeat(21) })).toEqual({ orderNumber: wrong });
    expect(errorsOf({ ...order, orderNumber: '1'.repeat(20) })).toEqual({});
  });

  it('drops the fields of a topic not chosen, unchecked (the form hides them)', () => {
    const result = checkContactForm(
      { ...valid, topic: 'account', orderNumber: '12-34', eventDate: 'soon' },
      now,
    );
    expect(result.ok && [result.value.orderNumber, result.value.eventDate]).toEqual([null, null]);
  });

  it('takes a signed-in shopper’s pick from their recent orders over a number typed', () => {
    const result = checkContactForm(
      { ...valid, topic: 'order', recentOrder: '1000042', orderNumber: '' },
      now,
    );
    expect(result.ok && result.value.orderNumber).toBe('1000042');
  });

  it('asks a shop visit for its full date, not in the future (London calendar)', () => {
    const visit = { ...valid, topic: 'shop-visit' };
    expect(errorsOf(visit)).toEqual({ eventDate: 'Please insert full date' });
    expect(errorsOf({ ...visit, eventDate: '1/7/24' })).toEqual({
      eventDate: 'Please insert full date',
    });
    expect(errorsOf({ ...visit, eventDate: '02/07/2024' })).toEqual({
      eventDate: "The date can't be in the future",
    });
    const today = checkContactForm({ ...visit, eventDate: '01/07/2024' }, now);
    expect(today.ok && today.value.eventDate).toBe('2024-07-01');
  });

  it('asks a product request for the product name and quantity', () => {
    const request = { ...valid, topic: 'product-request' };
    expect(errorsOf(request)).toEqual({
      productName: 'Please enter the product name',
      productQuantity: 'Please enter the missing product quantity',
    });
    const result = checkContactForm(
      { ...request, productName: 'Smoked oat milk', productQuantity: '6 cartons' },
      now,
    );
    expect(result.ok && [result.value.productName, result.value.productQuantity]).toEqual([
      'Smoked oat milk',
      '6 cartons',
    ]);
  });

  it('allows only the catalogue’s free-text characters in the message, within its length', () => {
    expect(errorsOf({ ...valid, message: '' })).toEqual({ message: 'Please enter your message' });
    expect(
      errorsOf({ ...valid, message: 'Price (£2.50) & 10% off? Yes! a/b + c_d, e-mail@x' }),
    ).toEqual({});
    for (const refused of ["I can't", 'Hi <b>', 'naïve', '#1', 'a;b', '"quoted"']) {
      expect(errorsOf({ ...valid, message: refused }), refused).toEqual({
        message: 'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +',
      });
    }
    // A line break sent as CR LF counts as one character, as the counter showed it.
    const lines = `${'a'.repeat(999)}\r\n${'b'.repeat(1000)}`;
    const kept = checkContactForm({ ...valid, message: lines }, now);
    expect(kept.ok && kept.value.message.length).toBe(CONTACT_LIMITS.message);
    expect(errorsOf({ ...valid, message: 'a'.repeat(2001) })).toEqual({
      message: 'Must be no more than 2000 characters',
    });
  });

  it('asks for a topic it knows', () => {
    expect(errorsOf({ ...valid, topic: '' })).toEqual({ topic: TOPIC_REQUIRED });
    expect(errorsOf({ ...valid, topic: 'refund-me' })).toEqual({ topic: TOPIC_REQUIRED });
  });

  it('lists every field’s problem at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'topic'].sort(),
    );
  });
});

describe('the replacement card form', () => {
  const card = {
    reason: 'lost',
    firstName: 'Jane',
    lastName: 'Marsh',
    email: 'jane@example.com',
    cardNumber: '9210 1234 5678 9012',
    addressLine1: '12 Castle Street',
    town: 'Reading',
    postcode: 'rg14ab',
  };

  it('accepts a complete request, card number as digits and postcode in standard form', () => {
    expect(checkReplacementCardForm(card)).toEqual({
      ok: true,
      value: {
        reason: 'lost',
        firstName: 'Jane',
        lastName: 'Marsh',
        email: 'jane@example.com',
        phone: null,
        cardNumber: '9210123456789012',
        addressLine1: '12 Castle Street',
        addressLine2: null,
        town: 'Reading',
        postcode: 'RG1 4AB',
        message: '',
      },
    });
  });

  it('gives the catalogue’s messages for the card number, address line and postcode', () => {
    const errors = (input: Record<string, string>) => {
      const result = checkReplacementCardForm({ ...card, ...input });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ cardNumber: '9220123456789012' })).toEqual({
      cardNumber: 'Please enter a valid 16-digit card number',
    });
    expect(errors({ addressLine1: '' })).toEqual({ addressLine1: 'Required' });
    expect(errors({ addressLine1: '12 <Castle> St' })).toEqual({
      addressLine1: 'Invalid address line',
    });
    expect(errors({ postcode: 'RG1' })).toEqual({ postcode: 'Invalid UK postcode' });
    expect(errors({ postcode: 'JE2 3AB' })).toEqual({});
    expect(errors({ town: '' })).toEqual({ town: 'Please enter your town' });
    expect(errors({ reason: 'bored' })).toEqual({ reason: CARD_REASON_REQUIRED });
    expect(errors({ message: 'Thanks;' })).toEqual({
      message: 'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +',
    });
  });
});

describe('the inbox’s small rules', () => {
  it('reads a filled trap field as software, an empty one as a person', () => {
    expect(isTrapFilled('')).toBe(false);
    expect(isTrapFilled(undefined)).toBe(false);
    expect(isTrapFilled('http://spam.example')).toBe(true);
    expect(isTrapFilled(' ')).toBe(true);
  });

  it('writes and reads references', () => {
    expect(careReference(42)).toBe('CC-000042');
    expect(messageIdOfReference('CC-000042')).toBe(42);
    expect(messageIdOfReference('CC-42')).toBeNull();
    expect(messageIdOfReference('CC-9999999999')).toBeNull();
  });

  it('checks a staff reply', () => {
    expect(checkCareReply('  ')).toEqual({ ok: false, errors: { reply: REPLY_REQUIRED } });
    expect(checkCareReply("We're sorry.\r\nYour refund is on its way.")).toEqual({
      ok: true,
      value: "We're sorry.\nYour refund is on its way.",
    });
    expect(checkCareReply('a'.repeat(5001)).ok).toBe(false);
    expect(checkCareReply('bell\u0007').ok).toBe(false);
  });

  it('shows open messages unless asked otherwise', () => {
    expect(inboxFilterOf(null)).toBe('open');
    expect(inboxFilterOf('handled')).toBe('handled');
    expect(inboxFilterOf('all')).toBe('all');
    expect(inboxFilterOf('spam')).toBe('open');
  });

  it('audits opening a message once an hour per staff member', () => {
    const at = new Date('2024-06-30T10:00:00Z');
    expect(shouldAuditOpening(null, at)).toBe(true);
    expect(shouldAuditOpening(new Date('2024-06-30T09:30:00Z'), at)).toBe(false);
    expect(shouldAuditOpening(new Date('2024-06-30T09:00:00Z'), at)).toBe(true);
  });

  it('labels topics and card reasons', () => {
    expect(topicLabel('contact', 'product-request')).toBe('Ask us to stock a product');
    expect(topicLabel('replacement-card', 'stolen')).toBe('Replacement card: stolen');
  });
});
