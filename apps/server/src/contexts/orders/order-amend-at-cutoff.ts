import { DEFAULT_BRANCH_ID, type Identity } from '@grocer/domain/identity/identity';
import {
  type AmendCutOffOutcome,
  amendCutOffOutcome,
  amendCutOffStaffNote,
  needsStaff,
} from '@grocer/domain/orders/order-amend-cut-off';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import type { CurrentSlot, SlotFailure } from '../slots/slots.contract.ts';
import type { AmendCutOffRepository } from './amend-cut-off.repository.ts';
import type {
  AmendCutOffEnd,
  AmendCutOffRecord,
  FulfilmentSources,
  StaffAmendCutOffNote,
} from './fulfilment.contract.ts';
import type { OrderAmendService } from './order-amend.contract.ts';
import type { OrderCustomerLookup } from './order-placed-mail.ts';
import { slotText } from './order-placed-mail.ts';

/** The email telling the shopper how the cut-off ended their amend (decision 0059). */
export interface AmendCutOffMailer {
  enqueue(request: {
    to: string;
    template: 'order-amend-cut-off';
    data: {
      customerOrderId: string;
      firstName?: string;
      outcome: AmendCutOffOutcome;
      slot: string;
      orderUrl: string;
    };
  }): Promise<unknown>;
}

/** Staff's note of how the cut-off ended the order's amend (decision 0059). */
export function staffNoteOf(
  record: AmendCutOffRecord | undefined,
  status: OrderStatus,
): StaffAmendCutOffNote | null {
  if (!record) return null;
  const original = record.originalSlot as { startDateTime?: unknown } | null;
  return {
    outcome: record.outcome,
    needsStaff: needsStaff(record.outcome, status),
    note: amendCutOffStaffNote(record.outcome),
    at: record.at,
    originalSlotStart: typeof original?.startDateTime === 'string' ? original.startDateTime : null,
  };
}

type SlotAnswer<T> = { outcome: 'ok'; value: T } | { outcome: 'refused'; failure: SlotFailure };

/** What ending an amend at the cut-off needs (app.ts fills it from each context's contract). */
export interface AmendAtCutOffDeps {
  orderAmend: Pick<OrderAmendService, 'cancelAmendOrder'>;
  repository: AmendCutOffRepository;
  slots: {
    currentSlotOfOrder(
      identity: Identity,
      customerOrderId: string,
    ): Promise<SlotAnswer<CurrentSlot | null>>;
    confirmReservation(
      identity: Identity,
      customerOrderId: string,
    ): Promise<SlotAnswer<CurrentSlot>>;
  };
  trolley: { closeAfterAmend(customerId: number, orderId: string): Promise<boolean> };
  mail: AmendCutOffMailer;
  customers: OrderCustomerLookup;
  publicOrigin: string;
  now(): Date;
  /** A mail that could not be queued is reported, never thrown: the order has moved on. */
  onMailError(error: unknown, customerOrderId: string): void;
}

/**
 * Fulfilment's way to end an amend still open at the cut-off (decisions 0042, 0043 Wiring, 0059):
 * the amend service's own cancelAmendOrder, acting for the order's customer (the scheduler has no
 * session), so the original lines and slot stay and the amend's trolley is closed. When the
 * cancel is refused because the original slot filled meanwhile (the shopper booked another while
 * amending), the order as originally placed keeps the slot the shopper holds, confirmed; with none
 * held it is set aside for staff (PLACED, no slot, not started by the scheduler). Either way the
 * amend ends, the outcome is recorded and the shopper is emailed.
 */
export function amendsAtCutOff(deps: AmendAtCutOffDeps): FulfilmentSources['amends'] {
  async function tell(identity: Identity, customerOrderId: string, record: AmendCutOffRecord) {
    try {
      const customer = await deps.customers.get(identity.customerId);
      if (!customer) return;
      await deps.mail.enqueue({
        to: customer.email,
        template: 'order-amend-cut-off',
        data: {
          customerOrderId,
          ...(customer.firstName ? { firstName: customer.firstName } : {}),
          outcome: record.outcome,
          slot: slotText(record.heldSlot ?? record.originalSlot),
          orderUrl: `${deps.publicOrigin}/ecom/myaccount/my-orders/order/${customerOrderId}`,
        },
      });
    } catch (error) {
      deps.onMailError(error, customerOrderId);
    }
  }

  /** The cancel was refused for the original slot: keep the held slot, or set the order aside. */
  async function endWithoutOriginalSlot(
    identity: Identity,
    customerOrderId: string,
  ): Promise<AmendCutOffEnd> {
    const current = await deps.slots.currentSlotOfOrder(identity, customerOrderId);
    const held = current.outcome === 'ok' ? current.value : null;
    let heldSlot: CurrentSlot | null = null;
    if (amendCutOffOutcome(held, deps.now()) === 'held-slot') {
      const confirmed = await deps.slots.confirmReservation(identity, customerOrderId);
      // A hold that lapsed between the look and the confirm: set aside like any lapsed one.
      if (confirmed.outcome === 'ok') heldSlot = confirmed.value;
    }
    await deps.trolley.closeAfterAmend(identity.customerId, customerOrderId);
    const record = await deps.repository.end({
      customerOrderId,
      customerId: identity.customerId,
      outcome: heldSlot ? 'held-slot' : 'set-aside',
      heldSlot,
      at: deps.now(),
    });
    // Someone else ended the amend meanwhile: their answer stands.
    if (!record) return { outcome: 'placed' };
    await tell(identity, customerOrderId, record);
    return { outcome: record.outcome };
  }

  return {
    async endAmend(customerId, customerOrderId) {
      const actingFor: Identity = {
        customerId,
        principalId: customerId,
        permissions: [],
        defaultBranchId: DEFAULT_BRANCH_ID,
        sessionId: null,
      };
      const result = await deps.orderAmend.cancelAmendOrder(actingFor, customerOrderId);
      // Someone else ended the amend meanwhile (checked out or cancelled): nothing to undo.
      if (
        result.outcome === 'ok' ||
        (result.outcome === 'refused' && result.code === 'ORDER_NOT_AMENDING')
      )
        return { outcome: 'placed' };
      if (result.outcome === 'refused' && result.code === 'ORIGINAL_SLOT_TAKEN')
        return endWithoutOriginalSlot(actingFor, customerOrderId);
      return { outcome: 'still-amending' };
    },
    async outcomes(customerOrderIds) {
      return deps.repository.outcomes(customerOrderIds);
    },
    async setAsideOrderIds(limit) {
      return deps.repository.setAsideOrderIds(limit);
    },
  };
}
