/**
 * Money rules (spec doc 1 §5, doc 2 §5, doc 3 §5). Amounts are integer pence; formatting is
 * en-GB GBP, as Intl writes it. Only UI code should format: the API carries `{amount, currencyCode}`.
 */

import type { Money } from '../catalogue/catalogue.types.ts';

/**
 * Intl's GBP format, made on first need only: a browser's first `Intl.NumberFormat` loads the
 * locale's data (tens of milliseconds on a phone, decision 0062), and every page module imports
 * this one. Whole pence in the safe integer range are written without it.
 */
let intlGbp: Intl.NumberFormat | null = null;
const gbpOfIntl = () => {
  intlGbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return intlGbp;
};

/** The API's money (`{amount, currencyCode}`) for an amount in pence, rounded to whole pence. */
export function moneyOfPence(pence: number): Money {
  return { amount: Math.round(pence), currencyCode: 'GBP' };
}

/** `123450` → `£1,234.50`; `-50` → `-£0.50`. */
export function formatMoney(pence: number): string {
  const whole = Math.round(pence);
  if (!Number.isSafeInteger(whole)) return gbpOfIntl().format(whole / 100);
  const size = Math.abs(whole);
  const pounds = String(Math.floor(size / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const minus = whole < 0 || Object.is(whole, -0) ? '-' : '';
  return `${minus}£${pounds}.${String(size % 100).padStart(2, '0')}`;
}

/**
 * Shelf display: amounts under £1 show in pence (`85p`), others as money (`£1.25`).
 * The sign is kept (`-85p`) so a negative amount is never shown as a positive one.
 */
export function formatPrice(pence: number): string {
  const whole = Math.round(pence);
  if (Math.abs(whole) < 100) return `${whole < 0 ? '-' : ''}${Math.abs(whole)}p`;
  return formatMoney(whole);
}

/**
 * Parses a price string to pounds, as the spec says ("prices given as 'p' strings convert to
 * pounds"): `'85p'` → 0.85, `'£1.25'` and `'1.25'` → 1.25, `'£1,234.50'` → 1234.5.
 * Returns null when the text is not a price.
 */
export function parsePriceString(text: string): number | null {
  const match = /^\s*(-)?\s*(£)?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(p)?\s*$/i.exec(
    text,
  );
  if (!match) return null;
  const [, minus, pound, digits = '', pence] = match;
  // '£85p' mixes both units: refuse rather than guess.
  if (pound && pence) return null;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const pounds = pence ? value / 100 : value;
  return minus ? -pounds : pounds;
}

/** Same as parsePriceString, in whole pence (rounded), for storing. */
export function parsePriceStringToPence(text: string): number | null {
  const pounds = parsePriceString(text);
  return pounds === null ? null : Math.round(pounds * 100);
}

/**
 * Spec: "price for weight items in grams is divided by 1000". Weight items are priced per
 * kilogram; a quantity ordered in grams is divided by 1000 to give kilograms, so the line
 * costs `grams / 1000 × price per kg`. Result in whole pence (rounded half up).
 */
export function gramPriceToKilo(grams: number, pricePerKiloPence: number): number {
  return Math.round((grams * pricePerKiloPence) / 1000);
}

/** Units a shelf unit price can be quoted in. */
export type UnitPriceUom = 'KGM' | 'GRM' | 'LTR' | 'CLT' | 'MLT' | 'C62';

export interface UnitPrice {
  quantity: { amount: number; uom: string };
  /** Integer pence, or the API's `{amount, currencyCode}`. */
  price: number | { amount: number };
}

const unitSuffix: Record<UnitPriceUom, (amount: number) => string> = {
  KGM: (n) => (n === 1 ? '/kg' : `/${n}kg`),
  GRM: (n) => `/${n}g`,
  LTR: (n) => (n === 1 ? '/litre' : `/${n} litres`),
  CLT: (n) => `/${n}cl`,
  MLT: (n) => `/${n}ml`,
  C62: (n) => (n === 1 ? ' each' : ` per ${n}`),
};

function isUnitPriceUom(uom: string): uom is UnitPriceUom {
  return Object.hasOwn(unitSuffix, uom);
}

/**
 * Shelf unit price: `£2.50/kg`, `33p each`, `£1.10/100g`, `£4.20/litre`, `90p/75cl`.
 * Returns null for a unit we cannot name, so the UI shows nothing rather than a wrong label.
 */
export function formatUnitPrice({ quantity, price }: UnitPrice): string | null {
  const uom = quantity.uom.toUpperCase();
  if (!isUnitPriceUom(uom) || !(quantity.amount > 0)) return null;
  const pence = typeof price === 'number' ? price : price.amount;
  return `${formatPrice(pence)}${unitSuffix[uom](quantity.amount)}`;
}
