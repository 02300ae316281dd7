import { describe, expect, it } from 'vitest';
import {
  applyIncentives,
  incentiveDaysLeft,
  incentiveEndsText,
  incentiveStatus,
  incentiveValidTo,
  type PricingIncentive,
  welcomeIncentives,
} from './incentive-rules.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

function incentive(id: number, extra: Partial<PricingIncentive>): PricingIncentive {
  return {
    id,
    kind: 'PRODUCT_AMOUNT_OFF',
    description: `Offer ${id}`,
    value: 50,
    lineNumber: '100001',
    thresholdPence: 0,
    validFrom: null,
    validTo: null,
    ...extra,
  };
}

describe('incentiveStatus: London calendar dates, both days included', () => {
  it('is live from the first day to the last, upcoming before and expired after', () => {
    const march = { validFrom: '2026-03-10', validTo: '2026-03-12' };
    expect(incentiveStatus(march, new Date('2026-03-09T23:59:59Z'))).toBe('UPCOMING');
    expect(incentiveStatus(march, new Date('2026-03-10T00:00:00Z'))).toBe('LIVE');
    expect(incentiveStatus(march, new Date('2026-03-12T23:59:59Z'))).toBe('LIVE');
    expect(incentiveStatus(march, new Date('2026-03-13T00:00:00Z'))).toBe('EXPIRED');
    expect(incentiveStatus({ validFrom: null, validTo: null }, NOW)).toBe('LIVE');
  });

  it('ends at midnight in London in summer time, an hour before midnight UTC', () => {
    const june = { validFrom: null, validTo: '2026-06-30' };
    expect(incentiveStatus(june, new Date('2026-06-30T22:59:59Z'))).toBe('LIVE');
    expect(incentiveStatus(june, new Date('2026-06-30T23:00:00Z'))).toBe('EXPIRED');
  });

  it('counts the days left including today, and says when it ends', () => {
    expect(incentiveDaysLeft({ validTo: '2026-03-10' }, NOW)).toBe(1);
    expect(incentiveDaysLeft({ validTo: '2026-03-14' }, NOW)).toBe(5);
    expect(incentiveDaysLeft({ validTo: '2026-03-01' }, NOW)).toBe(0);
    expect(incentiveDaysLeft({ validTo: null }, NOW)).toBeNull();
    expect(incentiveEndsText({ validTo: '2026-03-10' }, NOW)).toBe('Ends today');
    expect(incentiveEndsText({ validTo: '2026-03-11' }, NOW)).toBe('Ends tomorrow');
    expect(incentiveEndsText({ validTo: '2026-03-14' }, NOW)).toBe('Ends in 5 days');
    expect(incentiveEndsText({ validTo: null }, NOW)).toBeNull();
    expect(incentiveValidTo('2026-03-10', 7)).toBe('2026-03-16');
  });
});

describe('applyIncentives', () => {
  const lines = [
    { lineNumber: '100001', totalPricePence: 250 },
    { lineNumber: '100002', totalPricePence: 400 },
    { lineNumber: '100001', totalPricePence: 125 },
  ];

  it('takes money off a product once, never more than its lines cost', () => {
    const outcome = applyIncentives(lines, [incentive(1, { value: 100 })], NOW);
    expect(outcome.savingPence).toBe(100);
    const big = applyIncentives(lines, [incentive(1, { value: 10_000 })], NOW);
    expect(big.savingPence).toBe(375);
  });

  it('takes a percentage off a product’s lines, rounding down to whole pence', () => {
    const outcome = applyIncentives(
      lines,
      [incentive(1, { kind: 'PRODUCT_PERCENT_OFF', value: 25, lineNumber: '100002' })],
      NOW,
    );
    expect(outcome.applied).toEqual([
      { incentiveId: 1, kind: 'PRODUCT_PERCENT_OFF', description: 'Offer 1', savingPence: 100 },
    ]);
    const odd = applyIncentives(
      [{ lineNumber: '100002', totalPricePence: 333 }],
      [incentive(1, { kind: 'PRODUCT_PERCENT_OFF', value: 10, lineNumber: '100002' })],
      NOW,
    );
    expect(odd.savingPence).toBe(33);
  });

  it('takes money off a spend only once the items after offers reach the threshold', () => {
    const spend = incentive(3, {
      kind: 'SPEND_AMOUNT_OFF',
      lineNumber: null,
      value: 200,
      thresholdPence: 776,
    });
    expect(applyIncentives(lines, [spend], NOW).savingPence).toBe(0);
    const more = [...lines, { lineNumber: '100003', totalPricePence: 100 }];
    expect(applyIncentives(more, [spend], NOW).savingPence).toBe(200);
  });

  it('ignores offers for products not in the trolley and offers not live today', () => {
    const outcome = applyIncentives(
      lines,
      [
        incentive(1, { lineNumber: '999999' }),
        incentive(2, { validTo: '2026-03-09' }),
        incentive(3, { validFrom: '2026-03-11' }),
      ],
      NOW,
    );
    expect(outcome).toEqual({ applied: [], savingPence: 0 });
  });

  it('never takes the items below nothing however many offers are loaded', () => {
    const outcome = applyIncentives(
      lines,
      [
        incentive(1, { value: 300 }),
        incentive(2, { value: 300 }),
        incentive(4, { kind: 'SPEND_AMOUNT_OFF', lineNumber: null, value: 5000 }),
      ],
      NOW,
    );
    expect(outcome.savingPence).toBe(775);
    expect(outcome.applied.map((a) => a.savingPence)).toEqual([300, 75, 400]);
  });
});

describe('welcomeIncentives', () => {
  it('gives a varied set dated from today: live, ending today, ending soon and starting tomorrow', () => {
    const drafts = welcomeIncentives('2026-03-10', [
      { lineNumber: '100001', name: 'Milk' },
      { lineNumber: '100002', name: 'Bread' },
      { lineNumber: '100003', name: 'Eggs' },
    ]);
    expect(drafts.map((d) => [d.description, d.validFrom, d.validTo])).toEqual([
      ['£5 off when you spend £40 or more', '2026-03-10', '2026-03-23'],
      ['£10 off when you spend £80 or more', null, '2026-03-10'],
      ['50p off Milk', null, null],
      ['20% off Bread', '2026-03-10', '2026-03-12'],
      ['£1 off Eggs', '2026-03-11', '2026-03-17'],
    ]);
    expect(drafts.map((d) => incentiveStatus(d, NOW))).toEqual([
      'LIVE',
      'LIVE',
      'LIVE',
      'LIVE',
      'UPCOMING',
    ]);
    expect(welcomeIncentives('2026-03-10', [])).toHaveLength(2);
  });
});
