import { describe, expect, it } from 'vitest';
import { interstitialConditionMet, interstitialsEntryHref } from './interstitial-condition.ts';
import {
  firstInterstitialStep,
  interstitialSteps,
  nextInterstitialStep,
  stepIndicator,
} from './interstitial-steps.ts';

describe('interstitialSteps', () => {
  const counts = { 'missed-offers': 2, 'before-you-go': 0, 'missed-favourites': 3 };

  it('lists every kind in order: valid with something to show, visited before the current one', () => {
    const steps = interstitialSteps(counts, 'missed-favourites');
    expect(steps.map((s) => [s.id, s.valid, s.current, s.visited])).toEqual([
      ['missed-offers', true, false, true],
      ['managers-special', false, false, false],
      ['before-you-go', false, false, false],
      ['missed-favourites', true, true, false],
    ]);
    expect(steps[0]?.label).toBe('Missed offers');
  });

  it('goes from the first valid step to the next valid one, then to checkout (null)', () => {
    expect(firstInterstitialStep(interstitialSteps(counts, null))).toBe('missed-offers');
    expect(nextInterstitialStep(interstitialSteps(counts, 'missed-offers'))).toBe(
      'missed-favourites',
    );
    expect(nextInterstitialStep(interstitialSteps(counts, 'missed-favourites'))).toBeNull();
    expect(firstInterstitialStep(interstitialSteps({}, null))).toBeNull();
  });

  it('a step asked for that has nothing is not current', () => {
    expect(interstitialSteps(counts, 'before-you-go').some((s) => s.current)).toBe(false);
  });

  it('gives the indicator the valid steps and the position', () => {
    const indicator = stepIndicator(interstitialSteps(counts, 'missed-favourites'));
    expect(indicator.steps).toEqual([
      { id: 'missed-offers', label: 'Missed offers', state: 'visited' },
      { id: 'missed-favourites', label: 'Missed favourites', state: 'current' },
    ]);
    expect(indicator.text).toBe('Step 2 of 2');
  });
});

describe('interstitialConditionMet', () => {
  it('skips the interstitials while amending or once the shopper has been through them', () => {
    expect(interstitialConditionMet({ amending: false, query: '' })).toBe(false);
    expect(interstitialConditionMet({ amending: true, query: '' })).toBe(true);
    expect(interstitialConditionMet({ amending: false, query: 'interstitials=done' })).toBe(true);
  });

  it('keeps the query on the way to the interstitials', () => {
    expect(interstitialsEntryHref('/ecom/interstitials/first', 'a=1&b=2')).toBe(
      '/ecom/interstitials/first?a=1&b=2',
    );
    expect(interstitialsEntryHref('/ecom/interstitials/first', '')).toBe(
      '/ecom/interstitials/first',
    );
  });
});
