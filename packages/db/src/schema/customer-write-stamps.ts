import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One number per customer that moves in every transaction writing what the page frame's viewer
 * shows of them (decision 0103): their trolley and its lines, favourites, slot reservations,
 * addresses, delivery pass, personal offers and loyalty membership. Kept by triggers in the
 * database (migration 0049), so every writer moves it, whatever its code: a service, a job,
 * another process or a test writing straight to a table. Identity reads it with the session, so
 * a viewer kept under the stamp read is known to stand with no other read.
 *
 * No foreign key: the stamp outlives nothing it describes (an account deleted takes its rows,
 * and their triggers leave a stamp no session can read).
 */
export const customerWriteStamps = pgTable('customer_write_stamps', {
  customerId: integer('customer_id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
});
