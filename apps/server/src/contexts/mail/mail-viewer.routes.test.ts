import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The development mail viewer at /ecom/admin/mail: the demo's inbox when SMTP_URL is not set,
 * for staff with a console session only.
 */

let t: TestApp;
let staff: TestAccount;
let customer: TestAccount;
/** Cookie headers: a staff console session, and a customer's storefront session. */
let asStaff: { cookie: string };
let asCustomer: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAccount(t.database, { role: 'staff' });
  customer = await createTestAccount(t.database);
  const console = await t.app.identityService.startSession(staff.id);
  const storefront = await t.app.identityService.startSession(customer.id);
  asStaff = { cookie: `staff-session=${console.secret}` };
  asCustomer = { cookie: `session=${storefront.secret}` };
});
afterAll(async () => {
  await staff.remove();
  await customer.remove();
  await t.close();
});

const viewer = (url: string, headers: Record<string, string> = asStaff) =>
  t.app.inject({ url, headers });

const hostile = `<img src=x onerror="alert('1')">`;
const resetUrl = 'http://localhost:3000/ecom/reset-password?token=abc123&exp=1767225600000';

async function queueReset(firstName = 'Ada') {
  const to = `viewer-${randomUUID()}@example.com`;
  const { id } = await t.app.mail.enqueue({
    to,
    template: 'password-reset',
    data: { resetUrl, firstName },
  });
  return { id, to };
}

describe('mail viewer without SMTP_URL', () => {
  it('proves queued mail is held and listed with its recipient, subject, time and state', async () => {
    const { id, to } = await queueReset();
    const response = await viewer('/ecom/admin/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(response.body).not.toMatch(/<script/i);
    const row = response.body.split('<tr>').find((part) => part.includes(to));
    expect(row).toContain(`<a href="/ecom/admin/mail/${id}">Reset your Hillside password</a>`);
    expect(row).toContain('held (not sent)');
    expect(row).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    expect((await t.app.mail.getMessage(id))?.state).toBe('held');
  });

  it('proves one message shows its text and its links, with everything HTML-escaped', async () => {
    const { id, to } = await queueReset(hostile);
    const response = await viewer(`/ecom/admin/mail/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).not.toContain('<img');
    expect(body).toContain('Hello &lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;,');
    expect(body).toContain(`<dd>${to}</dd>`);
    // The reset link, unmasked (reading it is the viewer's purpose), as a working link.
    const escapedLink = resetUrl.replace('&', '&amp;');
    expect(body).toContain(`<li><a href="${escapedLink}">${escapedLink}</a></li>`);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });

  it('proves a malformed id is a 400 and an unknown one a 404, both saying why', async () => {
    const malformed = await viewer('/ecom/admin/mail/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid params.id: must be a whole number',
    });
    const unknown = await viewer('/ecom/admin/mail/999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'MAIL_NOT_FOUND',
      message: 'No email with id 999999999',
    });
  });
});

describe('who may read the mail viewer', () => {
  it('proves a stranger is sent to staff sign-in and back, seeing no email', async () => {
    const { id, to } = await queueReset();
    for (const url of ['/ecom/admin/mail', `/ecom/admin/mail/${id}`, '/ecom/admin/mail/abc']) {
      const response = await viewer(url, {});
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(
        `/ecom/admin/sign-in?redirect=${encodeURIComponent(url)}`,
      );
      expect(response.body).not.toContain(to);
    }
  });

  it('proves the old address /admin/mail leads to the viewer in the console', async () => {
    const response = await t.app.inject('/admin/mail');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ecom/admin/mail');
  });

  it('proves a signed-in customer is refused with 403 and sees no email', async () => {
    const { id, to } = await queueReset();
    for (const url of ['/ecom/admin/mail', `/ecom/admin/mail/${id}`]) {
      const response = await viewer(url, asCustomer);
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<h1>Staff only</h1>');
      expect(response.body).not.toContain(to);
    }
  });

  it('proves staff need their console session: a storefront session alone, or an ended console session, signs in again', async () => {
    const storefront = await t.app.identityService.startSession(staff.id);
    const onlyStorefront = await viewer('/ecom/admin/mail', {
      cookie: `session=${storefront.secret}`,
    });
    expect(onlyStorefront.statusCode).toBe(302);
    const ended = await t.app.identityService.startSession(staff.id);
    await t.app.identityService.endSession(ended.sessionId, 'signed-out');
    const response = await viewer('/ecom/admin/mail', { cookie: `staff-session=${ended.secret}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers['set-cookie']).toMatch(
      /^staff-session=; Path=\/ecom\/admin; Max-Age=0/,
    );
  });
});

describe('mail without SMTP_URL in production', () => {
  it('proves the server warns at start that mail is not sent but kept for staff', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(
        production.logs.some(
          (line) => line.level === 40 && String(line.msg).startsWith('SMTP_URL is not set'),
        ),
      ).toBe(true);
    } finally {
      await production.close();
    }
    expect(t.logs.some((line) => String(line.msg).startsWith('SMTP_URL is not set'))).toBe(false);
  });
});

// With SMTP_URL the viewer answers 404: tested in mail.delivery.test.ts, which holds every test
// that runs a worker (a worker takes any due message in a shared database).
