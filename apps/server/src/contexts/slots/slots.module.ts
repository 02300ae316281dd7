import type { Database, Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { SlotsConfig } from '../../config.ts';
import type { Clock, ContextModule, Worker } from '../../context-module.ts';
import type { AddressBookService, AddressUsageSource } from '../addresses/addresses.contract.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { DeliveryPassSlots } from '../delivery-pass/delivery-pass.contract.ts';
import type { BookedSlotSource, TrolleyService } from '../trolley/trolley.contract.ts';
import { createSlotAmending } from './slot-amending.ts';
import { SlotEvents } from './slot-events.ts';
import type { SlotAmending, SlotsService } from './slots.contract.ts';
import { SlotsRepository } from './slots.repository.ts';
import { slotsRoutes } from './slots.routes.ts';
import { createSlotsService } from './slots.service.ts';
import { createSlotsWorker } from './slots.worker.ts';

export interface SlotsServices {
  slots: SlotsService;
  /** What the trolley asks: the booked slot of an order. */
  bookedSlots: BookedSlotSource;
  /** What the address book asks: which addresses a booked slot uses. */
  addressUsage: AddressUsageSource;
  /** An amended order's reservation put back (decision 0042). */
  slotAmending: SlotAmending;
}

/**
 * Slots: capacity in PostgreSQL, availability changes over LISTEN/NOTIFY (decision 0034). Its
 * workers listen for changes and, with SLOTS_WORKER, generate days ahead and sweep lapsed holds.
 */
export function createSlotsModule(deps: {
  database: Database;
  now: Clock;
  log: FastifyBaseLogger;
  config: SlotsConfig;
  catalogue: Pick<CatalogueService, 'listBranchServices'>;
  addresses: Pick<AddressBookService, 'get'>;
  trolley: Pick<TrolleyService, 'currentOrderId' | 'openOrderId' | 'slotConflicts'>;
  /** The delivery pass's part in pricing a slot (decision 0087). */
  deliveryPass?: DeliveryPassSlots;
}): ContextModule<SlotsServices> {
  const { database, now, config } = deps;
  const db: Db = database.db;
  const events = new SlotEvents(now, deps.log.child({ context: 'slots' }));
  const slots = createSlotsService({
    repository: new SlotsRepository(db),
    catalogue: deps.catalogue,
    addresses: deps.addresses,
    trolley: deps.trolley,
    events,
    reservationMinutes: config.reservationMinutes,
    startDateOverride: config.startDateOverride,
    ...(deps.deliveryPass ? { deliveryPass: deps.deliveryPass } : {}),
    now,
  });
  const workers: Worker[] = [{ start: () => events.start(database), stop: () => events.stop() }];
  if (config.worker) {
    workers.push(
      createSlotsWorker(slots, { sweepIntervalMs: config.sweepIntervalMs, log: deps.log }),
    );
  }
  return {
    services: {
      slots: slots.service,
      bookedSlots: slots.bookedSlots,
      addressUsage: slots.addressUsage,
      slotAmending: createSlotAmending({
        db,
        repository: new SlotsRepository(db),
        reservationMinutes: config.reservationMinutes,
        now,
      }),
    },
    routes: async (api) => {
      await api.register(slotsRoutes, { slots: slots.service });
    },
    workers,
  };
}
