import type { AddressLines } from '@grocer/domain/address/address';
import type { Money, Product } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { DeliveryStatus } from '@grocer/domain/orders/delivery-status';
import type { OrderLink } from '@grocer/domain/orders/order-links';
import type { OrderListName } from '@grocer/domain/orders/order-lists';
import type { ActualTotals, PickOutcome } from '@grocer/domain/orders/picking';
import type { CardType } from '@grocer/domain/payments/card-type';
import type { TrolleyItemInput } from '@grocer/domain/trolley/trolley-input.schema';
import type { OrderStatus, OrderView } from './orders.contract.ts';

/**
 * Order history, view order, cancel and shop from a previous order (issue 13, decision 0041;
 * spec doc 2 §3 Order, Order lists, Delivery status; §4 Cancel; §7 cancelOrder, order products,
 * customerorders/stats). Other contexts' facts come through their contracts: the payment card by
 * id, the tenders an order redeemed, the slot's reservation, the catalogue's products and the
 * trolley's addItem.
 */

export interface EstimatedTotals {
  giftCards: Money;
  giftVouchers: Money;
  paymentCard: Money;
  toPay: Money;
  totalSavings: Money;
  orderLevelSavings: Money;
  offerSavings: Money;
  membershipSavings: Money;
  incentiveSavings: Money;
  totalPrice: Money;
  deliveryCharge: Money;
  carrierBagCharge: Money;
  orderLines: Money;
  depositCharge: Money;
}

/** Spec doc 2 §3 Actual totals: what picking priced (decision 0043); null until picked. */
export type { ActualTotals };

export interface OrderSlotView {
  branchId: number;
  branchName: string | null;
  type: string;
  startDateTime: string;
  endDateTime: string;
  amendOrderCutoffDateTime: string;
  shopByDateTime: string | null;
  deliveryAddress: { addressId: number; summary: string | null; postcode: string } | null;
  price: Money;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface OrderPaymentInfo {
  giftCards: { serialNumber: string; remainingBalance: Money; amountToDeduct: Money }[];
  vouchers: { serialNumber: string; status: string; value: Money }[];
  cardPayment: {
    cardType: CardType;
    cardholderName: string;
    maskedCardNumber: string;
    startDate: null;
    expiryDate: string;
    businessAccount: boolean;
    billingAddress: (AddressLines & { id: number }) | null;
  } | null;
}

export interface OrderLineAdjustment {
  id: string;
  displayText: string;
  adjustmentType: 'OFFER';
  amount: Money;
  status: 'APPLIED';
}

export interface OrderLineSubstitute {
  lineNumber: string;
  productId: string;
  name: string | null;
  price: Money | null;
  quantity: unknown;
}

export interface OrderLineDetails {
  lineNumber: string;
  productId: string;
  orderLineStatus: 'ACTIVE' | 'CANCELLED';
  orderLineType: 'STANDARD';
  substitutionAllowed: boolean;
  noteToShopper: string | null;
  supplierOrderRequired: boolean;
  sequenceNumber: number;
  /**
   * What the picker gave instead (fulfilment, decision 0043): the substitute product with its
   * catalogue name and price (null when no longer in the catalogue) and the quantity given.
   * Empty until picked, and for a line picked as ordered.
   */
  substitutes: OrderLineSubstitute[];
  /** What picking found for the line (picked quantity or actual weight); null until picked. */
  picked: { outcome: PickOutcome; quantity: unknown } | null;
  personalisedInfos: { message: string; quantity: number }[];
  quantity: unknown;
  price: Money;
  unitPrice: Money;
  salePrice: Money;
  totalPrice: Money;
  estimated: boolean;
  estimatedPrice: Money;
  estimatedTotalPrice: Money;
  depositCharge: Money;
  adjustments: OrderLineAdjustment[];
}

/** Spec doc 2 §3 "Order", as GET orders/{id} answers it. */
export interface OrderDetails extends OrderView {
  shopNumber: number | null;
  containsEntertainingLines: boolean;
  created: string;
  lastUpdated: string;
  bagless: boolean;
  substitutionsAllowed: boolean;
  alcoholPresent: boolean;
  numberOfItems: number;
  /** Masked (the last four digits), as placed (issue 21); null for none. */
  partnerDiscountCardNumber: string | null;
  links: OrderLink[];
  alerts: { type: string; message: string }[];
  estimatedTotals: EstimatedTotals;
  actualTotals: ActualTotals | null;
  /** What the capture (or a resolution payment) took from the card; null until then. */
  capturedAmount: Money | null;
  slots: OrderSlotView[];
  paymentInfo: OrderPaymentInfo;
  orderLines: OrderLineDetails[];
  deliveryStatus: DeliveryStatus;
}

export interface OrderSummary {
  customerOrderId: string;
  status: OrderStatus;
  created: string;
  slot: { type: string; startDateTime: string; endDateTime: string } | null;
  total: Money;
  numberOfItems: number;
  deliveryStatus: DeliveryStatus;
  links: OrderLink[];
}

export interface OrderListPage {
  list: OrderListName;
  orders: OrderSummary[];
  start: number;
  size: number;
  /** The next page's start, or null on the last page. */
  nextStart: number | null;
}

export interface UserOrderStats {
  customerHasACompletedOrder: boolean;
  daysSinceLastCompletedOrder: number | null;
  customerHasAnOrderRequiringPaymentAttention: boolean;
}

export type CancelFailureCode =
  | 'NOT_FOUND'
  | 'ORDER_NOT_CANCELLABLE'
  | 'ORDER_CANCEL_CUTOFF_PASSED'
  | 'PAYMENT_VOID_REFUSED';

export type CancelOutcome =
  | { outcome: 'cancelled'; order: OrderDetails }
  | { outcome: 'refused'; code: CancelFailureCode };

export interface ShopFromOrderResult {
  /** The trolley the products went to (the shopper's open one). */
  trolleyOrderId: string;
  added: { lineNumber: string; productId: string; quantity: unknown }[];
  notAdded: { lineNumber: string; productId: string; reason: 'NOT_SOLD' | 'REFUSED' }[];
}

export interface OrderHistoryService {
  /** The order as spec doc 2 §3 shows it; null for none or another customer's. */
  getOrder(identity: Identity, customerOrderId: string): Promise<OrderDetails | null>;
  listOrders(
    identity: Identity,
    list: OrderListName,
    page: { start: number; size: number },
  ): Promise<OrderListPage>;
  stats(identity: Identity): Promise<UserOrderStats>;
  /** The catalogue's products of the order's lines (at most 100 line numbers); null for no such order. */
  orderProducts(
    identity: Identity,
    customerOrderId: string,
    lineNumbers: readonly string[],
  ): Promise<Product[] | null>;
  cancelOrder(identity: Identity, customerOrderId: string): Promise<CancelOutcome>;
  /** Adds the order's products still sold to the open trolley; null for no such order. */
  shopFromOrder(identity: Identity, customerOrderId: string): Promise<ShopFromOrderResult | null>;
}

/** What the history needs of other contexts, each filled from that context's contract. */
export interface OrderHistorySources {
  paymentCards: {
    get(
      identity: Identity,
      cardId: number,
    ): Promise<{
      cardType: CardType;
      cardholderName: string;
      maskedCardNumber: string;
      expiryDate: string;
      billingAddressId: number | null;
    } | null>;
  };
  addresses: {
    get(identity: Identity, addressId: number): Promise<(AddressLines & { id: number }) | null>;
  };
  tenders: {
    redeemedTenders(customerId: number, orderId: string): Promise<RedeemedTenders>;
    releaseRedemption(customerId: number, orderId: string): Promise<void>;
  };
  slots: {
    /** Cancels the order's confirmed reservation, giving its place back; false when none. */
    releaseOrderReservation(identity: Identity, customerOrderId: string): Promise<boolean>;
  };
  payments: {
    void(input: {
      paymentId: string;
      idempotencyKey: string;
    }): Promise<{ outcome: 'ok' } | { outcome: 'refused' | 'not_found' } | { outcome: string }>;
  };
  catalogue: {
    getProductsByLineNumbers(lineNumbers: string[]): Promise<Product[]>;
    /** A substitute's product by id (its name and price on View Order). */
    getProduct(id: string): Promise<Product | null>;
  };
  trolley: {
    currentOrderId(identity: Identity): Promise<string | null>;
    addItem(identity: Identity, orderId: string, item: TrolleyItemInput): Promise<unknown>;
  };
  now(): Date;
}

export interface RedeemedTenders {
  giftCards: { serialNumber: string; remainingBalance: Money; amountToDeduct: Money }[];
  giftVouchers: { serialNumber: string; status: string; value: Money }[];
}
