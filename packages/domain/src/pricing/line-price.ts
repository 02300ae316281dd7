import type { Quantity, Uom } from '../catalogue/catalogue.types.ts';
import { gramPriceToKilo } from '../money/money.ts';
import { normaliseQuantity } from '../quantity/quantity.ts';

/**
 * What a trolley line costs before any offer, in integer pence (spec doc 1 §3 Trolley item,
 * §5 units). Items (C62) cost a whole number of shelf prices; weighed quantities (KGM, GRM,
 * LBR) cost weight × price per kilogram, rounded once, half up, to whole pence, and are
 * estimates: the shopper pays for the weight picked.
 */

/** The prices a product is sold at, as the catalogue stores them. */
export interface ShelfPrices {
  /**
   * The catalogue's displayPrice in pence: the price of one item (an estimate for weighed
   * items sold each). For a product sold only by weight it is the quoted price (per kg, per
   * 100 g) and only scales a was price to the kilogram.
   */
  itemPricePence: number;
  /** Price per kilogram in pence, for products sold by weight; null when not sold by weight. */
  kiloPricePence: number | null;
  /** The catalogue marks the item price as an estimate (weighed items sold each). */
  priceEstimated: boolean;
  /** The units the product is sold in (weights.uoms); when given, other units cannot be priced. */
  uoms?: readonly Uom[];
}

export const POUND_IN_KILOGRAMS = 0.45359237;

/** Whether a quantity in `uom` is sold by weight. */
export function isWeighedUom(uom: Uom): boolean {
  return uom !== 'C62';
}

/**
 * Whether a line in `uom` can be priced: in a unit the product is sold in, and for a weight
 * only with a price per kilogram.
 */
export function canPriceUom(prices: ShelfPrices, uom: Uom): boolean {
  if (prices.uoms && !prices.uoms.includes(uom)) return false;
  return !isWeighedUom(uom) || (prices.kiloPricePence !== null && prices.kiloPricePence >= 0);
}

/**
 * The price per kilogram of a catalogue unit price (`currentSaleUnitPrice`): `£12/kg` and
 * `£1.20/100g` both give 1200. Null for a unit price that is not by weight.
 */
export function kiloPriceFromUnitPrice(unitPrice: {
  quantity: { amount: number; uom: string };
  price: number | { amount: number };
}): number | null {
  const pence = typeof unitPrice.price === 'number' ? unitPrice.price : unitPrice.price.amount;
  const { amount, uom } = unitPrice.quantity;
  if (!(amount > 0) || !Number.isFinite(pence)) return null;
  switch (uom.toUpperCase()) {
    case 'KGM':
      return Math.round(pence / amount);
    case 'GRM':
      return Math.round((pence * 1000) / amount);
    default:
      return null;
  }
}

/** `numerator / denominator` rounded half up, for non-negative bigints. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

/**
 * Estimated pence for a weighed quantity at `kiloPricePence` per kilogram, rounded once, half
 * up. The amount is normalised for its unit first (KGM to one decimal, GRM whole grams, LBR to
 * the hundredth), then multiplied in integers so 0.3 kg at 999p is exactly 300p, not 299.7.
 */
export function weighedEstimatePence(amount: number, uom: Uom, kiloPricePence: number): number {
  if (!(amount > 0) || !(kiloPricePence > 0)) return 0;
  switch (uom) {
    case 'GRM':
      return gramPriceToKilo(Math.round(amount), kiloPricePence);
    case 'KGM': {
      const tenths = BigInt(Math.round(amount * 10));
      return Number(divideHalfUp(tenths * BigInt(Math.round(kiloPricePence)), 10n));
    }
    case 'LBR': {
      // 1 lb = 0.45359237 kg exactly: hundredths of a pound × 45359237 / 10^10 kilograms.
      const hundredths = BigInt(Math.round(amount * 100));
      return Number(
        divideHalfUp(
          hundredths * 45_359_237n * BigInt(Math.round(kiloPricePence)),
          10_000_000_000n,
        ),
      );
    }
    case 'C62':
      throw new RangeError('Items are not sold by weight');
  }
}

export interface LinePrice {
  /** The quantity as priced: normalised for its unit (0 when none). */
  quantity: Quantity;
  /** Pence for the whole line before offers. */
  pence: number;
  /** True for weighed quantities and for weighed items sold each. */
  estimated: boolean;
  /** Whole items in the line (the units a multibuy or meal deal counts); 0 for weights. */
  items: number;
}

/**
 * The line's price before offers at the given prices (the caller passes the was price's
 * equivalents when a was/now offer no longer applies). Throws RangeError for a weighed unit
 * the product has no price per kilogram for: callers check `canPriceUom` at their boundary.
 */
export function linePrice(quantity: Quantity, prices: ShelfPrices): LinePrice {
  const amount = normaliseQuantity(quantity.amount, quantity.uom);
  const priced: Quantity = { amount, uom: quantity.uom };
  if (!isWeighedUom(quantity.uom)) {
    return {
      quantity: priced,
      pence: amount * Math.max(0, Math.round(prices.itemPricePence)),
      estimated: prices.priceEstimated,
      items: amount,
    };
  }
  if (prices.kiloPricePence === null || !canPriceUom(prices, quantity.uom)) {
    throw new RangeError(`No price per kilogram to price ${quantity.uom}`);
  }
  return {
    quantity: priced,
    pence: weighedEstimatePence(amount, quantity.uom, prices.kiloPricePence),
    estimated: true,
    items: 0,
  };
}

/** Deposit charges (e.g. bottle deposits) are per item; weighed lines carry none. */
export function lineDepositPence(quantity: Quantity, depositChargePence: number | null): number {
  if (isWeighedUom(quantity.uom) || depositChargePence === null || !(depositChargePence > 0)) {
    return 0;
  }
  return normaliseQuantity(quantity.amount, quantity.uom) * Math.round(depositChargePence);
}
