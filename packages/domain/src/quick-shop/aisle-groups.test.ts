import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Aisle, aisleOf, groupByAisle } from './aisle-groups.ts';

const groceries = { id: '10051', name: 'Groceries' };
const fresh = { id: '1', name: 'Fresh & Chilled' };
const milk = { id: '11', name: 'Milk' };
const wholeMilk = { id: '111', name: 'Whole Milk' };
const bakery = { id: '2', name: 'Bakery' };
const bread = { id: '21', name: 'Bread' };
const sliced = { id: '211', name: 'Sliced Bread' };

describe('aisleOf', () => {
  it('is the shelf’s parent: Milk for whole milk, not the shelf or the top category', () => {
    expect(aisleOf([groceries, fresh, milk, wholeMilk])).toEqual(milk);
    expect(aisleOf([groceries, bakery, bread, sliced])).toEqual(bread);
  });

  it('is the shelf itself under a root with no top categories, and null without categories', () => {
    const entertaining = { id: '10052', name: 'Entertaining' };
    const partyFood = { id: '5', name: 'Party Food' };
    const canapes = { id: '51', name: 'Canapés' };
    expect(aisleOf([entertaining, partyFood, canapes])).toEqual(partyFood);
    expect(aisleOf([entertaining, partyFood])).toEqual(partyFood);
    expect(aisleOf([])).toBeNull();
  });
});

interface Row {
  name: string;
  aisle: Aisle | null;
}

const row = (name: string, aisle: Aisle | null): Row => ({ name, aisle });

describe('groupByAisle', () => {
  it('lists aisles A to Z, keeping each aisle’s products in the order they came', () => {
    const rows = [
      row('Whole milk', milk),
      row('Sourdough', bread),
      row('Oat drink', milk),
      row('Bagels', bread),
    ];
    expect(
      groupByAisle(rows, (r) => r.aisle).map((g) => [g.aisle?.name, g.items.map((i) => i.name)]),
    ).toEqual([
      ['Bread', ['Sourdough', 'Bagels']],
      ['Milk', ['Whole milk', 'Oat drink']],
    ]);
  });

  it('puts the products of no known aisle last, in one group', () => {
    const rows = [row('Mystery', null), row('Whole milk', milk), row('Gone', null)];
    const groups = groupByAisle(rows, (r) => r.aisle);
    expect(groups.map((g) => g.aisle?.name ?? null)).toEqual(['Milk', null]);
    expect(groups[1]?.items.map((i) => i.name)).toEqual(['Mystery', 'Gone']);
  });

  it('keeps two aisles of the same name apart (they are different aisles)', () => {
    const frozenBread = { id: '31', name: 'Bread' };
    const groups = groupByAisle([row('a', bread), row('b', frozenBread)], (r) => r.aisle);
    expect(groups).toHaveLength(2);
  });

  it('loses and repeats no product', () => {
    const aisles = [milk, bread, bakery, null];
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), aisle: fc.constantFrom(...aisles) })),
        (rows) => {
          const grouped = groupByAisle(rows, (r) => r.aisle).flatMap((g) => g.items);
          expect(grouped).toHaveLength(rows.length);
          expect(new Set(grouped)).toEqual(new Set(rows));
        },
      ),
    );
  });
});
