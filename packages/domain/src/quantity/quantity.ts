import type { Uom } from '../catalogue/catalogue.types.ts';

/** Quantity limits by unit, spec doc 1 §5 (and doc 3 §5). */
export interface UnitLimits {
  min: number;
  max: number;
  step: number;
  default: number;
  /** Fractional units keep one decimal; whole units are integers. */
  kind: 'fractional' | 'whole';
  /** Short label used after the amount; items have none. */
  label: string;
}

export const UNIT_LIMITS: Readonly<Record<Uom, Readonly<UnitLimits>>> = {
  KGM: { min: 0.1, max: 99.9, step: 0.5, default: 0.5, kind: 'fractional', label: 'kg' },
  GRM: { min: 100, max: 999, step: 100, default: 100, kind: 'whole', label: 'g' },
  LBR: { min: 1, max: 99.99, step: 1, default: 1, kind: 'fractional', label: 'lb' },
  C62: { min: 1, max: 99, step: 1, default: 1, kind: 'whole', label: '' },
};

function roundForUnit(value: number, uom: Uom): number {
  if (UNIT_LIMITS[uom].kind === 'whole') return Math.round(value);
  // Scaling by 10 alone turns 0.15 into 1.4999…; the epsilon keeps halves rounding up.
  return Math.round(value * 10 + 1e-9) / 10;
}

/** Reads typed input: characters other than digits, '.' and a leading '-' are stripped. */
function readNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const negative = /^\s*-/.test(input);
  const digits = input.replace(/[^\d.]/g, '');
  const value = Number.parseFloat(digits);
  if (Number.isNaN(value)) return 0;
  return negative ? -value : value;
}

/**
 * Normalises a quantity as typed or computed (spec doc 1 §5): non-numeric characters stripped;
 * fractional units round to one decimal, whole units to integers; negative (or empty, or zero)
 * becomes 0, meaning "none"; a positive value below the minimum becomes the minimum and one
 * above the maximum becomes the maximum. Result is always 0 or within [min, max].
 */
export function normaliseQuantity(input: string | number, uom: Uom): number {
  const limits = UNIT_LIMITS[uom];
  const value = readNumber(input);
  if (Number.isNaN(value) || value <= 0) return 0;
  const rounded = roundForUnit(value, uom);
  // LBR's max (99.99) has two decimals, so clamp after rounding, not before.
  return Math.min(limits.max, Math.max(limits.min, rounded));
}

/** One step up; from none (or below the minimum) it starts at the unit's default. */
export function incrementQuantity(current: number, uom: Uom): number {
  const limits = UNIT_LIMITS[uom];
  if (!(current >= limits.min)) return limits.default;
  return Math.min(limits.max, roundForUnit(current + limits.step, uom));
}

/**
 * One step down. Going below the minimum stops at the minimum first (0.3 kg → 0.1 kg) and
 * only a step down from the minimum reaches 0, which removes the line.
 */
export function decrementQuantity(current: number, uom: Uom): number {
  const limits = UNIT_LIMITS[uom];
  if (!(current > limits.min)) return 0;
  const next = roundForUnit(current - limits.step, uom);
  return Math.min(limits.max, Math.max(limits.min, next));
}

/** `0.5kg`, `200g`, `2lb`, `3` (items carry no unit). */
export function formatQuantity(amount: number, uom: Uom): string {
  return `${roundForUnit(amount, uom)}${UNIT_LIMITS[uom].label}`;
}

export const TROLLEY_SIZE_CAP = 99;

/** Header trolley count: `99+` above 99 (spec doc 1 §9, doc 3 §5). */
export function trolleySizeLabel(count: number): string {
  const n = Math.max(0, Math.floor(count));
  return n > TROLLEY_SIZE_CAP ? `${TROLLEY_SIZE_CAP}+` : String(n);
}
