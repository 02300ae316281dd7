import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CONTROL,
  decisionsOf,
  EXPERIMENT_CATALOGUE,
  EXPERIMENT_KEYS,
  isPreviewing,
  isVisitorId,
  PREVIEW_COOKIE,
  parsePreview,
  previewSetCookie,
  previewText,
  sharedPageExperimentsKey,
  VISITOR_COOKIE,
  visitorIdFromCookies,
  visitorSetCookie,
} from './experiment-catalogue.ts';

describe('the experiments catalogue', () => {
  it('holds each variant the spec names once, each with a description', () => {
    expect(EXPERIMENT_CATALOGUE.map((experiment) => experiment.key)).toEqual([...EXPERIMENT_KEYS]);
    expect(new Set(EXPERIMENT_KEYS).size).toBe(6);
    for (const experiment of EXPERIMENT_CATALOGUE) expect(experiment.description).not.toBe('');
  });

  it('decides the control for every experiment a visitor is not in', () => {
    expect(decisionsOf({})).toEqual(ALL_CONTROL);
    expect(decisionsOf({ grocery_header: 'variant' })).toEqual({
      ...ALL_CONTROL,
      grocery_header: 'variant',
    });
  });

  it('gives shared pages a different cache key for each assignment of a shared-page experiment, and the same key whatever a private one is', () => {
    const none = sharedPageExperimentsKey({});
    const control = sharedPageExperimentsKey({ grocery_header: 'control' });
    const variant = sharedPageExperimentsKey({ grocery_header: 'variant' });
    expect(new Set([none, control, variant]).size).toBe(3);
    expect(sharedPageExperimentsKey({ loyalty_hub_vouchers: 'variant' })).toBe(none);
    expect(sharedPageExperimentsKey({ conflict_resolution_without_remove: 'variant' })).toBe(none);
  });

  it('proves two assignments differing in any shared-page experiment never share a cache key', () => {
    const shared = EXPERIMENT_CATALOGUE.filter((experiment) => experiment.inSharedPages);
    const assignment = fc.record(
      Object.fromEntries(
        shared.map((experiment) => [
          experiment.key,
          fc.constantFrom(undefined, 'control' as const, 'variant' as const),
        ]),
      ),
    );
    fc.assert(
      fc.property(assignment, assignment, (a, b) => {
        const clean = (x: Record<string, string | undefined>) =>
          Object.fromEntries(Object.entries(x).filter(([, value]) => value !== undefined));
        const same = JSON.stringify(clean(a)) === JSON.stringify(clean(b));
        const keyA = sharedPageExperimentsKey(clean(a));
        const keyB = sharedPageExperimentsKey(clean(b));
        return same ? keyA === keyB : keyA !== keyB;
      }),
    );
  });
});

describe('the visitor cookie', () => {
  it('is made only with consent, kept while it lasts and removed when withdrawn', () => {
    const made = visitorSetCookie({
      allowed: true,
      current: null,
      newId: () => '0b0e9a4c-1111-4a2b-9c3d-123456789abc',
      secure: true,
    });
    expect(made).toContain(`${VISITOR_COOKIE}=0b0e9a4c-1111-4a2b-9c3d-123456789abc;`);
    expect(made).toContain('Secure');
    expect(made).toContain('HttpOnly');
    const kept = visitorSetCookie({
      allowed: true,
      current: 'visitor-kept-1234',
      newId: () => 'never-used-0000',
      secure: false,
    });
    expect(kept).toContain(`${VISITOR_COOKIE}=visitor-kept-1234;`);
    const removed = visitorSetCookie({
      allowed: false,
      current: 'visitor-kept-1234',
      newId: () => 'x',
      secure: false,
    });
    expect(removed).toMatch(new RegExp(`^${VISITOR_COOKIE}=; Max-Age=0`));
  });

  it('reads only a well-formed id', () => {
    expect(visitorIdFromCookies(`a=1; ${VISITOR_COOKIE}=visitor-abc-123`)).toBe('visitor-abc-123');
    expect(visitorIdFromCookies(`${VISITOR_COOKIE}=short`)).toBeNull();
    expect(visitorIdFromCookies(`${VISITOR_COOKIE}=<script>alert(1)</script>`)).toBeNull();
    expect(isVisitorId('x'.repeat(65))).toBe(false);
  });
});

describe('the staff preview', () => {
  it('forces the named variations and ignores anything malformed', () => {
    expect(parsePreview('grocery_header.variant,book_slot_lower_case.control')).toEqual({
      grocery_header: 'variant',
      book_slot_lower_case: 'control',
    });
    expect(parsePreview('no_such.variant,grocery_header.maybe,grocery_header')).toEqual({});
    expect(parsePreview('off')).toEqual({});
    expect(parsePreview('x'.repeat(600))).toEqual({});
  });

  it('round-trips through its cookie, and an empty preview removes the cookie', () => {
    const forced = { footer_lazy_load: 'variant' } as const;
    expect(parsePreview(previewText(forced))).toEqual(forced);
    expect(previewSetCookie(forced, false)).toContain(`${PREVIEW_COOKIE}=footer_lazy_load.variant`);
    expect(previewSetCookie({}, false)).toContain('Max-Age=0');
    expect(isPreviewing(`${PREVIEW_COOKIE}=footer_lazy_load.variant`, null)).toBe(true);
    expect(isPreviewing(`${PREVIEW_COOKIE}=footer_lazy_load.variant`, 'off')).toBe(false);
    expect(isPreviewing(null, null)).toBe(false);
  });
});
