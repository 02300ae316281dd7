/** How much a pack holds, for unit prices: kilograms, litres or items (spec doc 1 §5 codes). */
export interface PackMeasure {
  amount: number;
  uom: 'KGM' | 'LTR' | 'C62';
  /** Separate containers in the pack (for container deposits). */
  containers: number;
}

const METRIC = /^(?:(\d+)x)?(\d+(?:\.\d+)?) ?(g|kg|ml|cl|l|litres?)$/;
const PINTS = /^(\d+) pints?$/;
const COUNTED = /^(?:(\d+)x)?(\d+) [a-z]+$/;

const TO_BASE: Record<string, [number, 'KGM' | 'LTR']> = {
  g: [0.001, 'KGM'],
  kg: [1, 'KGM'],
  ml: [0.001, 'LTR'],
  cl: [0.01, 'LTR'],
  l: [1, 'LTR'],
  litre: [1, 'LTR'],
  litres: [1, 'LTR'],
};

/** Parses labels such as `500g`, `6x330ml`, `75cl`, `4 pints`, `12 pack`, `each`; null if unknown. */
export function parsePackSize(label: string): PackMeasure | null {
  if (label === 'each') return { amount: 1, uom: 'C62', containers: 1 };
  const metric = METRIC.exec(label);
  if (metric) {
    const count = Number(metric[1] ?? 1);
    const [factor, uom] = TO_BASE[metric[3] ?? ''] ?? [0, 'KGM'];
    return { amount: round(count * Number(metric[2]) * factor), uom, containers: count };
  }
  const pints = PINTS.exec(label);
  if (pints) return { amount: round(Number(pints[1]) * 0.568), uom: 'LTR', containers: 1 };
  const counted = COUNTED.exec(label);
  if (counted)
    return { amount: Number(counted[1] ?? 1) * Number(counted[2]), uom: 'C62', containers: 1 };
  return null;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Rounds to a shelf-edge price: 5p steps under £5, 25p steps under £20, else whole pounds less 1p. */
export function shelfPrice(pence: number): number {
  if (pence < 100) return Math.max(10, Math.round(pence / 5) * 5);
  if (pence < 500) return Math.round(pence / 5) * 5;
  if (pence < 2000) return Math.round(pence / 25) * 25;
  return Math.round(pence / 100) * 100 - 1;
}

/** `£3.50`, `75p`: for offer texts, which are generated data rather than UI formatting. */
export function poundsText(pence: number): string {
  if (pence < 100) return `${pence}p`;
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}
