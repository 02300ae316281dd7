import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { reservationExpiry } from '@grocer/domain/slots/slot-cut-offs';
import { sql } from 'drizzle-orm';
import type { SlotAmending } from './slots.contract.ts';
import type { SlotsRepository } from './slots.repository.ts';

const ID = /^[1-9]\d{0,17}$/;

/**
 * Slots' side of amending an order (decision 0042): the original reservation comes back through
 * the usual booking transaction (same locks, counters and availability events), on the old
 * reservation's terms (address, charge, green slot), and is confirmed at once.
 */
export function createSlotAmending(deps: {
  db: Db;
  repository: SlotsRepository;
  reservationMinutes: number;
  now: () => Date;
}): SlotAmending {
  return {
    async restoreReservation(identity, customerOrderId, slotReservationId) {
      if (!isSignedIn(identity) || !ID.test(customerOrderId) || !ID.test(slotReservationId))
        return false;
      const { customerId } = identity;
      const [original] = await rows<{
        slot_id: string;
        status: string;
        address_id: number | null;
        postcode: string;
        green_slot: boolean;
        delivery_charge_pence: number;
        delivery_pass_saving_pence: number;
      }>(
        deps.db,
        sql`SELECT slot_id::text AS slot_id, status, address_id, postcode, green_slot,
            delivery_charge_pence, delivery_pass_saving_pence
          FROM slot_reservations
          WHERE id = ${slotReservationId}::bigint AND customer_id = ${customerId}
            AND customer_order_id = ${customerOrderId}::bigint`,
      );
      if (!original) return false;
      if (original.status === 'CONFIRMED') return true;
      const at = deps.now();
      const booked = await deps.repository.book<never>({
        customerId,
        orderId: customerOrderId,
        slotId: original.slot_id,
        now: at,
        isChristmasDay: () => false,
        plan: (view) => ({
          outcome: 'book',
          addressId: original.address_id,
          postcode: original.postcode,
          greenSlot: original.green_slot,
          deliveryChargePence: original.delivery_charge_pence,
          deliveryPassSavingPence: original.delivery_pass_saving_pence,
          expiresAt: reservationExpiry(view.slot.slot_date, at, deps.reservationMinutes),
        }),
      });
      if (booked.outcome !== 'booked') return false;
      return (await deps.repository.confirm(customerId, customerOrderId, at)) !== null;
    },
  };
}
