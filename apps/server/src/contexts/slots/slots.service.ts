import { createHash } from 'node:crypto';
import { addressSummary } from '@grocer/domain/address/address';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import {
  CHRISTMAS_SLOT_LIMIT_TITLE,
  DELIVERY_AREA_NOT_SERVED_TITLE,
  DELIVERY_CHARGE_CHANGED_TITLE,
  ENTERTAINING_ONLY_TITLE,
  NO_EARLIER_SLOTS_TITLE,
  NO_SLOTS_AVAILABLE_TITLE,
  RESTRICTION_CONFLICT_TITLE,
  SIGN_IN_TO_BOOK_SLOT,
  SLOT_EXPIRED_TITLE,
  SLOT_OFFERS_NOT_VALID_TITLE,
  SLOT_TAKEN_TITLE,
  UNAVAILABLE_ITEMS_TITLE,
} from '@grocer/domain/messages/slot-messages';
import { moneyOfPence } from '@grocer/domain/money/money';
import { postcodeDistrict } from '@grocer/domain/slots/delivery-area';
import { type DeliveryWindow, isGreenSlot } from '@grocer/domain/slots/green-slot';
import { availabilityOf } from '@grocer/domain/slots/slot-availability';
import {
  type CampaignName,
  campaignsOn,
  currentCampaign,
  isChristmasSlotDay,
  mayBookChristmasSlot,
  saverGridUnavailable,
} from '@grocer/domain/slots/slot-campaigns';
import {
  amendOrderCutOff,
  isBeforeOrderCutOff,
  orderCutOff,
  reservationExpiry,
} from '@grocer/domain/slots/slot-cut-offs';
import { bookSlotInputSchema, slotDaysInputSchema } from '@grocer/domain/slots/slot-input.schema';
import { checkExpectedPrice, slotPricePence } from '@grocer/domain/slots/slot-price';
import { slotTrolleyCheck } from '@grocer/domain/slots/slot-refusal';
import { firstSlotDay, slotDayRange } from '@grocer/domain/slots/slot-start-date';
import {
  type BookableSlotType,
  hasGrid,
  type SlotGridType,
  slotTypesOffered,
} from '@grocer/domain/slots/slot-templates';
import type { z } from 'zod';
import { zodIssues } from '../../errors/parse-input.ts';
import type { AddressBookService, AddressUsageSource } from '../addresses/addresses.contract.ts';
import type { BranchWithServices, CatalogueService } from '../catalogue/catalogue.contract.ts';
import type {
  DeliveryPassCover,
  DeliveryPassSlots,
} from '../delivery-pass/delivery-pass.contract.ts';
import type { BookedSlot, BookedSlotSource, TrolleyService } from '../trolley/trolley.contract.ts';
import type { SlotEvents } from './slot-events.ts';
import { generateSlotsAhead } from './slot-generation.ts';
import type {
  CollectionBranch,
  CurrentSlot,
  GridSlot,
  SlotDay,
  SlotFailure,
  SlotFailureCode,
  SlotOutcome,
  SlotsService,
} from './slots.contract.ts';
import type { ReservationWithSlot, SlotRow, SlotsRepository } from './slots.repository.ts';

/**
 * The slots context (issue 12, decision 0034). Every rule is the domain's
 * (`@grocer/domain/slots/*`): templates and generation, prices and green slots, cut-offs and the
 * reservation hold, the start-date rule, campaigns and the Christmas limit, and which trolley
 * conflicts stop a booking. This file reads, decides and writes; capacity is the repository's
 * conditional update.
 */

export interface SlotsServiceDeps {
  repository: SlotsRepository;
  catalogue: Pick<CatalogueService, 'listBranchServices'>;
  addresses: Pick<AddressBookService, 'get'>;
  trolley: Pick<TrolleyService, 'currentOrderId' | 'openOrderId' | 'slotConflicts'>;
  events: SlotEvents;
  /** How long a booking is held before it lapses (SLOT_RESERVATION_MINUTES). */
  reservationMinutes: number;
  /** Show today's slots (SLOT_START_DATE_OVERRIDE). */
  startDateOverride: boolean;
  /**
   * The delivery pass (decision 0087): whether the shopper's pass is active and pays a slot's
   * charge, asked once per grid or booking; told which order's slot the pass paid.
   */
  deliveryPass?: DeliveryPassSlots;
  now: () => Date;
}

const NO_PASS: DeliveryPassCover = { active: false, covers: () => false };

/** The service, and what the trolley, the address book and the worker need of the context. */
export interface SlotsModule {
  service: SlotsService;
  bookedSlots: BookedSlotSource;
  addressUsage: AddressUsageSource;
  /** Generates missing slot days for every branch. */
  generateAhead(): Promise<{ days: number; slots: number }>;
  /** Expires lapsed reservations, giving their places back; how many slots changed. */
  sweepExpired(): Promise<number>;
}

/** Branches change rarely; the list is read again after this long. */
const BRANCH_CACHE_MS = 60_000;

const money = moneyOfPence;

function refused<T>(
  code: SlotFailureCode,
  message: string,
  detail?: Record<string, unknown>,
): SlotOutcome<T> {
  const failure: SlotFailure = { code, message, ...(detail ? { detail } : {}) };
  return { outcome: 'refused', failure };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function parsed<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; refusal: SlotOutcome<never> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issues = zodIssues(result.error, 'body');
  const first = issues[0];
  return {
    ok: false,
    refusal: refused(
      'VALIDATION_FAILED',
      first ? `Invalid ${first.field}: ${first.message}` : 'Invalid input',
      { issues },
    ),
  };
}

export function createSlotsService(deps: SlotsServiceDeps): SlotsModule {
  const { repository, trolley, addresses, events, now } = deps;

  let branchCache: { at: number; branches: Map<number, BranchWithServices> } | null = null;
  async function branches(): Promise<Map<number, BranchWithServices>> {
    const at = Date.now();
    if (!branchCache || at - branchCache.at > BRANCH_CACHE_MS) {
      const list = await deps.catalogue.listBranchServices();
      branchCache = { at, branches: new Map(list.map((branch) => [branch.id, branch])) };
    }
    return branchCache.branches;
  }

  /** Delivery areas change as rarely as branches: each district's branch is kept a minute. */
  const areaCache = new Map<string, { at: number; branchId: number | null }>();
  async function deliveryBranchOf(district: string): Promise<number | null> {
    const at = Date.now();
    const held = areaCache.get(district);
    if (held && at - held.at <= BRANCH_CACHE_MS) return held.branchId;
    const branchId = await repository.deliveryBranch(district);
    if (areaCache.size >= 5_000) areaCache.clear();
    areaCache.set(district, { at, branchId });
    return branchId;
  }

  function offers(branch: BranchWithServices, slotType: BookableSlotType): boolean {
    return slotTypesOffered(branch).includes(slotType);
  }

  /** What a reservation is, as currentSlot answers it. */
  async function currentSlotOf(
    identity: Identity,
    reservation: ReservationWithSlot,
  ): Promise<CurrentSlot> {
    const branch = (await branches()).get(reservation.branch_id);
    const delivery = reservation.slot_type === 'DELIVERY';
    const address =
      delivery && reservation.address_id !== null
        ? await addresses.get(identity, reservation.address_id)
        : null;
    return {
      slotType: reservation.slot_type as CurrentSlot['slotType'],
      branchId: reservation.branch_id,
      branchName: delivery ? (address?.line1 ?? null) : (branch?.name ?? null),
      addressId: reservation.address_id ?? -1,
      addressSummary: address ? addressSummary(address) : null,
      postcode: reservation.postcode,
      slotDate: reservation.slot_date,
      startDateTime: iso(reservation.start_at),
      endDateTime: iso(reservation.end_at),
      slotExpiryTime: iso(reservation.expires_at),
      orderCutOff: orderCutOff(reservation.slot_date).toISOString(),
      amendOrderCutOff: amendOrderCutOff(reservation.slot_date).toISOString(),
      slotReservationId: reservation.id,
      slotGridType: reservation.grid_type as SlotGridType,
      greenSlot: reservation.green_slot,
      deliveryCharge: money(reservation.delivery_charge_pence),
      paidByDeliveryPass: reservation.delivery_pass_saving_pence > 0,
      status: reservation.status as CurrentSlot['status'],
    };
  }

  /** A slot row as a delivery window (the green-slot rule). */
  const windowOf = (row: SlotRow): DeliveryWindow => ({
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    booked: row.booked,
  });

  /** Whether `slot` is green among the branch's delivery windows that day. */
  function greenOf(slot: SlotRow, dayDeliveries: readonly SlotRow[]): boolean {
    if (slot.slot_type !== 'DELIVERY') return false;
    return isGreenSlot(
      windowOf(slot),
      dayDeliveries.filter((row) => row.id !== slot.id).map(windowOf),
    );
  }

  /** The branch whose slots a delivery to `addressId` uses: refusals for other addresses. */
  async function deliveryBranchFor(
    identity: Identity,
    addressId: number,
  ): Promise<
    | { ok: true; branchId: number; postcode: string; addressId: number }
    | { ok: false; refusal: SlotOutcome<never> }
  > {
    if (!isSignedIn(identity)) {
      return { ok: false, refusal: refused('UNAUTHENTICATED', SIGN_IN_TO_BOOK_SLOT) };
    }
    const address = await addresses.get(identity, addressId);
    if (!address) {
      return {
        ok: false,
        refusal: refused('ADDRESS_NOT_FOUND', 'That address is not in your address book.'),
      };
    }
    const district = postcodeDistrict(address.postalCode);
    const branchId = district ? await deliveryBranchOf(district) : null;
    if (branchId === null) {
      return {
        ok: false,
        refusal: refused('DELIVERY_AREA_NOT_SERVED', DELIVERY_AREA_NOT_SERVED_TITLE, {
          postcode: address.postalCode,
        }),
      };
    }
    return { ok: true, branchId, postcode: address.postalCode, addressId: address.id };
  }

  /** What the trolley prices by (its BookedSlotSource). */
  function bookedSlotOf(reservation: ReservationWithSlot): BookedSlot {
    return {
      slotType: reservation.slot_type as BookableSlotType,
      start: iso(reservation.start_at),
      deliveryChargePence: reservation.delivery_charge_pence,
      ...(reservation.status === 'UNCONFIRMED'
        ? { holdExpiresAt: iso(reservation.expires_at) }
        : {}),
    };
  }

  /** The shopper's delivery pass as the grid and a booking read it (none when anonymous). */
  async function passCover(identity: Identity, at: Date): Promise<DeliveryPassCover> {
    if (!deps.deliveryPass || !isSignedIn(identity)) return NO_PASS;
    return deps.deliveryPass.cover(identity.customerId, at);
  }

  async function liveReservation(identity: Identity): Promise<ReservationWithSlot | null> {
    const orderId = await trolley.openOrderId(identity);
    if (orderId === null) return null;
    return repository.liveReservationOfOrder(identity.customerId, orderId, now());
  }

  /** The order's slot is given up: the pass paid no delivery for it (decision 0087). */
  async function passNoLongerPays(customerId: number, orderId: string): Promise<void> {
    await deps.deliveryPass?.recordBooking(customerId, orderId, {
      savedPence: 0,
      slotStart: now(),
    });
  }

  const service: SlotsService = {
    async collectionBranches(): Promise<CollectionBranch[]> {
      return [...(await branches()).values()]
        .filter((branch) => branch.offersCollection || branch.offersEntertaining)
        .sort(
          (a, b) =>
            Number(b.defaultBranch) - Number(a.defaultBranch) ||
            a.name.localeCompare(b.name, 'en-GB') ||
            a.id - b.id,
        )
        .map((branch) => ({
          id: branch.id,
          name: branch.name,
          defaultBranch: branch.defaultBranch,
          services: slotTypesOffered(branch),
        }));
    },

    async slotDays(identity, query) {
      const input = parsed(slotDaysInputSchema, query);
      if (!input.ok) return input.refusal;
      const { slotType, campaign } = input.value;
      const at = now();

      let branchId = input.value.branchId ?? identity.defaultBranchId;
      if (slotType === 'DELIVERY' && input.value.addressId !== undefined) {
        const delivery = await deliveryBranchFor(identity, input.value.addressId);
        if (!delivery.ok) return delivery.refusal;
        branchId = delivery.branchId;
      }
      const branch = (await branches()).get(branchId);
      if (!branch) return refused('BRANCH_NOT_FOUND', `No branch ${branchId}.`);
      if (!offers(branch, slotType)) {
        return refused('NO_SLOTS_AVAILABLE', NO_SLOTS_AVAILABLE_TITLE, { branchId, slotType });
      }

      let dates: string[];
      if (campaign) {
        const first = firstSlotDay(at, deps.startDateOverride);
        dates = currentCampaign(campaign as CampaignName, first).slotDays.filter(
          (date) => date >= first,
        );
      } else {
        const range = slotDayRange(input.value, at, deps.startDateOverride);
        if (range.outcome === 'no-earlier-slots') {
          return refused('NO_EARLIER_SLOTS', NO_EARLIER_SLOTS_TITLE, {
            firstDate: range.firstDate,
          });
        }
        dates = range.dates;
      }

      let gridType: SlotGridType = hasGrid(slotType, input.value.gridType ?? 'DEFAULT')
        ? (input.value.gridType ?? 'DEFAULT')
        : 'DEFAULT';
      let notice: 'SAVER_SLOTS_UNAVAILABLE' | null = null;
      if (gridType === 'SAVER' && saverGridUnavailable(dates)) {
        gridType = 'DEFAULT';
        notice = 'SAVER_SLOTS_UNAVAILABLE';
      }

      const [rows, mine, pass] = await Promise.all([
        dates.length > 0 ? repository.slotsOn(branchId, slotType, dates) : Promise.resolve([]),
        isSignedIn(identity) ? liveReservation(identity) : Promise.resolve(null),
        passCover(identity, at),
      ]);
      const byDate = new Map<string, SlotRow[]>();
      for (const row of rows) {
        const list = byDate.get(row.slot_date) ?? [];
        list.push(row);
        byDate.set(row.slot_date, list);
      }
      const days: SlotDay[] = dates.map((date) => {
        const dayRows = byDate.get(date) ?? [];
        const campaigns = campaignsOn(date).map(({ slotDays: _days, ...dates }) => dates);
        const dayOpen = isBeforeOrderCutOff(date, at);
        // Each delivery window once; only booked ones can make another green.
        const windows = new Map(
          dayRows
            .filter((row) => row.slot_type === 'DELIVERY')
            .map((row) => [row.id, windowOf(row)]),
        );
        const bookedWindows = [...windows.values()].filter((window) => window.booked > 0);
        const slots: GridSlot[] = dayRows
          .filter((row) => row.grid_type === gridType)
          .map((row) => {
            const own = windows.get(row.id);
            // isGreenSlot leaves the slot's own window out.
            const greenSlot = own !== undefined && isGreenSlot(own, bookedWindows);
            const start = new Date(row.start_at);
            const end = new Date(row.end_at);
            const deliveryPass = pass.covers({
              slotType: row.slot_type as BookableSlotType,
              start,
            });
            return {
              slotId: row.id,
              slotType: row.slot_type as GridSlot['slotType'],
              branchId: row.branch_id,
              startDateTime: start.toISOString(),
              endDateTime: end.toISOString(),
              price: money(
                slotPricePence({
                  basePricePence: row.base_price_pence,
                  booked: row.booked,
                  capacity: row.capacity,
                  greenSlot,
                  deliveryPass,
                }),
              ),
              deliveryPass,
              availability: availabilityOf(dayOpen, row),
              greenSlot,
              gridType: row.grid_type as SlotGridType,
              durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
              bookedByMe: mine?.slot_id === row.id,
            };
          });
        return { date, isPriority: campaigns.length > 0, campaigns, slots };
      });
      if (days.every((day) => day.slots.length === 0)) {
        return refused('NO_SLOTS_AVAILABLE', NO_SLOTS_AVAILABLE_TITLE, { branchId, slotType });
      }
      const token = createHash('sha1');
      for (const day of days) {
        for (const slot of day.slots) token.update(`${slot.slotId}:${slot.availability};`);
      }
      return {
        outcome: 'ok',
        value: {
          branchId,
          slotType,
          gridType,
          notice,
          isDeliveryPassActive: pass.active,
          days,
          availabilityToken: token.digest('base64url').slice(0, 16),
        },
      };
    },

    async bookSlot(identity, input) {
      if (!isSignedIn(identity)) return refused('UNAUTHENTICATED', SIGN_IN_TO_BOOK_SLOT);
      const checked = parsed(bookSlotInputSchema, input);
      if (!checked.ok) return checked.refusal;
      const { slotId, expectedPricePence } = checked.value;
      const at = now();
      const slot = await repository.findSlot(slotId);
      if (!slot) return refused('SLOT_NOT_FOUND', 'No such slot.');
      if (!isBeforeOrderCutOff(slot.slot_date, at)) {
        return refused('SLOT_EXPIRED', SLOT_EXPIRED_TITLE, { slotId });
      }
      // A slot read full a moment ago is refused before anything else is asked or locked (in a
      // rush most bookings are), unless lapsed reservations were holding it (those are given
      // back first) or the shopper holds it (booking it again renews the hold). The
      // conditional update in `book` stays the guard either way.
      const freed = async () => (await repository.expire(at, slotId)).length > 0;
      if (
        slot.booked >= slot.capacity &&
        !(await freed()) &&
        !(await repository.holds(identity.customerId, slotId, at))
      ) {
        return refused('SLOT_TAKEN', SLOT_TAKEN_TITLE, { slotId });
      }
      const branch = (await branches()).get(slot.branch_id);
      if (!branch) return refused('SLOT_NOT_FOUND', 'No such slot.');

      let addressId: number | null = null;
      let postcode = branch.postcode;
      if (slot.slot_type === 'DELIVERY') {
        if (checked.value.addressId === undefined) {
          return refused(
            'VALIDATION_FAILED',
            'Invalid body.addressId: a delivery needs an address',
            {
              issues: [{ field: 'body.addressId', message: 'a delivery needs an address' }],
            },
          );
        }
        const delivery = await deliveryBranchFor(identity, checked.value.addressId);
        if (!delivery.ok) return delivery.refusal;
        if (delivery.branchId !== slot.branch_id) {
          return refused('DELIVERY_AREA_NOT_SERVED', DELIVERY_AREA_NOT_SERVED_TITLE, {
            postcode: delivery.postcode,
          });
        }
        addressId = delivery.addressId;
        postcode = delivery.postcode;
      }

      // The trolley as it would be with this slot (spec doc 1 §8 modals).
      const conflicts = await trolley.slotConflicts(identity, {
        slotType: slot.slot_type as BookableSlotType,
        start: new Date(slot.start_at),
        deliveryChargePence: slot.base_price_pence,
      });
      const check = slotTrolleyCheck(conflicts);
      if (check) {
        const title = {
          TROLLEY_HAS_UNAVAILABLE_ITEMS: UNAVAILABLE_ITEMS_TITLE,
          ENTERTAINING_ONLY_SLOTS: ENTERTAINING_ONLY_TITLE,
          SLOT_RESTRICTION_CONFLICT: RESTRICTION_CONFLICT_TITLE,
        }[check.refusal];
        return refused(check.refusal, title, {
          lineNumbers: check.lineNumbers,
          slotOptionDates: check.slotOptionDates,
        });
      }

      const orderId = await trolley.currentOrderId(identity);
      if (orderId === null) return refused('UNAUTHENTICATED', SIGN_IN_TO_BOOK_SLOT);
      const pass = await passCover(identity, at);
      const coveredByPass = pass.covers({
        slotType: slot.slot_type as BookableSlotType,
        start: new Date(slot.start_at),
      });
      let passSavingPence = 0;
      const attempt = () =>
        repository.book<SlotOutcome<never>>({
          customerId: identity.customerId,
          orderId,
          slotId,
          now: at,
          isChristmasDay: isChristmasSlotDay,
          plan: (view) => {
            if (
              isChristmasSlotDay(view.slot.slot_date) &&
              !mayBookChristmasSlot(view.christmasSlots)
            ) {
              return {
                outcome: 'refuse',
                refusal: refused('CHRISTMAS_SLOT_LIMIT', CHRISTMAS_SLOT_LIMIT_TITLE),
              };
            }
            const greenSlot = greenOf(view.slot, view.dayDeliveries);
            const priceInput = {
              basePricePence: view.slot.base_price_pence,
              booked: view.slot.booked,
              capacity: view.slot.capacity,
              greenSlot,
              deliveryPass: coveredByPass,
            };
            const price = checkExpectedPrice(expectedPricePence, priceInput);
            if (price.outcome === 'offer-ended') {
              return {
                outcome: 'refuse',
                refusal: refused('SLOT_OFFERS_NOT_VALID', SLOT_OFFERS_NOT_VALID_TITLE, {
                  pricePence: price.pricePence,
                }),
              };
            }
            if (price.outcome === 'changed') {
              return {
                outcome: 'refuse',
                refusal: refused('DELIVERY_CHARGE_CHANGED', DELIVERY_CHARGE_CHANGED_TITLE, {
                  pricePence: price.pricePence,
                }),
              };
            }
            const deliveryChargePence = slotPricePence(priceInput);
            passSavingPence =
              slotPricePence({ ...priceInput, deliveryPass: false }) - deliveryChargePence;
            return {
              outcome: 'book',
              addressId,
              postcode,
              greenSlot,
              deliveryChargePence,
              deliveryPassSavingPence: passSavingPence,
              expiresAt: reservationExpiry(view.slot.slot_date, at, deps.reservationMinutes),
            };
          },
        });
      let result = await attempt();
      if (result.outcome === 'full' && (await freed())) result = await attempt();
      switch (result.outcome) {
        case 'slot-not-found':
          return refused('SLOT_NOT_FOUND', 'No such slot.');
        case 'full':
          return refused('SLOT_TAKEN', SLOT_TAKEN_TITLE, { slotId });
        case 'refused':
          return result.refusal;
        case 'booked':
          await deps.deliveryPass?.recordBooking(identity.customerId, orderId, {
            savedPence: passSavingPence,
            slotStart: new Date(slot.start_at),
          });
          return { outcome: 'ok', value: await currentSlotOf(identity, result.reservation) };
      }
    },

    async currentSlot(identity) {
      if (!isSignedIn(identity)) return null;
      const reservation = await liveReservation(identity);
      return reservation ? currentSlotOf(identity, reservation) : null;
    },

    async slotOfOpenOrder(identity, orderId) {
      if (!isSignedIn(identity)) return { current: null, booked: null };
      // The customer's own reservations only, whatever order id is named.
      const reservation = await repository.liveReservationOfOrder(
        identity.customerId,
        orderId,
        now(),
      );
      if (!reservation) return { current: null, booked: null };
      return {
        current: await currentSlotOf(identity, reservation),
        booked: bookedSlotOf(reservation),
      };
    },

    async currentSlotOfOrder(identity, customerOrderId) {
      if (!isSignedIn(identity)) return refused('UNAUTHENTICATED', 'Sign in to see your slot.');
      const notFound = () =>
        refused<never>('SLOT_RESERVATION_NOT_FOUND', 'No such customer order.');
      if (!/^[1-9]\d{0,17}$/.test(customerOrderId)) return notFound();
      const reservation = await repository.liveReservationOfOrder(
        identity.customerId,
        customerOrderId,
        now(),
      );
      if (reservation) return { outcome: 'ok', value: await currentSlotOf(identity, reservation) };
      const owned =
        (await trolley.openOrderId(identity)) === customerOrderId ||
        (await repository.hasReservedFor(identity.customerId, customerOrderId));
      return owned ? { outcome: 'ok', value: null } : notFound();
    },

    async slotHoldLapsed(identity, customerOrderId) {
      if (!isSignedIn(identity) || !/^[1-9]\d{0,17}$/.test(customerOrderId)) return false;
      return repository.holdLapsed(identity.customerId, customerOrderId, now());
    },

    async cancelSlot(identity) {
      if (!isSignedIn(identity)) return false;
      const orderId = await trolley.openOrderId(identity);
      if (orderId === null) return false;
      const cancelled = await repository.cancel(identity.customerId, { orderId }, now());
      if (cancelled !== null) await passNoLongerPays(identity.customerId, orderId);
      return cancelled !== null;
    },

    async cancelReservation(identity, slotReservationId) {
      if (!isSignedIn(identity) || !/^[1-9]\d{0,17}$/.test(slotReservationId)) return false;
      const cancelled = await repository.cancel(
        identity.customerId,
        { reservationId: slotReservationId },
        now(),
      );
      return cancelled !== null;
    },

    async confirmReservation(identity, customerOrderId) {
      if (!isSignedIn(identity)) return refused('UNAUTHENTICATED', 'Sign in to place an order.');
      if (!/^[1-9]\d{0,17}$/.test(customerOrderId)) {
        return refused('SLOT_RESERVATION_NOT_FOUND', 'This order has no slot reserved.');
      }
      const at = now();
      const confirmed =
        (await repository.confirm(identity.customerId, customerOrderId, at)) ??
        (await repository.liveReservationOfOrder(identity.customerId, customerOrderId, at));
      if (confirmed) return { outcome: 'ok', value: await currentSlotOf(identity, confirmed) };
      if (await repository.hasReservedFor(identity.customerId, customerOrderId)) {
        return refused('SLOT_EXPIRED', SLOT_EXPIRED_TITLE);
      }
      return refused('SLOT_RESERVATION_NOT_FOUND', 'This order has no slot reserved.');
    },

    async unconfirmReservation(identity, customerOrderId) {
      if (!isSignedIn(identity) || !/^[1-9]\d{0,17}$/.test(customerOrderId)) return false;
      return repository.unconfirm(identity.customerId, customerOrderId, now());
    },

    async releaseOrderReservation(identity, customerOrderId) {
      if (!isSignedIn(identity) || !/^[1-9]\d{0,17}$/.test(customerOrderId)) return false;
      const released = await repository.cancel(
        identity.customerId,
        { orderId: customerOrderId },
        now(),
      );
      // A cancelled order's delivery was not paid by the pass: it no longer counts against it.
      if (released !== null) await passNoLongerPays(identity.customerId, customerOrderId);
      return released !== null;
    },

    onAvailabilityChange(listener) {
      return events.subscribe(listener);
    },
  };

  return {
    service,
    bookedSlots: {
      async bookedSlot(customerId, orderId) {
        const reservation = await repository.liveReservationOfOrder(customerId, orderId, now());
        return reservation ? bookedSlotOf(reservation) : null;
      },
    },
    addressUsage: {
      inUseAddressIds: (customerId) => repository.reservedAddressIds(customerId, now()),
    },
    async generateAhead() {
      return generateSlotsAhead({
        repository,
        branches: [...(await branches()).values()],
        now: now(),
      });
    },
    async sweepExpired() {
      return (await repository.expire(now())).length;
    },
  };
}
