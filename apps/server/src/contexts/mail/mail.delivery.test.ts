import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { customerCareMessages, customerCareRateWindows } from '@grocer/db/schema/customer-care';
import { mailOutbox } from '@grocer/db/schema/mail';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  startTestSmtpServer,
  type TestSmtpServer,
  waitFor,
} from '../../../test/smtp-test-server.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { OrderShoppers } from '../orders/orders.fixture.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import { createSlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import { MailOutboxRepository } from './mail.repository.ts';
import type { MailMessage } from './mail.service.ts';
import { createSmtpTransport } from './mail.transport.ts';
import { createMailWorker } from './mail.worker.ts';

/**
 * The email outbox through a real SMTP server started here, on a real database. Every test that
 * runs a worker (SMTP_URL set) is in this file, so they run one after another: a worker takes any
 * due message in the database, and on a shared PostgreSQL it would take another file's.
 */

const ORIGIN = 'http://localhost:3000';
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // Apps first: closing one stops its worker before its SMTP server goes away.
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function smtpServer(options?: Parameters<typeof startTestSmtpServer>[0]) {
  const server = await startTestSmtpServer(options);
  opened.push(server);
  return server;
}

async function app(options: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}

/** A recipient no other test (or earlier run on a shared PostgreSQL) has used. */
const recipient = (label: string) => `${label}-${randomUUID()}@example.com`;

function resetMail(to: string, token = randomBytes(16).toString('hex')) {
  const resetUrl = `${ORIGIN}/ecom/reset-password?token=${token}&exp=1767225600000`;
  return {
    token,
    resetUrl,
    request: {
      to,
      template: 'password-reset' as const,
      data: { resetUrl, firstName: 'Ada', expiresInMinutes: 60 },
    },
  };
}

const message = async (t: TestApp, id: number): Promise<MailMessage> => {
  const found = await t.app.mail.getMessage(id);
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
};

const triesTo = (smtp: TestSmtpServer, to: string) =>
  smtp.tries.filter((envelope) => envelope.includes(to)).length;

describe('password-reset email over SMTP', () => {
  it('proves a queued reset email reaches the SMTP server, and its link can be read from it', async () => {
    const smtp = await smtpServer();
    const t = await app({
      env: { SMTP_URL: smtp.url, MAIL_FROM: '"Hillside Shop" <help@shop.example.com>' },
    });
    const to = recipient('reset');
    const { token, resetUrl, request } = resetMail(to);

    const { id } = await t.app.mail.enqueue(request);
    const received = await waitFor(() => smtp.received.find((mail) => mail.to.includes(to)));

    expect(received.parsed.subject).toBe('Reset your Hillside password');
    expect(received.parsed.from?.value).toEqual([
      { name: 'Hillside Shop', address: 'help@shop.example.com' },
    ]);
    const link = received.parsed.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(resetUrl);
    expect(new URL(link ?? '').searchParams.get('token')).toBe(token);
    expect(received.parsed.text).toContain('This link expires in 1 hour');
    expect(received.parsed.html).toContain(`href="${resetUrl.replace('&', '&amp;')}"`);

    const row = await waitFor(async () => {
      const current = await message(t, id);
      return current.state === 'sent' && current;
    });
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(triesTo(smtp, to)).toBe(1);

    // Delivery is logged by id; the address, the link and its token never are.
    expect(t.logs.some((line) => line.msg === 'mail sent' && line.mailId === id)).toBe(true);
    const logText = JSON.stringify(t.logs);
    expect(logText).not.toContain(token);
    expect(logText).not.toContain(to);
  });

  it('proves a message the server turns away is tried again after the wait, and arrives once', async () => {
    let now = new Date();
    const smtp = await smtpServer({ refuse: (tryNumber) => tryNumber === 1 });
    const t = await app({
      now: () => now,
      env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '50' },
    });
    const to = recipient('retry');
    const { id } = await t.app.mail.enqueue(resetMail(to).request);

    const refused = await waitFor(async () => {
      const current = await message(t, id);
      return current.attempts === 1 && current.state === 'pending' && current;
    });
    expect(refused.lastError).toMatch(/451/);
    expect(refused.lastError).not.toContain(to);
    // Several polls later, still waiting: the next try is 30 s after the failure.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(triesTo(smtp, to)).toBe(1);
    expect((await message(t, id)).state).toBe('pending');

    now = new Date(now.getTime() + 30_000);
    const sent = await waitFor(async () => {
      const current = await message(t, id);
      return current.state === 'sent' && current;
    });
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeNull();
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(
      t.logs.some((line) => line.msg === 'mail not sent; will retry' && line.mailId === id),
    ).toBe(true);
  });

  it('proves a message refused on every try is marked failed after the fifth and left alone', async () => {
    let now = new Date();
    const smtp = await smtpServer({ refuse: () => true });
    const t = await app({
      now: () => now,
      env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '50' },
    });
    const to = recipient('refused');
    const { id } = await t.app.mail.enqueue(resetMail(to).request);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await waitFor(async () => {
        const current = await message(t, id);
        return current.attempts === attempt && current.state !== 'sending';
      });
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const failed = await message(t, id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(5);
    expect(triesTo(smtp, to)).toBe(5);
  });

  it('proves several workers on one database never send a message twice', async () => {
    const smtp = await smtpServer({ delayMs: 10 });
    const t = await app({ env: { SMTP_URL: smtp.url } });
    // On PostgreSQL the second worker has its own pool, as another server process would.
    const second = inject('databaseUrl') ? await openTestDatabase() : t.database;
    if (second !== t.database) opened.push({ close: () => second.close() });
    const workers = [t.database, second].map((database) =>
      createMailWorker({
        repository: new MailOutboxRepository(database.db),
        transport: createSmtpTransport({ smtpUrl: smtp.url, from: { address: 'x@example.com' } }),
        now: () => new Date(),
        pollIntervalMs: 60_000,
        log: t.app.log,
      }),
    );
    opened.push({ close: async () => void (await Promise.all(workers.map((w) => w.stop()))) });

    const recipients = Array.from({ length: 24 }, (_, i) => recipient(`many-${i}`));
    // The app's own worker is nudged by each enqueue: three workers compete for the messages.
    const ids = await Promise.all(
      recipients.map(async (to) => (await t.app.mail.enqueue(resetMail(to).request)).id),
    );
    const [first, other] = await Promise.all(workers.map((worker) => worker.runOnce()));

    const rows = await waitFor(async () => {
      const current = await Promise.all(ids.map((id) => message(t, id)));
      return current.every((row) => row.state === 'sent') && current;
    });
    expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    for (const to of recipients) {
      expect(triesTo(smtp, to), to).toBe(1);
    }
    // The extra workers did take part (the app's worker alone would also pass the rest).
    expect((first ?? 0) + (other ?? 0)).toBeGreaterThan(0);
  });
});

describe('mail worker lifecycle', () => {
  it('proves closing the app lets a send under way finish and be recorded, then sends no more', async () => {
    const smtp = await smtpServer({ delayMs: 400 });
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '50' } });
    const to = recipient('closing');
    const { id } = await t.app.mail.enqueue(resetMail(to).request);
    await waitFor(() => triesTo(smtp, to) === 1);

    await t.app.close();
    let leftover: number | undefined;
    try {
      const repository = new MailOutboxRepository(t.database.db);
      expect((await repository.get(id))?.state).toBe('sent');
      const later = recipient('after-close');
      leftover = await repository.insert({
        to: later,
        template: 'password-reset',
        subject: 'Queued after close',
        text: 'text',
        html: '<p>html</p>',
        state: 'pending',
        now: new Date(),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(triesTo(smtp, later)).toBe(0);
    } finally {
      // Left pending, the next test's worker would send it.
      if (leftover) await t.database.db.delete(mailOutbox).where(eq(mailOutbox.id, leftover));
      await t.database.close();
    }
  });
});

describe('mail viewer with SMTP_URL', () => {
  it('proves the viewer does not exist when mail is really sent', async () => {
    const smtp = await smtpServer();
    const t = await app({ env: { SMTP_URL: smtp.url } });
    for (const url of ['/ecom/admin/mail', '/ecom/admin/mail/1']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('MailService.enqueue', () => {
  it('proves bad input is refused with a message naming the field, and nothing is stored', async () => {
    const t = await app({});
    const good = resetMail(recipient('bad-input')).request;
    const cases: [unknown, RegExp][] = [
      [{ ...good, to: 'not-an-email' }, /^Invalid mail\.to: /],
      [
        { ...good, data: { ...good.data, resetUrl: 'https://evil.example/ecom/reset-password' } },
        /^Invalid mail\.data\.resetUrl: must be a link on http:\/\/localhost:3000$/,
      ],
      [
        { ...good, data: { ...good.data, firstName: 'Ada\r\nBcc: someone@example.com' } },
        /^Invalid mail\.data\.firstName: must not contain control characters$/,
      ],
      [
        { ...good, data: { ...good.data, expiresInMinutes: 0 } },
        /^Invalid mail\.data\.expiresInMinutes/,
      ],
      [{ ...good, template: 'welcome' }, /^Invalid mail\.template/],
      [{ ...good, cc: 'someone@example.com' }, /^Invalid mail: /],
    ];
    for (const [request, message] of cases) {
      await expect(
        t.app.mail.enqueue(request as typeof good),
        JSON.stringify(request),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(message),
      });
    }
    const stored = await t.app.mail.listMessages(100);
    expect(stored.filter((row) => row.to === good.to)).toEqual([]);
  });
});

describe('order confirmation email over SMTP (decision 0044)', () => {
  it('proves placing an order queues one confirmation email, which reaches SMTP with the order number, slot, lines and total', async () => {
    const smtp = await smtpServer();
    const t = await app({ env: { SMTP_URL: smtp.url, MINIMUM_ORDER_COLLECTION_PENCE: '100' } });
    const fixtures = await orderFixtures(t);
    const { shopper, orderId, total, input } = await fixtures.shoppers.ready();

    const placed = await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(placed.outcome).toBe('placed');
    const received = await waitFor(() =>
      smtp.received.find((mail) => mail.to.includes(shopper.account.email)),
    );

    expect(received.parsed.subject).toBe(`Your Hillside order ${orderId} is confirmed`);
    const text = received.parsed.text ?? '';
    expect(text).toContain(`Hello ${shopper.account.firstName},`);
    expect(text).toContain(`Your order number is ${orderId}.`);
    expect(text).toMatch(/Slot: (Collection|Delivery), \w+day \d{1,2} \w+, \d\d:\d\d to \d\d:\d\d/);
    expect(text).toContain('Items: 1 line');
    expect(text).toContain(`Total: £${(total / 100).toFixed(2)}`);
    expect(text).toContain(`${ORIGIN}/ecom/order-confirmation/${orderId}`);
    // The same key again answers the first result and queues nothing more.
    await t.app.services.orders.placeOrder(shopper.identity, input('again'));
    const mine = (await t.app.mail.listMessages(100)).filter(
      (row) => row.to === shopper.account.email,
    );
    expect(mine).toHaveLength(1);
    await fixtures.remove();
  });

  it('proves a 3-D Secure order is confirmed by email only once the challenge is done and placement resumed', async () => {
    const t = await app({ env: { MINIMUM_ORDER_COLLECTION_PENCE: '100' } });
    const fixtures = await orderFixtures(t);
    const { shopper, orderId, input } = await fixtures.shoppers.ready('4000000000003220');
    const mine = async () =>
      (await t.app.mail.listMessages(100)).filter((row) => row.to === shopper.account.email);

    const waiting = await t.app.services.orders.placeOrder(shopper.identity, input());
    if (waiting.outcome !== 'security-needed') throw new Error(waiting.outcome);
    expect(await mine()).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: waiting.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    await t.app.services.orders.resumePlacement(shopper.identity, orderId);
    await t.app.services.orders.resumePlacement(shopper.identity, orderId);
    const queued = await mine();
    expect(queued.map((row) => [row.template, row.subject])).toEqual([
      ['order-confirmation', `Your Hillside order ${orderId} is confirmed`],
    ]);
    await fixtures.remove();
  });
});

/** Shoppers ready to place an order (a slot, milk, a saved card), and their removal. */
async function orderFixtures(t: TestApp) {
  const slots = new TestSlots(t.database);
  const catalogue = await createSlotTestCatalogue(t.database, new Date().getUTCFullYear());
  const shoppers = new OrderShoppers(t, slots, catalogue, 40);
  return {
    shoppers,
    async remove() {
      await shoppers.remove();
      await slots.remove();
      await catalogue.remove();
    },
  };
}

describe('customer care emails over SMTP (decision 0076)', () => {
  it('proves a contact form sent over HTTP reaches SMTP twice: the acknowledgement to the shopper and the notice to customer care', async () => {
    const smtp = await smtpServer();
    const care = recipient('care');
    const shopper = recipient('contact');
    const t = await app({ env: { SMTP_URL: smtp.url, CUSTOMER_CARE_EMAIL: care } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    try {
      const response = await fetch(
        `http://127.0.0.1:${port}/api/customer-care/v1/contact-messages`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            topic: 'shop-visit',
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: shopper,
            eventDate: '01/02/2024',
            message: 'The cafe at the Reading shop was lovely, thank you!',
          }),
        },
      );
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };

      const acknowledgement = await waitFor(() =>
        smtp.received.find((mail) => mail.to.includes(shopper)),
      );
      expect(acknowledgement.parsed.subject).toBe(`We have your message: ${reference}`);
      expect(acknowledgement.parsed.text).toContain('A visit to one of our shops');
      expect(acknowledgement.parsed.text).toContain('> The cafe at the Reading shop was lovely');
      const notice = await waitFor(() => smtp.received.find((mail) => mail.to.includes(care)));
      expect(notice.parsed.subject).toBe(`${reference}: A visit to one of our shops`);
      expect(notice.parsed.text).toContain(`Email: ${shopper}`);
      expect(notice.parsed.text).toContain('Date: 2024-02-01');
    } finally {
      const db = t.database.db;
      await db.delete(customerCareMessages).where(eq(customerCareMessages.email, shopper));
      await db
        .delete(customerCareRateWindows)
        .where(
          inArray(customerCareRateWindows.key, [
            'contact:ip:127.0.0.1',
            `contact:email:${createHash('sha256').update(shopper).digest('hex')}`,
          ]),
        );
    }
  });
});
