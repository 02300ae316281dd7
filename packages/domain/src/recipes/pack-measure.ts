import type { Measure } from './recipe-measures.ts';

/**
 * A product's pack as a recipe measure (issue 26, decision 0083), from the size on its label:
 * `500g` → 500 g, `1.5 litre` → 1.5 l, `6 pack` and `4x120g`… Packs a recipe's amount can be
 * weighed against (`packsNeeded`); null for a label that says nothing comparable (`per kg`,
 * `Typical weight 1.25kg`, `75cl` works, `each` is one item).
 */

const METRIC = /^(?:(\d+) ?x ?)?(\d+(?:\.\d+)?) ?(g|kg|ml|cl|l|litres?|pints?)$/i;
const COUNTED = /^(\d+) (?:pack|pieces|rolls|bags|slices)$/i;
const PINT_ML = 568;

export function packMeasure(size: string): Measure | null {
  const label = size.trim();
  if (/^each$/i.test(label)) return { amount: 1, unit: '' };
  const metric = METRIC.exec(label);
  if (metric) {
    const count = Number(metric[1] ?? 1);
    const amount = Number(metric[2]) * count;
    const unit = (metric[3] ?? '').toLowerCase();
    if (unit.startsWith('pint')) return { amount: amount * PINT_ML, unit: 'ml' };
    if (unit === 'cl') return { amount: amount * 10, unit: 'ml' };
    return { amount, unit: unit.startsWith('litre') ? 'l' : unit };
  }
  const counted = COUNTED.exec(label);
  if (counted) return { amount: Number(counted[1]), unit: '' };
  return null;
}
