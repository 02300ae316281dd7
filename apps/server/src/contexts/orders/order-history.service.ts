import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { moneyOfPence as gbp } from '@grocer/domain/money/money';
import { deliveryStatus } from '@grocer/domain/orders/delivery-status';
import {
  AMEND_CUT_OFF_ALERT,
  amendCutOffAlert,
  needsStaff,
} from '@grocer/domain/orders/order-amend-cut-off';
import { isCancellable, orderLinks } from '@grocer/domain/orders/order-links';
import { COMPLETED_STATUSES, daysSince, statusesOfList } from '@grocer/domain/orders/order-lists';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import {
  estimatedTotalsOf,
  type OrderTotals,
  placedTotalPence,
} from '@grocer/domain/orders/order-totals';
import type { LinePick } from '@grocer/domain/orders/picking';
import type { TrolleyTotals } from '@grocer/domain/pricing/trolley-totals';
import { maskPartnerDiscountCard } from '@grocer/domain/tenders/partner-discount-card';
import type { CurrentSlot } from '../slots/slots.contract.ts';
import type { AmendCutOffRepository } from './amend-cut-off.repository.ts';
import type { MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import { finishCancel, runCancelWorkflow } from './order-cancel.workflow.ts';
import type {
  CancelOutcome,
  EstimatedTotals,
  OrderDetails,
  OrderHistoryService,
  OrderHistorySources,
  OrderLineDetails,
  OrderListPage,
  OrderPaymentInfo,
  OrderSlotView,
  OrderSummary,
  ShopFromOrderResult,
  UserOrderStats,
} from './order-history.contract.ts';
import type { OrderHistoryRepository } from './order-history.repository.ts';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { orderView } from './orders.service.ts';

/** The slot as placement snapshotted it (a `CurrentSlot`), or null for an order without one. */
function slotOf(snapshot: unknown): CurrentSlot | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const slot = snapshot as Partial<CurrentSlot>;
  return typeof slot.startDateTime === 'string' && typeof slot.amendOrderCutOff === 'string'
    ? (snapshot as CurrentSlot)
    : null;
}

function cutoffOf(slot: CurrentSlot | null): Date | null {
  return slot ? new Date(slot.amendOrderCutOff) : null;
}

const pence = (money: unknown): number =>
  typeof money === 'object' &&
  money !== null &&
  typeof (money as { amount?: unknown }).amount === 'number'
    ? (money as { amount: number }).amount
    : 0;

/**
 * The estimated totals as placement worked them out with the money rule (issue 21): kept on the
 * order, so View Order shows what was charged. Orders placed before the rule was kept read the
 * older way (no promo code was taken off them).
 */
function estimatedTotals(
  totals: Partial<TrolleyTotals> & { estimated?: OrderTotals | null },
  order: OrderRow,
  tenders: { giftCards: number; giftVouchers: number },
): EstimatedTotals {
  if (totals.estimated) return estimatedTotalsOf(totals.estimated);
  const offers = pence(totals.savingsFromOffers);
  const incentives = Math.max(0, pence(totals.savingsFromOffersAndIncentives) - offers);
  const members = pence(totals.savingsFromLoyaltyScheme);
  return {
    giftCards: gbp(tenders.giftCards),
    giftVouchers: gbp(tenders.giftVouchers),
    paymentCard: gbp(order.amount_to_pay_pence),
    toPay: gbp(order.amount_to_pay_pence),
    totalSavings: gbp(offers + incentives + members),
    // Promo codes are not taken off at placement yet (decision 0040): none at order level.
    orderLevelSavings: gbp(0),
    offerSavings: gbp(offers),
    membershipSavings: gbp(members),
    incentiveSavings: gbp(incentives),
    totalPrice: gbp(pence(totals.totalEstimatedCost)),
    deliveryCharge: gbp(pence(totals.deliveryCharge)),
    carrierBagCharge: gbp(0),
    orderLines: gbp(pence(totals.itemTotalEstimatedCost)),
    depositCharge: gbp(pence(totals.totalDepositCharge)),
  };
}

function slotView(slot: CurrentSlot, status: OrderStatus): OrderSlotView {
  return {
    branchId: slot.branchId,
    branchName: slot.branchName,
    type: slot.slotType,
    startDateTime: slot.startDateTime,
    endDateTime: slot.endDateTime,
    amendOrderCutoffDateTime: slot.amendOrderCutOff,
    shopByDateTime: slot.orderCutOff ?? null,
    deliveryAddress:
      slot.addressId > 0
        ? { addressId: slot.addressId, summary: slot.addressSummary, postcode: slot.postcode }
        : null,
    price: slot.deliveryCharge,
    status: status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** The line's picking (decision 0043) as View Order shows it: the substitute with its product. */
function pickOf(
  line: OrderLineRow,
  pick: LinePick | undefined,
  substitutes: ReadonlyMap<string, Product | null>,
): Pick<OrderLineDetails, 'picked' | 'substitutes'> {
  if (!pick) return { picked: null, substitutes: [] };
  const quantity = pick.quantity ?? line.quantity;
  if (pick.outcome !== 'SUBSTITUTED' || !pick.substituteProductId) {
    return { picked: { outcome: pick.outcome, quantity }, substitutes: [] };
  }
  const product = substitutes.get(pick.substituteProductId) ?? null;
  return {
    picked: { outcome: pick.outcome, quantity },
    substitutes: [
      {
        lineNumber: product?.lineNumber ?? pick.substituteLineNumber ?? '',
        productId: pick.substituteProductId,
        name: product?.name ?? null,
        price: product ? product.pricing.displayPrice : null,
        quantity,
      },
    ],
  };
}

function lineDetails(
  line: OrderLineRow,
  status: OrderStatus,
  picked: Pick<OrderLineDetails, 'picked' | 'substitutes'>,
): OrderLineDetails {
  const price = gbp(line.price_pence);
  const total = gbp(line.total_price_pence);
  const amountOf = (quantity: unknown) => {
    const q = quantity as { amount?: unknown; uom?: unknown };
    return q?.uom === 'C62' && typeof q.amount === 'number' ? q.amount : 1;
  };
  return {
    lineNumber: line.line_number,
    productId: line.product_id,
    orderLineStatus: status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE',
    orderLineType: 'STANDARD',
    substitutionAllowed: line.can_substitute,
    noteToShopper: line.note_to_shopper,
    supplierOrderRequired: false,
    sequenceNumber: line.position + 1,
    ...picked,
    personalisedInfos: line.personalised_message
      ? [{ message: line.personalised_message, quantity: amountOf(line.quantity) }]
      : [],
    quantity: line.quantity,
    price,
    unitPrice: price,
    salePrice: gbp(Math.max(0, line.retail_price_pence - line.saving_pence)),
    totalPrice: total,
    estimated: line.estimated,
    estimatedPrice: price,
    estimatedTotalPrice: total,
    depositCharge: gbp(line.deposit_charge_pence),
    adjustments:
      line.saving_pence > 0
        ? [
            {
              id: `${line.line_number}-offer`,
              displayText: 'Offer saving',
              adjustmentType: 'OFFER',
              amount: gbp(line.saving_pence),
              status: 'APPLIED',
            },
          ]
        : [],
  };
}

const isCatalogued = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && 'code' in error;

export function createOrderHistoryService(deps: {
  orders: OrdersRepository;
  repository: OrderHistoryRepository;
  sources: OrderHistorySources;
  /** The cancel's progress record (decision 0055); without it a cancel is not recorded. */
  workflows?: MoneyWorkflowsRepository;
  /** How the amend cut-off ended an amend whose original slot filled (decision 0059). */
  amendCutOffs?: Pick<AmendCutOffRepository, 'outcomeOf'>;
}): OrderHistoryService {
  const { orders, repository, sources } = deps;
  const workflows = deps.workflows ?? null;
  const now = () => sources.now();
  const signedIn = (identity: Identity) => isSignedIn(identity);

  async function find(identity: Identity, customerOrderId: string) {
    if (!signedIn(identity) || !/^[1-9]\d{0,17}$/.test(customerOrderId)) return null;
    return orders.findOrder(customerOrderId, identity.customerId);
  }

  async function paymentInfo(identity: Identity, order: OrderRow): Promise<OrderPaymentInfo> {
    const [tenders, card] = await Promise.all([
      sources.tenders.redeemedTenders(identity.customerId, order.customer_order_id),
      sources.paymentCards.get(identity, order.payment_card_id),
    ]);
    const billing =
      card?.billingAddressId != null
        ? await sources.addresses.get(identity, card.billingAddressId)
        : null;
    return {
      giftCards: tenders.giftCards,
      vouchers: tenders.giftVouchers,
      cardPayment: card
        ? {
            cardType: card.cardType,
            cardholderName: card.cardholderName,
            maskedCardNumber: card.maskedCardNumber,
            startDate: null,
            expiryDate: card.expiryDate,
            businessAccount: card.cardType === 'BUSINESS_ACCOUNT',
            billingAddress: billing
              ? {
                  id: billing.id,
                  line1: billing.line1,
                  line2: billing.line2,
                  line3: billing.line3,
                  town: billing.town,
                  region: billing.region,
                  country: billing.country,
                  postalCode: billing.postalCode,
                }
              : null,
          }
        : null,
    };
  }

  async function details(
    identity: Identity,
    found: { order: OrderRow; lines: OrderLineRow[] },
  ): Promise<OrderDetails> {
    const { order, lines } = found;
    const at = now();
    const [payment, products, fulfilment, cutOff] = await Promise.all([
      paymentInfo(identity, order),
      lines.length > 0
        ? sources.catalogue.getProductsByLineNumbers(lines.map((line) => line.line_number))
        : Promise.resolve([] as Product[]),
      repository.fulfilmentOf(order.customer_order_id, identity.customerId),
      deps.amendCutOffs?.outcomeOf(order.customer_order_id, identity.customerId) ?? null,
    ]);
    // Set aside at the cut-off (decision 0059): the original slot it shows was given up.
    const setAside = cutOff !== null && needsStaff(cutOff.outcome, order.status);
    const slot = setAside ? null : slotOf(order.slot);
    const cutOffAlert = cutOff ? amendCutOffAlert(cutOff.outcome, order.status) : null;
    const picks = new Map((fulfilment?.picking ?? []).map((pick) => [pick.position, pick]));
    const substituteIds = [
      ...new Set(
        [...picks.values()].flatMap((pick) =>
          pick.outcome === 'SUBSTITUTED' && pick.substituteProductId
            ? [pick.substituteProductId]
            : [],
        ),
      ),
    ];
    const substitutes = new Map(
      await Promise.all(
        substituteIds.map(async (id) => [id, await sources.catalogue.getProduct(id)] as const),
      ),
    );
    const sum = (items: { amountToDeduct?: { amount: number }; value?: { amount: number } }[]) =>
      items.reduce(
        (total, item) => total + (item.amountToDeduct?.amount ?? item.value?.amount ?? 0),
        0,
      );
    const alerts = [
      ...(order.status === 'PAYMENT_FAILED'
        ? [{ type: 'PAYMENT_FAILED', message: 'We could not take payment for this order.' }]
        : []),
      ...(cutOffAlert ? [{ type: AMEND_CUT_OFF_ALERT, message: cutOffAlert }] : []),
    ];
    return {
      ...orderView(order, lines),
      shopNumber: slot?.branchId ?? null,
      containsEntertainingLines: products.some((product) => product.productType === 'E'),
      created: new Date(order.created_at).toISOString(),
      lastUpdated: new Date(order.updated_at).toISOString(),
      bagless: false,
      substitutionsAllowed: order.sub_preference ?? lines.some((line) => line.can_substitute),
      alcoholPresent: products.some((product) => product.containsAlcohol),
      numberOfItems: lines.length,
      // Kept on the order at placement (issue 21); shown masked, as checkout shows it.
      partnerDiscountCardNumber: order.partner_discount_card_number
        ? maskPartnerDiscountCard(order.partner_discount_card_number)
        : null,
      links: orderLinks(
        {
          customerOrderId: order.customer_order_id,
          status: order.status,
          amendOrderCutoff: cutoffOf(slotOf(order.slot)),
        },
        at,
      ),
      alerts,
      estimatedTotals: estimatedTotals((order.totals ?? {}) as Partial<TrolleyTotals>, order, {
        giftCards: sum(payment.giftCards),
        giftVouchers: sum(payment.vouchers),
      }),
      actualTotals: fulfilment?.actual_totals ?? null,
      capturedAmount: fulfilment?.captured_pence != null ? gbp(fulfilment.captured_pence) : null,
      slots: slot ? [slotView(slot, order.status)] : [],
      paymentInfo: payment,
      orderLines: lines.map((line) =>
        lineDetails(line, order.status, pickOf(line, picks.get(line.position), substitutes)),
      ),
      deliveryStatus: deliveryStatus(order.status, slot),
    };
  }

  return {
    async getOrder(identity, customerOrderId) {
      const found = await find(identity, customerOrderId);
      return found ? details(identity, found) : null;
    },

    async listOrders(identity, list, page): Promise<OrderListPage> {
      if (!signedIn(identity))
        return { list, orders: [], start: page.start, size: page.size, nextStart: null };
      const found = await repository.listOrders(
        identity.customerId,
        statusesOfList(list),
        page.start,
        page.size,
      );
      const at = now();
      const summaries: OrderSummary[] = found.slice(0, page.size).map((row) => {
        const slot = slotOf(row.slot);
        return {
          customerOrderId: row.customer_order_id,
          status: row.status,
          created: new Date(row.created_at).toISOString(),
          slot: slot
            ? {
                type: slot.slotType,
                startDateTime: slot.startDateTime,
                endDateTime: slot.endDateTime,
              }
            : null,
          total: gbp(placedTotalPence(row.totals) ?? 0),
          numberOfItems: row.line_count,
          deliveryStatus: deliveryStatus(row.status, slot),
          links: orderLinks(
            {
              customerOrderId: row.customer_order_id,
              status: row.status,
              amendOrderCutoff: cutoffOf(slot),
            },
            at,
          ),
        };
      });
      return {
        list,
        orders: summaries,
        start: page.start,
        size: page.size,
        nextStart: found.length > page.size ? page.start + page.size : null,
      };
    },

    async stats(identity): Promise<UserOrderStats> {
      if (!signedIn(identity)) {
        return {
          customerHasACompletedOrder: false,
          daysSinceLastCompletedOrder: null,
          customerHasAnOrderRequiringPaymentAttention: false,
        };
      }
      const stats = await repository.stats(identity.customerId, COMPLETED_STATUSES);
      return {
        customerHasACompletedOrder: stats.last_completed_at !== null,
        daysSinceLastCompletedOrder: stats.last_completed_at
          ? daysSince(stats.last_completed_at, now())
          : null,
        customerHasAnOrderRequiringPaymentAttention: stats.payment_failed,
      };
    },

    async orderProducts(identity, customerOrderId, lineNumbers) {
      const found = await find(identity, customerOrderId);
      if (!found) return null;
      const ofOrder = new Set(found.lines.map((line) => line.line_number));
      const wanted = [...new Set(lineNumbers)].filter((lineNumber) => ofOrder.has(lineNumber));
      if (wanted.length === 0) return [];
      return sources.catalogue.getProductsByLineNumbers(wanted);
    },

    async cancelOrder(identity, customerOrderId): Promise<CancelOutcome> {
      const found = await find(identity, customerOrderId);
      if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
      const { order } = found;
      if (order.status === 'CANCELLED' && workflows) {
        // A cancel that did not finish (its process died): the retry finishes it (decision 0055).
        const unfinished = await workflows.unfinished(
          'cancel',
          customerOrderId,
          identity.customerId,
        );
        if (unfinished.length > 0) {
          for (const run of unfinished) await finishCancel({ repository, sources, workflows }, run);
          const after = await find(identity, customerOrderId);
          if (!after) throw new Error(`Cancelled order ${customerOrderId} is missing`);
          return { outcome: 'cancelled', order: await details(identity, after) };
        }
      }
      const facts = { status: order.status, amendOrderCutoff: cutoffOf(slotOf(order.slot)) };
      if (!isCancellable(facts, now())) {
        const inStatus = isCancellable({ ...facts, amendOrderCutoff: new Date(8.64e15) }, now());
        return {
          outcome: 'refused',
          code: inStatus ? 'ORDER_CANCEL_CUTOFF_PASSED' : 'ORDER_NOT_CANCELLABLE',
        };
      }
      const result = await runCancelWorkflow(
        { repository, sources, workflows },
        { identity, customerOrderId, paymentId: order.payment_id, voided: false },
      );
      if (result.outcome === 'refused') return result;
      const after = await find(identity, customerOrderId);
      if (!after) throw new Error(`Cancelled order ${customerOrderId} is missing`);
      return { outcome: 'cancelled', order: await details(identity, after) };
    },

    async shopFromOrder(identity, customerOrderId): Promise<ShopFromOrderResult | null> {
      const found = await find(identity, customerOrderId);
      if (!found) return null;
      const trolleyOrderId = await sources.trolley.currentOrderId(identity);
      if (trolleyOrderId === null) return null;
      const lines = found.lines;
      const sold = new Set(
        lines.length > 0
          ? (await sources.catalogue.getProductsByLineNumbers(lines.map((l) => l.line_number))).map(
              (product) => product.lineNumber,
            )
          : [],
      );
      const result: ShopFromOrderResult = { trolleyOrderId, added: [], notAdded: [] };
      const seen = new Set<string>();
      for (const line of lines) {
        // A personalised product repeated on several lines is added once, without its message.
        if (seen.has(line.line_number)) continue;
        seen.add(line.line_number);
        const what = { lineNumber: line.line_number, productId: line.product_id };
        if (!sold.has(line.line_number)) {
          result.notAdded.push({ ...what, reason: 'NOT_SOLD' });
          continue;
        }
        try {
          await sources.trolley.addItem(identity, trolleyOrderId, {
            ...what,
            quantity: line.quantity as never,
            canSubstitute: line.can_substitute,
            noteToShopper: line.note_to_shopper,
          });
          result.added.push({ ...what, quantity: line.quantity });
        } catch (error) {
          if (!isCatalogued(error)) throw error;
          result.notAdded.push({
            ...what,
            reason: error.code === 'PRODUCT_NOT_SOLD' ? 'NOT_SOLD' : 'REFUSED',
          });
        }
      }
      return result;
    },
  };
}
