import { type BrowserContext, expect } from '@playwright/test';

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
