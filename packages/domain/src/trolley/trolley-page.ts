import { minimumOrderValueFor, minimumSpendShortfallPence } from '../pricing/minimum-order.ts';
import type { SlotType } from './booked-slot.ts';
import type { Conflict } from './conflicts.ts';

/**
 * How the trolley page arranges what the trolley answers (decision 0032): the lines grouped as
 * the conflicts say (spec doc 1 §8: unavailable items without a message of their own under
 * 'Unavailable Item(s)'), each line's conflicts, the minimum spend and the lines a note can be
 * reused on.
 */

type LineRef = { trolleyItemId: number; lineNumber: string };
type ConflictRef = Pick<Conflict, 'itemId' | 'lineNumber' | 'messages' | 'type'>;

/** A line's conflicts, HARD first as the trolley orders them. */
export function conflictsOfLine<C extends ConflictRef>(
  conflicts: readonly C[],
  line: LineRef,
): C[] {
  return conflicts.filter(
    (conflict) =>
      conflict.itemId === line.trolleyItemId ||
      (line.trolleyItemId < 0 && conflict.lineNumber === line.lineNumber),
  );
}

export interface TrolleyLineGroup<L> {
  /** null for the trolley's own lines, else the group's heading. */
  heading: string | null;
  lines: L[];
}

/**
 * The lines in their groups: those whose conflicts name a group (longGroup) under it, in the
 * order the groups first appear; the rest first, under no heading. Empty groups are left out.
 */
export function trolleyLineGroups<L extends LineRef>(
  lines: readonly L[],
  conflicts: readonly ConflictRef[],
): TrolleyLineGroup<L>[] {
  const main: L[] = [];
  const grouped = new Map<string, L[]>();
  for (const line of lines) {
    const heading = conflictsOfLine(conflicts, line).find((c) => c.messages.longGroup)?.messages
      .longGroup;
    if (!heading) {
      main.push(line);
      continue;
    }
    grouped.set(heading, [...(grouped.get(heading) ?? []), line]);
  }
  const groups: TrolleyLineGroup<L>[] = main.length > 0 ? [{ heading: null, lines: main }] : [];
  for (const [heading, groupLines] of grouped) groups.push({ heading, lines: groupLines });
  return groups;
}

export interface MinimumSpend {
  minimumPence: number;
  /** How much more to spend; 0 once met. */
  shortfallPence: number;
}

/**
 * The minimum spend as the trolley's totals give it, for the booked slot's type (before a slot,
 * the lower of delivery and grocery collection: the least the shopper can check out with).
 */
export function minimumSpendOf(
  totals: {
    itemTotalEstimatedCost: { amount: number };
    deliveryMinimumOrderValue: { amount: number };
    collectionMinimumOrderValue: { amount: number };
  },
  slotType: SlotType | null,
): MinimumSpend {
  const collection = totals.collectionMinimumOrderValue.amount;
  const minimumPence = minimumOrderValueFor(slotType, {
    deliveryPence: totals.deliveryMinimumOrderValue.amount,
    groceryCollectionPence: collection,
    // In an entertaining slot the totals carry its minimum as the collection one.
    entertainingCollectionPence: collection,
  });
  return {
    minimumPence,
    shortfallPence: minimumSpendShortfallPence(totals.itemTotalEstimatedCost.amount, minimumPence),
  };
}

/**
 * The lines a note just written for `lineNumber` could be reused on (spec doc 2 §4: the
 * reuse-shopper-notes prompt, for one product or several): the other lines in the trolley
 * with no note yet.
 */
export function reuseNoteCandidates<
  L extends { lineNumber: string; quantity: { amount: number }; noteToShopper: string | null },
>(lines: readonly L[], lineNumber: string): L[] {
  return lines.filter(
    (line) =>
      line.lineNumber !== lineNumber &&
      line.quantity.amount > 0 &&
      (line.noteToShopper ?? '').trim() === '',
  );
}
