import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quantity } from '../catalogue/catalogue.types.ts';
import { multibuyBundles } from './meal-deal-builder.ts';
import {
  builderItems,
  isWineOffer,
  isWineProduct,
  multibuyThreshold,
  offerItemCount,
} from './multibuy-offer.ts';

const group = (threshold: number) => ({ name: `Any ${threshold}`, threshold });

describe('multibuyThreshold', () => {
  it('is the one group threshold of a multibuy or a bottles offer', () => {
    expect(multibuyThreshold({ promotionTypeCode: 'MULTIBUY', groups: [group(3)] })).toBe(3);
    expect(multibuyThreshold({ promotionTypeCode: 'PERCENT_OFF', groups: [group(6)] })).toBe(6);
  });

  it('is null for a meal deal, a was/now, several groups or a single item', () => {
    expect(multibuyThreshold({ promotionTypeCode: 'MEAL_DEAL', groups: [group(1)] })).toBeNull();
    expect(multibuyThreshold({ promotionTypeCode: 'WAS_NOW', groups: [group(2)] })).toBeNull();
    expect(
      multibuyThreshold({ promotionTypeCode: 'MULTIBUY', groups: [group(2), group(2)] }),
    ).toBeNull();
    expect(multibuyThreshold({ promotionTypeCode: 'PERCENT_OFF', groups: [group(1)] })).toBeNull();
    expect(multibuyThreshold({ promotionTypeCode: 'MULTIBUY', groups: [] })).toBeNull();
    expect(multibuyThreshold({ promotionTypeCode: 'MULTIBUY', groups: [group(2.5)] })).toBeNull();
  });
});

describe('wine', () => {
  it('a product in an aisle ending in Wine is wine', () => {
    expect(isWineProduct(['Beer, Wine & Spirits', 'Red Wine', 'Merlot'])).toBe(true);
    expect(isWineProduct(['Beer, Wine & Spirits', 'Champagne & Sparkling Wine', 'Prosecco'])).toBe(
      true,
    );
    expect(isWineProduct(['Beer, Wine & Spirits', 'Fortified Wine', 'Port'])).toBe(true);
  });

  it('spirits, alcohol-free wine and vinegar are not', () => {
    expect(isWineProduct(['Beer, Wine & Spirits', 'Spirits & Liqueurs', 'Gin'])).toBe(false);
    expect(
      isWineProduct(['Beer, Wine & Spirits', 'Low & No Alcohol', 'Alcohol Free Wine & Spirits']),
    ).toBe(false);
    expect(isWineProduct(['Food Cupboard', 'Vinegar'])).toBe(false);
  });

  it('an offer is wine when every product is wine, and it has some', () => {
    const merlot = ['Beer, Wine & Spirits', 'Red Wine', 'Merlot'];
    const gin = ['Beer, Wine & Spirits', 'Spirits & Liqueurs', 'Gin'];
    expect(isWineOffer([merlot, merlot])).toBe(true);
    expect(isWineOffer([merlot, gin])).toBe(false);
    expect(isWineOffer([])).toBe(false);
  });
});

const quantity: fc.Arbitrary<Quantity> = fc.oneof(
  fc.record({ amount: fc.integer({ min: 0, max: 30 }), uom: fc.constant('C62' as const) }),
  fc.record({
    amount: fc.double({ min: 0.1, max: 3, noNaN: true }),
    uom: fc.constantFrom('KGM' as const, 'GRM' as const, 'LBR' as const),
  }),
);
const lines = fc.array(
  fc.record({ lineNumber: fc.constantFrom('1', '2', '3', '4', '5'), quantity }),
  { maxLength: 8 },
);

describe('offerItemCount', () => {
  it('counts whole items, a weighed line as one', () => {
    expect(builderItems({ amount: 4, uom: 'C62' })).toBe(4);
    expect(builderItems({ amount: 0.75, uom: 'KGM' })).toBe(1);
    expect(builderItems({ amount: 0, uom: 'C62' })).toBe(0);
    // A weighed line emptied to nothing counts for no item (the meal deal builder reads it too).
    expect(builderItems({ amount: 0, uom: 'KGM' })).toBe(0);
    const onOffer = (lineNumber: string) => lineNumber !== '9';
    expect(
      offerItemCount(
        [
          { lineNumber: '1', quantity: { amount: 2, uom: 'C62' } },
          { lineNumber: '9', quantity: { amount: 5, uom: 'C62' } },
          { lineNumber: '2', quantity: { amount: 1, uom: 'C62' } },
        ],
        onOffer,
      ),
    ).toBe(3);
  });

  it('is the sum of the offer lines’ items, and only theirs', () => {
    fc.assert(
      fc.property(lines, fc.subarray(['1', '2', '3', '4', '5']), (all, offered) => {
        const onOffer = (lineNumber: string) => offered.includes(lineNumber);
        const count = offerItemCount(all, onOffer);
        const expected = all
          .filter((line) => onOffer(line.lineNumber))
          .reduce((sum, line) => sum + builderItems(line.quantity), 0);
        expect(count).toBe(expected);
        expect(offerItemCount(all, () => false)).toBe(0);
      }),
    );
  });

  it('adding a line of the offer never empties a complete bundle', () => {
    fc.assert(
      fc.property(lines, quantity, fc.integer({ min: 2, max: 6 }), (all, added, threshold) => {
        const before = multibuyBundles(
          threshold,
          offerItemCount(all, () => true),
        );
        const after = multibuyBundles(
          threshold,
          offerItemCount([...all, { lineNumber: '1', quantity: added }], () => true),
        );
        const complete = (bundles: { complete: boolean }[]) =>
          bundles.filter((b) => b.complete).length;
        expect(complete(after)).toBeGreaterThanOrEqual(complete(before));
      }),
    );
  });
});
