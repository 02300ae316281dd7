import type { Product, Quantity, Uom } from '@grocer/domain/catalogue/catalogue.types';
import {
  SOLD_OUT_ONLINE,
  TEMPORARILY_UNAVAILABLE,
} from '@grocer/domain/catalogue/catalogue-messages';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import type { Identity } from '@grocer/domain/identity/identity';
import { formatQuantity, normaliseQuantity } from '@grocer/domain/quantity/quantity';
import { aisleOf, groupByAisle, OTHER_AISLE_NAME } from '@grocer/domain/quick-shop/aisle-groups';
import {
  boughtTimes,
  FAVOURITE,
  NOTHING_CHOSEN,
  RECOMMENDATIONS_HEADING,
} from '@grocer/domain/quick-shop/quick-shop-messages';
import type { WantedLine } from '@grocer/domain/quick-shop/trolley-additions';
import { MAX_BATCH_LINES, UOMS } from '@grocer/domain/trolley/trolley-input.schema';
import type {
  OrderWithRecommendations,
  TrolleyAdditionsSummary,
} from '@grocer/server/contexts/quick-shop/quick-shop.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { REQUEST_DEADLINE_MS } from '../../../lib/client-fetch.ts';
import { getServices } from '../../../lib/services.server.ts';
import { withDeadline } from '../lib/deadline.ts';
import {
  type AdditionsResult,
  type AlternativeView,
  PICK_FIELD,
  quantityField,
  type SelectionRow,
  type SelectionSection,
  uomField,
} from '../lib/quick-shop-view.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The quick shop and shop from previous pages' server side (decision 0082): rows for the one
 * selection form, the form read back, the press (the quick shop service's one batch) and its
 * summary. The order query has the spec's 45 s timeout (doc 2 §7), here the page's deadline.
 */

function availabilityText(product: Product): string | null {
  if (product.availability === 'TEMPORARILY_UNAVAILABLE') return TEMPORARILY_UNAVAILABLE;
  if (product.availability === 'SOLD_OUT_ONLINE') return SOLD_OUT_ONLINE;
  return null;
}

export function selectionRowOf(
  product: Product,
  quantity: Quantity,
  options: { checked?: boolean; note?: string | null } = {},
): SelectionRow {
  return {
    lineNumber: product.lineNumber,
    productId: product.id,
    name: productDisplayName(product.name),
    size: product.size,
    image: product.image,
    price: product.pricing.displayPrice.amount,
    estimated: product.pricing.displayPriceEstimated,
    quantity,
    checked: options.checked ?? true,
    note: options.note ?? null,
    availability: availabilityText(product),
  };
}

/** Sections by aisle (A to Z, then the products of no known aisle). */
function aisleSections<T>(
  items: readonly T[],
  productOf: (item: T) => Product,
  rowOf: (item: T) => SelectionRow,
): SelectionSection[] {
  return groupByAisle(items, (item) => aisleOf(productOf(item).categories)).map((group) => ({
    id: `aisle-${group.aisle?.id ?? 'other'}`,
    title: group.aisle?.name ?? OTHER_AISLE_NAME,
    rows: group.items.map(rowOf),
  }));
}

/** The quick shop's form: the shopper's usual products by aisle, each ticked at its usual quantity. */
export async function quickShopSections(
  context: Context,
  identity: Identity,
): Promise<SelectionSection[]> {
  const aisles = await getServices(context).quickShop.usualProducts(identity);
  return aisles.map((group) => ({
    id: `aisle-${group.aisle?.id ?? 'other'}`,
    title: group.aisle?.name ?? OTHER_AISLE_NAME,
    rows: group.products.map((usual) =>
      selectionRowOf(usual.product, usual.usualQuantity, {
        note:
          [
            usual.favourite ? FAVOURITE : null,
            usual.timesBought > 0 ? boughtTimes(usual.timesBought) : null,
          ]
            .filter(Boolean)
            .join(' · ') || null,
      }),
    ),
  }));
}

/** The order a shopper shops from, as its page shows it. */
export interface ShopFromPreviousPage {
  customerOrderId: string;
  /** ISO date-time the order was placed. */
  created: string;
  sections: SelectionSection[];
  /** Unticked: the order query's recommendations. */
  recommendations: SelectionSection | null;
  /** The order's products the shop no longer sells (their names are gone with them). */
  noLongerSold: number;
}

/** Each line number's quantity on the order: its lines in the first line's unit, summed. */
function orderQuantities(order: OrderWithRecommendations['order']): Map<string, Quantity> {
  const quantities = new Map<string, Quantity>();
  for (const line of order.orderLines) {
    const quantity = line.quantity as Quantity;
    const seen = quantities.get(line.lineNumber);
    if (!seen) quantities.set(line.lineNumber, { ...quantity });
    else if (seen.uom === quantity.uom) {
      seen.amount = normaliseQuantity(seen.amount + quantity.amount, seen.uom);
    }
  }
  return quantities;
}

/**
 * The order query with recommendations for the shop from previous page, within the spec's 45 s
 * (a longer wait gives 'timed-out': the page says so and offers to try again). 'not-found' for
 * no such order or another customer's.
 */
export async function shopFromPreviousPage(
  context: Context,
  identity: Identity,
  customerOrderId: string,
  options: { deadlineMs?: number } = {},
): Promise<ShopFromPreviousPage | 'not-found' | 'timed-out'> {
  const services = getServices(context);
  let found: OrderWithRecommendations;
  try {
    const trolleyId = await services.trolley.openOrderId(identity);
    const answer = await withDeadline(
      services.quickShop.orderWithRecommendations(identity, {
        customerOrderId,
        recommendationsSize: 8,
        recommendationsStart: 0,
        productsSize: 100,
        trolleyId,
        experience: 'previous-order',
      }),
      options.deadlineMs ?? REQUEST_DEADLINE_MS,
    );
    if (answer === 'timed-out') return answer;
    found = answer;
  } catch (error) {
    if (clientErrorOf(error)?.status === 404) return 'not-found';
    throw error;
  }
  const quantities = orderQuantities(found.order);
  const sold = new Set(found.products.map((product) => product.lineNumber));
  return {
    customerOrderId: found.order.customerOrderId,
    created: found.order.created,
    sections: aisleSections(
      found.products,
      (product) => product,
      (product) =>
        selectionRowOf(product, quantities.get(product.lineNumber) ?? product.defaultQuantity),
    ),
    recommendations:
      found.recommendations.length === 0
        ? null
        : {
            id: 'recommendations',
            title: RECOMMENDATIONS_HEADING,
            rows: found.recommendations.map((product) =>
              selectionRowOf(product, product.defaultQuantity, { checked: false }),
            ),
          },
    noLongerSold: [...quantities.keys()].filter((lineNumber) => !sold.has(lineNumber)).length,
  };
}

/**
 * The ticked products with their quantities as typed (normalised by the unit rules, spec doc 1
 * §5; a quantity of 0 means not wanted), or why there is nothing to add.
 */
export function readSelection(
  form: FormData,
): { ok: true; lines: WantedLine[] } | { ok: false; message: string } {
  const picked = [...new Set(form.getAll(PICK_FIELD))];
  if (picked.length > MAX_BATCH_LINES) {
    return { ok: false, message: `Choose at most ${MAX_BATCH_LINES} products at once.` };
  }
  const lines: WantedLine[] = [];
  for (const value of picked) {
    const lineNumber = lineNumberSchema.safeParse(value);
    if (!lineNumber.success)
      return { ok: false, message: `Invalid ${PICK_FIELD}: ${String(value).slice(0, 20)}` };
    const uom = form.get(uomField(lineNumber.data));
    if (typeof uom !== 'string' || !(UOMS as readonly string[]).includes(uom)) {
      return {
        ok: false,
        message: `Invalid ${uomField(lineNumber.data)}: must be one of ${UOMS.join(', ')}`,
      };
    }
    const typed = form.get(quantityField(lineNumber.data));
    const amount = normaliseQuantity(
      typeof typed === 'string' ? typed.slice(0, 20) : '',
      uom as Uom,
    );
    if (amount > 0)
      lines.push({ lineNumber: lineNumber.data, quantity: { amount, uom: uom as Uom } });
  }
  return lines.length === 0 ? { ok: false, message: NOTHING_CHOSEN } : { ok: true, lines };
}

/** The press: the quick shop's one batch, and its summary as the page shows it. */
export async function addSelection(
  context: Context,
  identity: Identity,
  lines: readonly WantedLine[],
  /** The trolley's swap alternative, as its swap modal shows one (the route passes it in). */
  alternativeOf: (product: Product) => AlternativeView,
): Promise<{ status: number; result: AdditionsResult }> {
  let summary: TrolleyAdditionsSummary;
  try {
    summary = await getServices(context).quickShop.addToTrolley(identity, lines);
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { status: refused.status, result: { ok: false, message: refused.message } };
  }
  const line = (l: { lineNumber: string; name: string; quantity: Quantity }) => ({
    lineNumber: l.lineNumber,
    name: l.name,
    quantity: formatQuantity(l.quantity.amount, l.quantity.uom),
  });
  return {
    status: 200,
    result: {
      ok: true,
      summary: {
        added: summary.added.map(line),
        alreadyInTrolley: summary.alreadyInTrolley.map(line),
        unavailable: summary.unavailable.map((l) => ({
          lineNumber: l.lineNumber,
          name: l.name,
          message: l.message,
          alternatives: l.alternatives.map(alternativeOf),
        })),
        toCheck: summary.toCheck.map(({ lineNumber, name, message }) => ({
          lineNumber,
          name,
          message,
        })),
      },
    },
  };
}
