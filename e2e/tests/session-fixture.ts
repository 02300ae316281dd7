import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';

/** The demo shopper (packages/db/src/demo/demo-accounts.ts). */
export const DEMO_SHOPPER = { email: 'shopper@example.com', firstName: 'Jane' };

/**
 * Signs the context in as an existing account through the E2E_TEST_HOOKS route, which sets the
 * same session cookie a real sign-in does. (Until the sign-in page lands; then journeys can sign
 * in through it.)
 */
export async function signIn(context: BrowserContext, email = DEMO_SHOPPER.email): Promise<void> {
  const response = await context.request.post('/api/test-hooks/v1/sessions', { data: { email } });
  expect(response.status()).toBe(201);
}

/** Who the fresh accounts of one spec are: their email prefix, password and name. */
export interface FreshAccountPerson {
  prefix: string;
  password: string;
  title: string;
  firstName: string;
  lastName: string;
}

/**
 * A spec's fresh accounts, registered apart from the browser through the registrations API:
 * `freshAccount` answers a new account's email (unique per spec, project, time and count);
 * `freshShopper` also signs it in (the test-hooks sign-in) in the browser context.
 */
export function freshAccounts(person: FreshAccountPerson) {
  let accounts = 0;
  async function freshAccount(request: APIRequestContext, label: string): Promise<string> {
    accounts += 1;
    const email = `${person.prefix}-${label}-${test.info().project.name}-${Date.now()}-${accounts}@example.com`;
    const { password, title, firstName, lastName } = person;
    const registered = await request.post('/api/accounts/v1/registrations', {
      data: { email, password, title, firstName, lastName },
    });
    expect(registered.status()).toBe(201);
    return email;
  }
  async function freshShopper(
    context: BrowserContext,
    request: APIRequestContext,
    label: string,
  ): Promise<string> {
    const email = await freshAccount(request, label);
    await signIn(context, email);
    return email;
  }
  return { freshAccount, freshShopper };
}
