import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_ITEMS_GROUP } from './trolley-messages.ts';
import {
  conflictsOfLine,
  minimumSpendOf,
  reuseNoteCandidates,
  trolleyLineGroups,
} from './trolley-page.ts';

const messages = (longGroup: string | null) => ({
  title: 't',
  reason: 'r',
  dismissal: 'Close',
  aside: null,
  longGroup,
  longItem: 'i',
});
const conflict = (itemId: number, lineNumber: string, longGroup: string | null) => ({
  itemId,
  lineNumber,
  type: 'HARD' as const,
  messages: messages(longGroup),
});
const line = (trolleyItemId: number, lineNumber: string, note: string | null = null) => ({
  trolleyItemId,
  lineNumber,
  quantity: { amount: 1 },
  noteToShopper: note,
});
const money = (amount: number) => ({ amount });

describe('the trolley page', () => {
  it('groups unavailable lines under their heading after the others, keeping the trolley order', () => {
    const lines = [line(1, '11'), line(2, '22'), line(3, '33'), line(4, '44')];
    const groups = trolleyLineGroups(lines, [
      conflict(2, '22', UNAVAILABLE_ITEMS_GROUP),
      conflict(3, '33', null),
      conflict(4, '44', UNAVAILABLE_ITEMS_GROUP),
    ]);
    expect(groups).toEqual([
      { heading: null, lines: [lines[0], lines[2]] },
      { heading: UNAVAILABLE_ITEMS_GROUP, lines: [lines[1], lines[3]] },
    ]);
    expect(trolleyLineGroups([], [])).toEqual([]);
  });

  it("finds a line's conflicts by its id, or by line number while the line is only optimistic", () => {
    const conflicts = [conflict(2, '22', null), conflict(5, '55', null)];
    expect(conflictsOfLine(conflicts, line(2, '22'))).toEqual([conflicts[0]]);
    expect(conflictsOfLine(conflicts, line(-55, '55'))).toEqual([conflicts[1]]);
    expect(conflictsOfLine(conflicts, line(9, '55'))).toEqual([]);
  });

  it('works out the minimum spend for the slot type, the lower minimum before a slot', () => {
    const totals = {
      itemTotalEstimatedCost: money(2550),
      deliveryMinimumOrderValue: money(5000),
      collectionMinimumOrderValue: money(4000),
    };
    expect(minimumSpendOf(totals, null)).toEqual({ minimumPence: 4000, shortfallPence: 1450 });
    expect(minimumSpendOf(totals, 'DELIVERY')).toEqual({
      minimumPence: 5000,
      shortfallPence: 2450,
    });
    expect(minimumSpendOf({ ...totals, itemTotalEstimatedCost: money(6000) }, 'DELIVERY')).toEqual({
      minimumPence: 5000,
      shortfallPence: 0,
    });
  });

  it('offers a note to the other lines without one', () => {
    const lines = [line(1, '11', 'ripe'), line(2, '22'), line(3, '33', '  '), line(4, '44', 'x')];
    expect(reuseNoteCandidates(lines, '11').map((l) => l.lineNumber)).toEqual(['22', '33']);
    expect(reuseNoteCandidates([line(1, '11', 'ripe')], '11')).toEqual([]);
  });
});
