import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  customerCareEvents,
  customerCareMessages,
  customerCareRateWindows,
} from '@grocer/db/schema/customer-care';
import { staffAuditLog } from '@grocer/db/schema/staff';
import { careReference } from '@grocer/domain/customer-care/contact-form-options';
import { ANONYMOUS, type Identity, permissionsForRole } from '@grocer/domain/identity/identity';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { type OrderWorld, openOrderWorld } from '../orders/orders.fixture.ts';
import type { CareMessageSummary, CareMessageView } from './customer-care.contract.ts';

/**
 * The contact form and the replacement card form through the API on a real database (decision
 * 0076): what is stored and queued, what is refused with nothing stored (bad input, the trap
 * field, the limits), and the staff's inbox with its audit. Every address, email and IP here is
 * this run's own, and its rows go at the end: the database may be shared.
 */

let world: OrderWorld;
const run = randomUUID().slice(0, 8);
const CARE_EMAIL = `care-${run}@example.com`;
const accounts: TestAccount[] = [];
const usedEmails: string[] = [];
const usedIps: string[] = [];

const email = (label: string) => {
  const address = `${label}-${run}-${randomBytes(3).toString('hex')}@example.com`;
  usedEmails.push(address);
  return address;
};
/** An address no other run has used (the limits count per address for an hour). */
const ip = () => {
  const address = `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
  usedIps.push(address);
  return address;
};

const contact = (overrides: Record<string, string> = {}) => ({
  topic: 'other',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: email('ada'),
  message: 'Where can I find the receipt for my last order?',
  ...overrides,
});

function post(url: string, payload: object, options: Partial<InjectOptions> = {}) {
  return world.t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip(),
    ...options,
  });
}

const sendContact = (payload: object, options: Partial<InjectOptions> = {}) =>
  post('/api/customer-care/v1/contact-messages', payload, options);

async function storedFor(address: string) {
  return world.t.database.db
    .select()
    .from(customerCareMessages)
    .where(eq(customerCareMessages.email, address));
}

async function mailTo(address: string) {
  const summaries = await world.t.app.mail.listMessages(500);
  return Promise.all(
    summaries
      .filter((message) => message.to === address)
      .map(async (message) => {
        const full = await world.t.app.mail.getMessage(message.id);
        if (!full) throw new Error(`no outbox row ${message.id}`);
        return full;
      }),
  );
}

async function bearerFor(account: TestAccount, identity: Omit<Identity, 'sessionId'>) {
  const session = await world.t.app.identityService.startSession(account.id);
  return world.t.app.identityService.issueAccessToken({ ...identity, sessionId: session.sessionId })
    .accessToken;
}

let staff: TestAccount;
let staffToken: string;
let customer: TestAccount;
let customerToken: string;

beforeAll(async () => {
  world = await openOrderWorld({
    firstRun: 960,
    env: { MINIMUM_ORDER_COLLECTION_PENCE: '100', CUSTOMER_CARE_EMAIL: CARE_EMAIL },
  });
  staff = await createTestAccount(world.t.database, { role: 'staff', firstName: 'Carey' });
  customer = await createTestAccount(world.t.database, { firstName: 'Cora' });
  accounts.push(staff, customer);
  staffToken = await bearerFor(staff, {
    ...ANONYMOUS,
    customerId: staff.id,
    principalId: staff.id,
    permissions: permissionsForRole('staff'),
  });
  customerToken = await bearerFor(customer, {
    ...ANONYMOUS,
    customerId: customer.id,
    principalId: customer.id,
  });
});

afterAll(async () => {
  const db = world.t.database.db;
  if (usedEmails.length > 0) {
    await db.delete(customerCareMessages).where(inArray(customerCareMessages.email, usedEmails));
  }
  const keys = [
    ...usedIps.map((address) => `contact:ip:${address}`),
    ...usedEmails.map(
      (address) => `contact:email:${createHash('sha256').update(address).digest('hex')}`,
    ),
  ];
  if (keys.length > 0) {
    await db.delete(customerCareRateWindows).where(inArray(customerCareRateWindows.key, keys));
  }
  for (const account of accounts) await account.remove();
  await world.close();
});

describe('POST /api/customer-care/v1/contact-messages', () => {
  it('proves a complete message answers 201 with its reference, is stored, and queues the acknowledgement and customer care’s notice', async () => {
    const sender = email('sender');
    const response = await sendContact(
      contact({
        email: sender.toUpperCase(),
        topic: 'product-request',
        productName: 'Smoked oat milk',
        productQuantity: '6 cartons',
        message: 'Please stock this.\r\nThank you!',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(/^CC-\d{6,}$/);

    const [stored] = await storedFor(sender);
    expect(stored).toMatchObject({
      kind: 'contact',
      topic: 'product-request',
      firstName: 'Ada',
      productName: 'Smoked oat milk',
      productQuantity: '6 cartons',
      message: 'Please stock this.\nThank you!',
      customerId: null,
      handledAt: null,
    });
    expect(careReference(stored?.id as number)).toBe(reference);

    const [acknowledgement] = await mailTo(sender);
    expect(acknowledgement?.template).toBe('customer-care-acknowledgement');
    expect(acknowledgement?.subject).toBe(`We have your message: ${reference}`);
    expect(acknowledgement?.text).toContain('Ask us to stock a product');
    expect(acknowledgement?.text).toContain('> Please stock this.\n> Thank you!');
    expect(acknowledgement?.text).toContain('Monday to Saturday 8am to 8pm');

    const notice = (await mailTo(CARE_EMAIL)).find((mail) => mail.subject.startsWith(reference));
    expect(notice?.template).toBe('customer-care-notification');
    expect(notice?.text).toContain(`Email: ${sender}`);
    expect(notice?.text).toContain('Product: Smoked oat milk');
    expect(notice?.text).toContain(`/ecom/admin/customer-care/${stored?.id}`);
  });

  it('proves a field the catalogue refuses answers 422 with each field’s message, and nothing is stored or sent', async () => {
    const sender = email('invalid');
    const response = await sendContact(
      contact({
        email: sender,
        topic: 'order',
        orderNumber: '12AB',
        firstName: 'J@ne',
        eventDate: '01/01/2999',
        message: "I can't log in",
      }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json() as { code: string; issues: { field: string; message: string }[] };
    expect(body.code).toBe('CUSTOMER_CARE_FORM_INVALID');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'body.firstName', message: 'Invalid first name' },
        {
          field: 'body.orderNumber',
          message: 'Order numbers only contain numbers and are up to 20 digits long',
        },
        {
          field: 'body.message',
          message: 'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +',
        },
      ]),
    );
    const visit = await sendContact(
      contact({ email: sender, topic: 'shop-visit', eventDate: '01/01/2999' }),
    );
    expect(visit.statusCode).toBe(422);
    expect(visit.json().issues).toEqual([
      { field: 'body.eventDate', message: "The date can't be in the future" },
    ]);
    expect(await storedFor(sender)).toEqual([]);
    expect(await mailTo(sender)).toEqual([]);
  });

  it('proves a body of the wrong shape is a 400 naming the field', async () => {
    const unknown = await sendContact({ ...contact(), html: '<b>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/html/);
    const wrongType = await sendContact({ ...contact(), firstName: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/body\.firstName/);
    const huge = await sendContact({ ...contact(), message: 'a'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
  });

  it('proves a filled trap field is refused with a message, and nothing is stored or sent', async () => {
    const sender = email('trap');
    const response = await sendContact({ ...contact({ email: sender }), website: 'http://x.test' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CUSTOMER_CARE_TRAP_FILLED',
      message: expect.stringContaining('Leave this field empty'),
    });
    expect(await storedFor(sender)).toEqual([]);
    expect(await mailTo(sender)).toEqual([]);
    // Sent empty, as a person's browser sends it, the form goes.
    const person = await sendContact({ ...contact({ email: sender }), website: '' });
    expect(person.statusCode).toBe(201);
  });

  it('proves the sixth message in an hour to one email address answers 429 with Retry-After, and is not stored', async () => {
    const sender = email('often');
    for (let n = 1; n <= 5; n += 1) {
      const response = await sendContact(contact({ email: sender, message: `Message ${n}` }));
      expect(response.statusCode, `message ${n}`).toBe(201);
    }
    const sixth = await sendContact(contact({ email: sender, message: 'Message 6' }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await storedFor(sender);
    expect(stored.map((row) => row.message).sort()).toEqual(
      ['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5'].sort(),
    );
    expect((await mailTo(sender)).length).toBe(5);
  });

  it('proves the eleventh message in an hour from one address answers 429, and is not stored', async () => {
    const address = ip();
    for (let n = 1; n <= 10; n += 1) {
      const response = await sendContact(contact(), { remoteAddress: address });
      expect(response.statusCode, `message ${n}`).toBe(201);
    }
    const sender = email('eleventh');
    const eleventh = await sendContact(contact({ email: sender }), { remoteAddress: address });
    expect(eleventh.statusCode).toBe(429);
    expect(await storedFor(sender)).toEqual([]);
    expect(await mailTo(sender)).toEqual([]);
    // Another address is not held back.
    expect((await sendContact(contact({ email: sender }))).statusCode).toBe(201);
  });

  it('proves a signed-in shopper’s message is theirs, and the form offers their name, email and recent orders', async () => {
    const ready = await world.shoppers.ready();
    const placed = await world.t.app.services.orders.placeOrder(
      ready.shopper.identity,
      ready.input(),
    );
    expect(placed.outcome).toBe('placed');
    const defaults = await world.t.app.services.customerCare.formDefaults(ready.shopper.identity);
    expect(defaults).toEqual({
      firstName: 'Testy',
      lastName: 'McTest',
      email: ready.shopper.account.email,
      recentOrders: [
        expect.objectContaining({ customerOrderId: ready.orderId, total: expect.any(Object) }),
      ],
    });
    expect(await world.t.app.services.customerCare.formDefaults(ANONYMOUS)).toBeNull();

    usedEmails.push(ready.shopper.account.email);
    const response = await ready.shopper.send('POST', '/api/customer-care/v1/contact-messages', {
      ...contact({ email: ready.shopper.account.email, topic: 'order' }),
      orderNumber: ready.orderId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await storedFor(ready.shopper.account.email);
    expect(stored).toMatchObject({ customerId: ready.shopper.id, orderNumber: ready.orderId });
  });
});

describe('POST /api/customer-care/v1/replacement-card-requests', () => {
  it('proves a request answers 201 and lands in the same inbox, card number and address kept', async () => {
    const sender = email('card');
    const response = await post('/api/customer-care/v1/replacement-card-requests', {
      reason: 'stolen',
      firstName: 'Jane',
      lastName: 'Marsh',
      email: sender,
      cardNumber: '9230 0000 1111 2222',
      addressLine1: '12 Castle Street',
      town: 'Reading',
      postcode: 'rg1 4ab',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await storedFor(sender);
    expect(stored).toMatchObject({
      kind: 'replacement-card',
      topic: 'stolen',
      message: '',
      details: {
        cardNumber: '9230000011112222',
        addressLine1: '12 Castle Street',
        town: 'Reading',
        postcode: 'RG1 4AB',
      },
    });
    const inbox = await world.t.app.inject({
      url: '/api/customer-care/v1/messages?status=open&limit=200',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const listed = (inbox.json() as { messages: CareMessageSummary[] }).messages.find(
      (message) => message.email === sender,
    );
    expect(listed).toMatchObject({
      kind: 'replacement-card',
      topicLabel: 'Replacement card: stolen',
    });
    expect((await mailTo(sender))[0]?.template).toBe('customer-care-acknowledgement');

    const refused = await post('/api/customer-care/v1/replacement-card-requests', {
      reason: 'stolen',
      firstName: 'Jane',
      lastName: 'Marsh',
      email: sender,
      cardNumber: '1234',
      addressLine1: '',
      town: 'Reading',
      postcode: 'RG1',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'body.cardNumber', message: 'Please enter a valid 16-digit card number' },
        { field: 'body.addressLine1', message: 'Required' },
        { field: 'body.postcode', message: 'Invalid UK postcode' },
      ]),
    );
  });
});

describe('the customer care inbox (staff only)', () => {
  const asStaff = (options: InjectOptions) =>
    world.t.app.inject({
      ...options,
      headers: { authorization: `Bearer ${staffToken}`, ...options.headers },
    });

  it('proves strangers get 401 and customers 403 at every inbox call', async () => {
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/customer-care/v1/messages' },
      { method: 'GET', url: '/api/customer-care/v1/messages/1' },
      { method: 'POST', url: '/api/customer-care/v1/messages/1/handled' },
      { method: 'POST', url: '/api/customer-care/v1/messages/1/replies', payload: { reply: 'Hi' } },
    ];
    for (const call of calls) {
      const anonymous = await world.t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asCustomer = await world.t.app.inject({
        ...call,
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(asCustomer.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await world.t.app.services.customerCare.listMessages(ANONYMOUS, 'all')).toBeNull();
  });

  it('proves staff open, reply to and mark handled a signed-in shopper’s message, each audited, and the reply is emailed', async () => {
    const shopper = await createTestAccount(world.t.database, { firstName: 'Rita' });
    accounts.push(shopper);
    usedEmails.push(shopper.email);
    const token = await bearerFor(shopper, {
      ...ANONYMOUS,
      customerId: shopper.id,
      principalId: shopper.id,
    });
    const sent = await sendContact(contact({ email: shopper.email, firstName: 'Rita' }), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.statusCode).toBe(201);
    const [stored] = await storedFor(shopper.email);
    const id = stored?.id as number;

    const opened = await asStaff({ url: `/api/customer-care/v1/messages/${id}` });
    expect(opened.statusCode).toBe(200);
    const view = opened.json() as CareMessageView;
    expect(view.message).toMatchObject({
      reference: careReference(id),
      customerId: shopper.id,
      firstName: 'Rita',
      handledAt: null,
    });
    expect(view.events).toEqual([
      expect.objectContaining({ action: 'opened', staffId: staff.id, staffName: 'Carey McTest' }),
    ]);
    // Opened again within the hour: not audited twice.
    await asStaff({ url: `/api/customer-care/v1/messages/${id}` });

    const blank = await asStaff({
      method: 'POST',
      url: `/api/customer-care/v1/messages/${id}/replies`,
      payload: { reply: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().issues).toEqual([
      { field: 'body.reply', message: 'Please enter your reply' },
    ]);

    const replied = await asStaff({
      method: 'POST',
      url: `/api/customer-care/v1/messages/${id}/replies`,
      payload: { reply: "Hello Rita,\nIt's in My Orders under the order's details." },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = (await mailTo(shopper.email)).find(
      (mail) => mail.template === 'customer-care-reply',
    );
    expect(reply?.subject).toBe(`Re: your message ${careReference(id)}`);
    expect(reply?.text).toContain("It's in My Orders under the order's details.");

    const handled = await asStaff({
      method: 'POST',
      url: `/api/customer-care/v1/messages/${id}/handled`,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({ changed: true });
    const again = await asStaff({
      method: 'POST',
      url: `/api/customer-care/v1/messages/${id}/handled`,
    });
    expect(again.json()).toEqual({ changed: false });

    const events = await world.t.database.db
      .select()
      .from(customerCareEvents)
      .where(eq(customerCareEvents.messageId, id))
      .orderBy(customerCareEvents.id);
    expect(events.map((event) => [event.action, event.staffId])).toEqual([
      ['opened', staff.id],
      ['replied', staff.id],
      ['handled', staff.id],
    ]);
    expect(events[1]?.body).toBe("Hello Rita,\nIt's in My Orders under the order's details.");

    const audit = await world.t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.customerId, shopper.id), eq(staffAuditLog.staffId, staff.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['customer-care-handled', 'customer-care-replied'].sort(),
    );

    const open = await asStaff({ url: '/api/customer-care/v1/messages?limit=200' });
    expect(
      (open.json() as { messages: CareMessageSummary[] }).messages.some((m) => m.id === id),
    ).toBe(false);
    const done = await asStaff({ url: '/api/customer-care/v1/messages?status=handled&limit=200' });
    expect(
      (done.json() as { messages: CareMessageSummary[] }).messages.find((m) => m.id === id),
    ).toMatchObject({ handledAt: expect.any(String) });
  });

  it('proves an unknown message is a 404 and a bad id a 400', async () => {
    const missing = await asStaff({ url: '/api/customer-care/v1/messages/999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await asStaff({ url: '/api/customer-care/v1/messages/abc' });
    expect(bad.statusCode).toBe(400);
  });
});
