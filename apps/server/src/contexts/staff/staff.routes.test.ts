import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let staff: TestAccount;
let customer: TestAccount;
let staffToken: string;
let customerCookie: string;
const sessions: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAccount(t.database, { role: 'staff' });
  customer = await createTestAccount(t.database, { firstName: 'Ottoline' });
  const staffSession = await t.app.identityService.startSession(staff.id);
  const customerSession = await t.app.identityService.startSession(customer.id);
  sessions.push(staffSession.sessionId, customerSession.sessionId);
  staffToken = t.app.identityService.issueAccessToken({
    customerId: staff.id,
    principalId: staff.id,
    permissions: ['staff:view-customers', 'staff:sign-on-as-customer', 'staff:save-trolley'],
    defaultBranchId: 651,
    sessionId: staffSession.sessionId,
  }).accessToken;
  customerCookie = `session=${customerSession.secret}`;
});
afterAll(async () => {
  for (const id of sessions) await t.app.identityService.endSession(id, 'signed-out');
  await staff.remove();
  await customer.remove();
  await t.close();
});

const asStaff = (url: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${staffToken}` } });

describe('staff API access', () => {
  it('proves anonymous callers get 401 and customers 403, by cookie or otherwise', async () => {
    const url = `/api/staff/v1/customers?email=${encodeURIComponent(customer.email)}`;
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const asCustomer = await t.app.inject({ url, headers: { cookie: customerCookie } });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    const view = await t.app.inject({
      url: `/api/staff/v1/customers/${customer.id}`,
      headers: { cookie: customerCookie },
    });
    expect(view.statusCode).toBe(403);
  });

  it('proves a staff token carries the staff permissions in its claims', () => {
    const payload = JSON.parse(
      Buffer.from(staffToken.split('.')[1] as string, 'base64url').toString('utf8'),
    );
    expect(payload).toMatchObject({ sub: staff.id, pid: staff.id });
    expect(payload.perms).toContain('staff:sign-on-as-customer');
  });
});

describe('finding and viewing customers', () => {
  it('proves staff find a customer by email or by name, and never find staff', async () => {
    const byEmail = await asStaff(
      `/api/staff/v1/customers?email=${encodeURIComponent(customer.email.toUpperCase())}`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().customers).toEqual([
      expect.objectContaining({ customerId: customer.id, firstName: 'Ottoline' }),
    ]);
    const byName = await asStaff('/api/staff/v1/customers?name=ottoline%20mctest');
    expect(byName.json().customers.map((c: { customerId: number }) => c.customerId)).toContain(
      customer.id,
    );
    const forStaff = await asStaff(
      `/api/staff/v1/customers?email=${encodeURIComponent(staff.email)}`,
    );
    expect(forStaff.json().customers).toEqual([]);
    // LIKE wildcards are taken literally.
    const wildcard = await asStaff('/api/staff/v1/customers?email=%25');
    expect(wildcard.json().customers).toEqual([]);
  });

  it('proves an order number is accepted and says nothing was searched', async () => {
    const response = await asStaff('/api/staff/v1/customers?orderNumber=1234567');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customers: [], more: false, orderNumberSearched: true });
  });

  it('proves bad input is a 400 naming the field', async () => {
    const letters = await asStaff('/api/staff/v1/customers?orderNumber=12ab');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toMatch(/query\.orderNumber/);
    const unknown = await asStaff('/api/staff/v1/customers?password=x');
    expect(unknown.statusCode).toBe(400);
    const badId = await asStaff('/api/staff/v1/customers/0x10');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/params\.customerId/);
  });

  it('proves who is asking is checked before what they ask: 401 for strangers, 403 for customers, then 400 for staff', async () => {
    const anonymous = await t.app.inject('/api/staff/v1/customers?orderNumber=12ab');
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      url: '/api/staff/v1/customers/0x10',
      headers: { cookie: customerCookie },
    });
    expect(asCustomer.statusCode).toBe(403);
    const badInput = await asStaff('/api/staff/v1/customers?orderNumber=12ab');
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().message).toMatch(/query\.orderNumber/);
    expect((await asStaff('/api/staff/v1/customers/0x10')).statusCode).toBe(400);
    // A NUL in a name once reached PostgreSQL, which refuses it in text: a 500.
    const nul = await asStaff('/api/staff/v1/customers?name=%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/control characters/);
  });

  it('proves staff view a customer with sessions and audit log; a staff id is not a customer', async () => {
    const view = await asStaff(`/api/staff/v1/customers/${customer.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      customer: { customerId: customer.id, email: customer.email, liveSessions: 1 },
      audit: [],
    });
    const notCustomer = await asStaff(`/api/staff/v1/customers/${staff.id}`);
    expect(notCustomer.statusCode).toBe(404);
    expect(notCustomer.json().code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('the /admin address', () => {
  it('proves /admin and its paths redirect to the console in the storefront, staying on this site', async () => {
    const cases: [string, string][] = [
      ['/admin', '/ecom/admin'],
      ['/admin/customers/12?tab=audit', '/ecom/admin/customers/12?tab=audit'],
      ['/admin//evil.example/', '/ecom/admin/evil.example/'],
    ];
    for (const [from, to] of cases) {
      const response = await t.app.inject({ url: from });
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }
  });
});
