import { describe, expect, it } from 'vitest';
import { experimentRunActionSchema, newExperimentSchema } from './experiment-form.schema.ts';

describe('the console’s experiment forms', () => {
  const valid = {
    key: 'grocery_header',
    name: ' Grocery header ',
    hypothesis: 'Fewer partner links keep shoppers on groceries',
    coveragePercent: '100',
    variantPercent: '50',
  };

  it('takes a built experiment with whole-number shares, trimmed', () => {
    expect(newExperimentSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Grocery header',
      coveragePercent: 100,
      variantPercent: 50,
    });
  });

  it('refuses an unknown experiment, empty texts, and shares outside their bounds', () => {
    for (const bad of [
      { ...valid, key: 'no_such' },
      { ...valid, name: '  ' },
      { ...valid, hypothesis: '' },
      { ...valid, coveragePercent: '0' },
      { ...valid, coveragePercent: '101' },
      { ...valid, variantPercent: '100' },
      { ...valid, variantPercent: '12.5' },
      { ...valid, name: 'x'.repeat(121) },
      { ...valid, extra: 'field' },
    ]) {
      expect(newExperimentSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('starts or stops a run by a positive id only', () => {
    expect(experimentRunActionSchema.parse({ intent: 'start', id: '7' })).toEqual({
      intent: 'start',
      id: 7,
    });
    expect(experimentRunActionSchema.safeParse({ intent: 'delete', id: '7' }).success).toBe(false);
    expect(experimentRunActionSchema.safeParse({ intent: 'stop', id: '-1' }).success).toBe(false);
  });
});
