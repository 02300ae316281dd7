import { randomInt, randomUUID } from 'node:crypto';
import { accounts } from '@grocer/db/schema/accounts';
import { mailOutbox } from '@grocer/db/schema/mail';
import { rateLimitWindows, signInGuardKey } from '@grocer/db/schema/sign-in';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * One email rule (decision 0053): registration, My details, password reset and the mail outbox
 * take and refuse the same addresses, so no account can have an address mail will not go to.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];
const emailsUsed: string[] = [];
const ipsUsed: string[] = [];
const PASSWORD = 'hedgerow marmalade 42';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://shop.example' } });
});

afterAll(async () => {
  const db = t.database.db;
  for (const account of accountsMade) await account.remove();
  await db.delete(accounts).where(inArray(accounts.email, emailsUsed));
  await db.delete(mailOutbox).where(inArray(mailOutbox.toAddress, emailsUsed));
  await db.delete(rateLimitWindows).where(
    inArray(
      rateLimitWindows.key,
      emailsUsed.map((email) => `password-reset:email:${signInGuardKey(email)}`),
    ),
  );
  await db.delete(rateLimitWindows).where(
    inArray(
      rateLimitWindows.key,
      accountsMade.map((made) => `password-check:account:${made.id}`),
    ),
  );
  for (const ip of ipsUsed) {
    await db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${ip}`));
  }
  await t.close();
});

function freshIp(): string {
  const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  ipsUsed.push(ip);
  return ip;
}

async function registers(email: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/v1/registrations',
    remoteAddress: freshIp(),
    payload: { email, password: PASSWORD, title: 'Ms', firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (![201, 400].includes(response.statusCode)) throw new Error(response.body);
  return response.statusCode === 201;
}

async function mailGoes(email: string): Promise<boolean> {
  const request = {
    to: email,
    template: 'password-reset' as const,
    data: { resetUrl: 'https://shop.example/ecom/reset-password?token=x&exp=1' },
  };
  return t.app.mail.enqueue(request).then(
    () => true,
    (error) => {
      if (error.code !== 'VALIDATION_FAILED') throw error;
      return false;
    },
  );
}

async function resetIsAsked(email: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/v1/password-resets',
    remoteAddress: freshIp(),
    payload: { email },
  });
  if (![202, 400].includes(response.statusCode)) throw new Error(response.body);
  return response.statusCode === 202;
}

async function myDetailsTakes(email: string): Promise<boolean> {
  const shopper = await createTestAccount(t.database, { password: `Orchard ${randomUUID()}` });
  accountsMade.push(shopper);
  const session = await t.app.identityService.startSession(shopper.id);
  const cookie = `session=${session.secret}`;
  const csrf = (await t.app.inject({ url: '/api/auth/v1/csrf', headers: { cookie } })).json();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/accounts/v1/self/email',
    headers: { cookie, 'x-csrf-token': csrf.token },
    payload: { email, password: shopper.password },
  });
  if (![200, 400].includes(response.statusCode)) throw new Error(response.body);
  return response.statusCode === 200;
}

describe('one email rule', () => {
  it('proves each address is taken by every path or refused by every path', async () => {
    const cases: [string, boolean][] = [
      [`jane.marsh+${randomUUID()}@example.co.uk`, true],
      [`o'brien-${randomUUID()}@example.com`, true],
      // A character a browser's email field allows (mail used to refuse it).
      [`orders=shop-${randomUUID()}@example.com`, true],
      // A mail library reads a comma as two recipients (registration used to take it).
      [`jane,${randomUUID()}@example.com`, false],
      [`jane..${randomUUID()}@example.com`, false],
      [`josé-${randomUUID()}@example.com`, false],
      [`jane-${randomUUID()}@example.c`, false],
    ];
    for (const [email, taken] of cases) {
      emailsUsed.push(email.toLowerCase());
      const verdicts = {
        registration: await registers(email),
        myDetails: await myDetailsTakes(email.replace('@', '-2@')),
        passwordReset: await resetIsAsked(email),
        mailOutbox: await mailGoes(email),
      };
      emailsUsed.push(email.replace('@', '-2@').toLowerCase());
      expect(verdicts, email).toEqual({
        registration: taken,
        myDetails: taken,
        passwordReset: taken,
        mailOutbox: taken,
      });
    }
  });
});
