import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandFamily,
  FIRST_ROW,
  namesTheQuery,
  PER_KIND_AND_FAMILY,
  type ResultLikeness,
  VARIETY_WINDOW,
  variedFirstRow,
} from './varied-first-row.ts';

interface Result extends ResultLikeness {
  id: number;
}

const result = (
  id: number,
  product: string,
  kind: string,
  brand: string,
  named = true,
): Result => ({ id, product, kind, brandFamily: brandFamily(brand), named });
const same = (r: Result) => r;

describe('variedFirstRow', () => {
  it("shows at most two of a kind from one family in the first row, a product's sizes side by side", () => {
    const ranked = [
      result(1, 'hillside semi skimmed milk', 'semi', 'Hillside'),
      result(2, 'hillside semi skimmed milk', 'semi', 'Hillside'), // another size
      result(3, 'hillside essential semi skimmed milk', 'semi', 'Hillside Essential'),
      result(4, 'hillside no.1 semi skimmed milk', 'semi', 'Hillside No.1'), // third Hillside semi
      result(5, 'lynton dairy semi skimmed milk', 'semi', 'Lynton Dairy'),
      result(6, 'hillside whole milk', 'whole', 'Hillside'),
      result(7, 'hillside skimmed milk', 'skimmed', 'Hillside'),
      result(8, 'meadowcroft whole milk', 'whole', 'Meadowcroft Dairy'),
    ];
    const varied = variedFirstRow(ranked, same);
    expect(varied.slice(0, FIRST_ROW).map((r) => r.id)).toEqual([1, 2, 5, 6, 7]);
    // What the row passed over follows it in rank order.
    expect(varied.slice(FIRST_ROW).map((r) => r.id)).toEqual([3, 4, 8]);
    // A second size ranked lower still sits beside the first.
    const apart = [ranked[0], ranked[4], ranked[5], ranked[1], ranked[6]] as Result[];
    expect(variedFirstRow(apart, same).map((r) => r.id)).toEqual([1, 2, 5, 6, 7]);
  });

  it('never puts a product whose name misses the query above one passed over for its kind and family, nor a third size above it', () => {
    const ranked = [
      result(1, 'hillside broccoli', 'broccoli', 'Hillside'),
      result(2, 'kent orchards broccoli', 'broccoli', 'Kent Orchards'),
      result(3, 'hillside tenderstem broccoli', 'broccoli', 'Hillside'),
      result(4, 'hillside broccoli', 'broccoli', 'Hillside'), // another size, third Hillside
      result(5, 'hillside essential broccoli', 'broccoli', 'Hillside Essential'), // passed over
      result(6, 'sunnyvale loose romanesco', 'broccoli', 'Sunnyvale', false),
      result(7, 'evesham loose romanesco', 'broccoli', 'Evesham Vale', false),
    ];
    expect(variedFirstRow(ranked, same).map((r) => r.id)).toEqual([1, 2, 3, 5, 6, 4, 7]);
  });

  it('does not limit a brand family the shopper named', () => {
    const ranked = [1, 2, 3, 4, 5, 6].map((id) =>
      result(id, `hillside milk ${id}`, 'semi', id % 2 ? 'Hillside' : 'Hillside Essential'),
    );
    const named = variedFirstRow(ranked, same, new Set(['hillside']));
    expect(named.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('fills the row from the rest when the query narrows to one product or kind', () => {
    const ranked = [1, 2, 3, 4, 5, 6].map((id) =>
      result(id, 'hillside goats cheese', 'goats', 'Hillside'),
    );
    expect(variedFirstRow(ranked, same).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps every result exactly once, changes nothing past the variety window, and keeps to the limits whenever the window allows', () => {
    const arbitraryResults = fc
      .array(
        fc.record({
          product: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
          kind: fc.constantFrom('k1', 'k2', 'k3'),
          brandFamily: fc.constantFrom('hillside', 'lynton', 'meadowcroft'),
          named: fc.constant(true),
        }),
        { maxLength: 40 },
      )
      .map((rows) => rows.map((row, id) => ({ ...row, id })));
    fc.assert(
      fc.property(arbitraryResults, (ranked) => {
        const varied = variedFirstRow(ranked, same);
        expect(varied.map((r) => r.id).sort((a, b) => a - b)).toEqual(ranked.map((r) => r.id));
        expect(varied.slice(VARIETY_WINDOW)).toEqual(ranked.slice(VARIETY_WINDOW));
        const row = varied.slice(0, FIRST_ROW);
        // The row's products come in the rank order of their first size.
        const firsts = row.filter((r, n) => row.findIndex((o) => o.product === r.product) === n);
        expect(firsts.map((r) => r.id)).toEqual(firsts.map((r) => r.id).sort((a, b) => a - b));
        // A product's sizes in the row sit side by side.
        const products = row.map((r) => r.product);
        for (const [n, product] of products.entries()) {
          if (products.indexOf(product) !== n) expect(products[n - 1]).toBe(product);
        }
        // Greedy choice: if the window holds five results that keep to the limits, the row does.
        const keeps = (items: Result[]) => {
          const counts = new Map<string, number>();
          for (const r of items) {
            const key = `${r.kind}/${r.brandFamily}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          return [...counts.values()].every((n) => n <= PER_KIND_AND_FAMILY);
        };
        const greedy: Result[] = [];
        for (const r of ranked.slice(0, VARIETY_WINDOW))
          if (greedy.length < FIRST_ROW && keeps([...greedy, r])) greedy.push(r);
        if (greedy.length === Math.min(FIRST_ROW, ranked.length)) expect(keeps(row)).toBe(true);
      }),
    );
  });

  it('says whether a name holds every word of the query, in any of its ways of matching', () => {
    expect(namesTheQuery('Little Acorns Nappy Bags', [[['nappies']]])).toBe(true);
    expect(namesTheQuery('Hillside Courgettes', [[['zucchini'], ['courgette']]])).toBe(true);
    expect(namesTheQuery('Hillside Butternut Squash', [[['zucchini'], ['courgette']]])).toBe(false);
    expect(namesTheQuery('Hillside Semi Skimmed Milk', [[['milk']], [['semi']]])).toBe(true);
    expect(namesTheQuery('Hillside Whole Milk', [[['milk']], [['semi']]])).toBe(false);
  });

  it('takes the first word of a brand as its family', () => {
    expect(brandFamily('Hillside No.1')).toBe('hillside');
    expect(brandFamily('Hillside Essential')).toBe('hillside');
    expect(brandFamily('Meadowcroft Dairy')).toBe('meadowcroft');
  });
});
