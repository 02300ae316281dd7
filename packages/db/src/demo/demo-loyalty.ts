import { normaliseEmail } from '@grocer/domain/identity/email-address';
import { formatLoyaltyCardNumber } from '@grocer/domain/loyalty/loyalty-card';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { loyaltyMemberships } from '../schema/loyalty.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

/**
 * The demo loyalty members (issue 27, decision 0086): the demo member holds a card of the
 * scheme with some points and picks used, so member prices and the hub show from the first
 * sign-in; the partnership demo member holds the partner's card as well, which counts ahead of
 * the scheme's (nothing in the shop issues a partnership card: the partner does). Printed at
 * start with the demo accounts.
 */
export const DEMO_LOYALTY_MEMBERS = [
  {
    email: 'member@example.com',
    type: 'mywaitrose',
    cardNumber: '9210000012345678',
    points: 640,
    picksUsed: 3,
  },
  // A partnership member: the scheme's card and the partner's card, which counts (spec doc 3 §4).
  {
    email: 'partner@example.com',
    type: 'mywaitrose',
    cardNumber: '9210000023456781',
    points: 120,
    picksUsed: 0,
  },
  {
    email: 'partner@example.com',
    type: 'myjohnlewismywaitrose',
    cardNumber: '9230000034567892',
    points: 1480,
    picksUsed: 1,
  },
] as const;

/** Makes the demo members members (adding their accounts if missing); returns how many. */
export async function seedDemoLoyalty(db: Db, now = new Date()): Promise<number> {
  let added = 0;
  for (const member of DEMO_LOYALTY_MEMBERS) {
    const held = await db
      .select({ customerId: loyaltyMemberships.customerId })
      .from(loyaltyMemberships)
      .where(eq(loyaltyMemberships.cardNumber, member.cardNumber));
    if (held.length > 0) continue;
    let [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, normaliseEmail(member.email)));
    if (account === undefined) {
      await seedDemoAccounts(db);
      [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, normaliseEmail(member.email)));
    }
    if (account === undefined) continue;
    const rows = await db
      .insert(loyaltyMemberships)
      .values({
        customerId: account.id,
        type: member.type,
        cardNumber: member.cardNumber,
        points: member.points,
        picksUsed: member.picksUsed,
        created: now,
        modified: now,
      })
      .onConflictDoNothing()
      .returning({ customerId: loyaltyMemberships.customerId });
    added += rows.length;
  }
  return added;
}

/** The lines `npm start` prints for them. */
export function demoLoyaltyLines(schemeName: string): string[] {
  return [
    `  Demo ${schemeName} members (card):`,
    ...DEMO_LOYALTY_MEMBERS.map(
      (member) => `    ${member.email}  ${formatLoyaltyCardNumber(member.cardNumber)}`,
    ),
  ];
}
