import { rateLimitWindows, signInGuardKey, signInGuards } from '@grocer/db/schema/sign-in';
import { ANONYMOUS, type Identity, isStaffSignOn } from '@grocer/domain/identity/identity';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import { createCustomerDirectory } from '../identity/customer-directory.ts';
import { createStaffSignIn } from '../identity/staff-sign-in.ts';
import { ThrottleRepository } from '../identity/throttle.repository.ts';
import type { StaffService } from './staff.contract.ts';
import { createStaffService } from './staff.service.ts';
import { StaffAuditRepository } from './staff-audit.repository.ts';

let t: TestApp;
let staffService: StaffService;
let staff: TestAccount;
let customer: TestAccount;
const created: TestAccount[] = [];
/** Where this file's sign-ins come from (a documentation-range address). */
const CLIENT = { ip: '192.0.2.77' };

/** The secret a Set-Cookie header carries. */
function secretOf(setCookie: string): string {
  return setCookie.split(';')[0]?.split('=')[1] ?? '';
}

async function identityOf(secret: string): Promise<Identity> {
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: secret,
    bearerToken: null,
  });
  return identity;
}

async function signedInStaff(): Promise<{ identity: Identity; secret: string }> {
  const signedIn = await staffService.signIn(staff.email, staff.password, CLIENT);
  if (signedIn.outcome !== 'signed-in') throw new Error('staff sign-in failed');
  const secret = secretOf(signedIn.setCookie);
  return { identity: await identityOf(secret), secret };
}

beforeAll(async () => {
  t = await createTestApp();
  const now = () => new Date();
  const identity = t.app.identityService;
  staffService = createStaffService({
    repository: new StaffAuditRepository(t.database.db),
    directory: createCustomerDirectory(t.database.db, now),
    identity,
    staffSignIn: createStaffSignIn({
      db: t.database.db,
      identity,
      throttle: new ThrottleRepository(t.database.db),
      now,
    }),
    loyalty: () => t.app.services.loyalty,
    // The app's catalogue is the engine; its services list shows the storefront's part of it.
    catalogue: t.app.services.catalogue as CatalogueEngine,
    now,
  });
  staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Stella' });
  customer = await createTestAccount(t.database, { firstName: 'Cora' });
  created.push(staff, customer);
});
afterAll(async () => {
  const db = t.database.db;
  await db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${CLIENT.ip}`));
  const keys = created.map((account) => signInGuardKey(account.email));
  await db.delete(signInGuards).where(inArray(signInGuards.emailKey, keys));
  await db.delete(rateLimitWindows).where(
    inArray(
      rateLimitWindows.key,
      keys.map((key) => `sign-in:email:${key}`),
    ),
  );
  for (const account of created) await account.remove();
  await t.close();
});

describe('staff sign-in', () => {
  it('proves a staff account signs in to a console cookie only the console receives', async () => {
    const signedIn = await staffService.signIn(staff.email.toUpperCase(), staff.password, CLIENT);
    const setCookie = signedIn.outcome === 'signed-in' ? signedIn.setCookie : '';
    expect(setCookie).toMatch(
      /^staff-session=[\w-]{43}; Path=\/ecom\/admin; HttpOnly; SameSite=Strict$/,
    );
    const identity = await identityOf(secretOf(setCookie));
    expect(identity).toMatchObject({ customerId: staff.id, principalId: staff.id });
    expect(identity.permissions).toContain('staff:view-customers');
  });

  it('proves a wrong password, a customer account or an unknown email signs nobody in', async () => {
    expect(await staffService.signIn(staff.email, `${staff.password}x`, CLIENT)).toEqual({
      outcome: 'refused',
    });
    expect(await staffService.signIn(customer.email, customer.password, CLIENT)).toEqual({
      outcome: 'refused',
    });
    expect(await staffService.signIn('nobody@example.com', staff.password, CLIENT)).toEqual({
      outcome: 'refused',
    });
    expect(await staffService.signIn(staff.email, 'x'.repeat(10_000), CLIENT)).toEqual({
      outcome: 'refused',
    });
    expect(await staffService.signIn(staff.email, '', CLIENT)).toEqual({ outcome: 'refused' });
  });
});

describe('who may open the console', () => {
  it('proves a staff console session opens it and anonymous visitors are asked to sign in', async () => {
    const { identity, secret } = await signedInStaff();
    const access = await staffService.access({
      consoleSessionSecret: secret,
      storefrontIdentity: async () => ANONYMOUS,
    });
    expect(access).toEqual({ kind: 'staff', staff: identity });
    expect(
      await staffService.access({
        consoleSessionSecret: null,
        storefrontIdentity: async () => ANONYMOUS,
      }),
    ).toEqual({ kind: 'sign-in', clearCookie: null });
  });

  it('proves a customer is refused, by their storefront session or by their secret as a console cookie', async () => {
    const session = await t.app.identityService.startSession(customer.id);
    const asCustomer = await identityOf(session.secret);
    expect(
      await staffService.access({
        consoleSessionSecret: null,
        storefrontIdentity: async () => asCustomer,
      }),
    ).toEqual({ kind: 'forbidden' });
    expect(
      await staffService.access({
        consoleSessionSecret: session.secret,
        storefrontIdentity: async () => ANONYMOUS,
      }),
    ).toEqual({ kind: 'forbidden' });
    await expect(staffService.findCustomers(asCustomer, { name: 'Cora' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
  });

  it('proves an ended console session asks for sign-in again and clears its cookie', async () => {
    const { identity, secret } = await signedInStaff();
    const { setCookie } = await staffService.signOut(identity);
    expect(setCookie).toMatch(/^staff-session=; Path=\/ecom\/admin; Max-Age=0/);
    const access = await staffService.access({
      consoleSessionSecret: secret,
      storefrontIdentity: async () => ANONYMOUS,
    });
    expect(access).toMatchObject({
      kind: 'sign-in',
      clearCookie: expect.stringMatching(/Max-Age=0/),
    });
  });
});

describe('signing on as a customer', () => {
  it('proves the new storefront session acts for the customer as the staff member, and is audited', async () => {
    const { identity: console } = await signedInStaff();
    const earlier = await t.app.identityService.startSession(customer.id);

    const result = await staffService.signOnAsCustomer(console, customer.id, earlier.secret);
    if (result.kind !== 'signed-on') throw new Error('expected a sign-on');
    const [sessionSetCookie = '', hint] = result.setCookies;
    expect(hint).toBe('staff-sign-on=1; Path=/; SameSite=Lax');
    expect(sessionSetCookie).toMatch(
      /^session=[\w-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/,
    );
    const storefront = await identityOf(secretOf(sessionSetCookie));
    expect(storefront).toMatchObject({ customerId: customer.id, principalId: staff.id });
    expect(isStaffSignOn(storefront)).toBe(true);
    // The session the browser held before is ended; the console session is not.
    expect((await identityOf(earlier.secret)).customerId).toBe(-1);
    expect(console.sessionId).not.toBeNull();

    const view = await staffService.viewCustomer(console, customer.id);
    expect(view?.customer).toMatchObject({ customerId: customer.id, liveSessions: 1 });
    expect(view?.audit[0]).toMatchObject({
      action: 'signed-on',
      staffId: staff.id,
      staffName: 'Stella McTest',
      customerId: customer.id,
    });

    // Return to admin: the sign-on session ends, it is audited, the storefront cookie is cleared.
    const returned = await staffService.returnToAdmin(storefront);
    expect(returned).toEqual({
      customerId: customer.id,
      setCookies: [
        expect.stringMatching(/^session=; Path=\/; Max-Age=0/),
        expect.stringMatching(/^staff-sign-on=; Path=\/; Max-Age=0/),
      ],
    });
    expect((await identityOf(secretOf(sessionSetCookie))).customerId).toBe(-1);
    const after = await staffService.viewCustomer(console, customer.id);
    expect(after?.audit.map((entry) => entry.action).slice(0, 2)).toEqual([
      'returned',
      'signed-on',
    ]);
    expect(after?.customer.liveSessions).toBe(0);
    expect(
      await staffService.access({
        consoleSessionSecret: (await signedInStaff()).secret,
        storefrontIdentity: async () => ANONYMOUS,
      }),
    ).toMatchObject({ kind: 'staff' });
  });

  it('proves staff cannot sign on as another staff member or a customer who does not exist', async () => {
    const { identity: console } = await signedInStaff();
    const before = (await staffService.audit.listForCustomer(staff.id)).length;
    expect(await staffService.signOnAsCustomer(console, staff.id, null)).toEqual({
      kind: 'not-found',
    });
    expect(await staffService.signOnAsCustomer(console, 999_999_999, null)).toEqual({
      kind: 'not-found',
    });
    expect(await staffService.audit.listForCustomer(staff.id)).toHaveLength(before);
  });

  it('proves returning to admin does nothing for a customer’s own session', async () => {
    const session = await t.app.identityService.startSession(customer.id);
    const own = await identityOf(session.secret);
    const before = (await staffService.audit.listForCustomer(customer.id)).length;
    expect(await staffService.returnToAdmin(own)).toBeNull();
    expect(await staffService.returnToAdmin(ANONYMOUS)).toBeNull();
    expect((await identityOf(session.secret)).customerId).toBe(customer.id);
    expect(await staffService.audit.listForCustomer(customer.id)).toHaveLength(before);
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
  });
});

describe('the audit log', () => {
  it('proves other contexts record staff actions, listed newest first with the staff name', async () => {
    const other = await createTestAccount(t.database);
    created.push(other);
    await staffService.audit.record({
      staffId: staff.id,
      customerId: other.id,
      action: 'trolley-saved',
      detail: { items: 3 },
    });
    await staffService.audit.record({
      staffId: staff.id,
      customerId: other.id,
      action: 'returned',
    });
    const entries = await staffService.audit.listForCustomer(other.id);
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['returned', {}],
      ['trolley-saved', { items: 3 }],
    ]);
    expect(entries[0]?.staffName).toBe('Stella McTest');
  });
});
