import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import { demoAreas, demoPostcodes, demoStreet } from './uk-addresses.ts';

/**
 * The demo shoppers' address books (decision 0027): houses from the built-in postcode lookup's
 * streets in the demo branches' districts, so what the lookup offers and what the book holds
 * agree (same lines, same delivery point reference). The first of each is the contact address.
 */
interface DemoBookEntry {
  /** Outward code of a demo branch. */
  district: string;
  /** Which of the district's listed postcode units, and which house in it. */
  unit: number;
  house: number;
  contactNumber: string;
  customerNote: string;
}

/** By demo account email; numbers are in Ofcom's 07700 900xxx range, kept free for drama. */
export const DEMO_ADDRESS_BOOKS: Readonly<Record<string, readonly DemoBookEntry[]>> = {
  'shopper@example.com': [
    {
      district: 'RG1',
      unit: 0,
      house: 2,
      contactNumber: '07700900123',
      customerNote: 'Please use the side gate',
    },
    { district: 'OX2', unit: 3, house: 0, contactNumber: '07700900124', customerNote: '' },
  ],
  'second.shopper@example.com': [
    { district: 'SW4', unit: 1, house: 4, contactNumber: '07700900456', customerNote: '' },
  ],
};

/**
 * Adds the demo address books to demo shoppers whose book is empty (a book never empties
 * again, so this never adds twice). Returns how many addresses were added.
 */
export async function seedDemoAddresses(db: Db): Promise<number> {
  const emails = Object.keys(DEMO_ADDRESS_BOOKS);
  const shoppers = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      title: accounts.title,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(
      and(
        inArray(accounts.email, emails),
        sql`not exists (select 1 from ${addresses} where ${addresses.customerId} = ${accounts.id})`,
      ),
    );
  let added = 0;
  for (const shopper of shoppers) {
    const entries = DEMO_ADDRESS_BOOKS[shopper.email] ?? [];
    for (const [index, entry] of entries.entries()) {
      if (!demoAreas().has(entry.district)) throw new Error(`no demo district ${entry.district}`);
      const street = demoStreet(demoPostcodes(entry.district)[entry.unit] ?? '');
      const house = street?.houses[entry.house];
      if (!house) throw new Error(`no demo house ${entry.district} #${entry.unit}/${entry.house}`);
      await db.insert(addresses).values({
        customerId: shopper.id,
        isContact: index === 0,
        line1: house.line1,
        line2: house.line2,
        line3: house.line3,
        town: house.town,
        region: house.region,
        country: 'GB',
        postalCode: house.postalCode,
        title: shopper.title ?? '',
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        contactNumber: entry.contactNumber,
        customerNote: entry.customerNote,
        udprn: house.udprn,
        status: 'ACTIVE',
        // Older first, so the newest-first book lists them in this order after the contact one.
        created: new Date(Date.UTC(2025, 0, 6 + index)),
        addresseeModified: new Date(Date.UTC(2025, 0, 6 + index)),
      });
      added++;
    }
  }
  return added;
}
