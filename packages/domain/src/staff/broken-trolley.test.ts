import { describe, expect, it } from 'vitest';
import { brokenTrolleyActions } from './broken-trolley.ts';

describe('the broken-trolley actions offered to staff', () => {
  it('proves Save is offered for a trolley with lines when nothing waits', () => {
    expect(brokenTrolleyActions({ lineCount: 2, saved: null })).toEqual({
      save: true,
      restore: false,
    });
  });

  it('proves an empty trolley offers nothing to save', () => {
    expect(brokenTrolleyActions({ lineCount: 0, saved: null })).toEqual({
      save: false,
      restore: false,
    });
  });

  it('proves Restore is offered only when a saved trolley waits, and then Save is not', () => {
    expect(brokenTrolleyActions({ lineCount: 0, saved: { lineCount: 3 } })).toEqual({
      save: false,
      restore: true,
    });
    expect(brokenTrolleyActions({ lineCount: 4, saved: { lineCount: 3 } })).toEqual({
      save: false,
      restore: true,
    });
  });
});
