import { describe, expect, it } from 'vitest';
import { pageSearch, parseBrowseParams } from './browse-query.ts';

describe('parseBrowseParams', () => {
  it('reads start and a known sort', () => {
    expect(parseBrowseParams(new URLSearchParams('start=48&sortBy=A_2_Z'))).toEqual({
      start: 48,
      sortBy: 'A_2_Z',
    });
  });

  it('falls back for junk values rather than failing the page', () => {
    expect(parseBrowseParams(new URLSearchParams('start=-5&sortBy=DROP'))).toEqual({
      start: 0,
      sortBy: undefined,
    });
    expect(parseBrowseParams(new URLSearchParams('start=1e9'))).toEqual({
      start: 0,
      sortBy: undefined,
    });
  });

  it('reads a start past the furthest a listing pages as the furthest', () => {
    expect(parseBrowseParams(new URLSearchParams('start=999999')).start).toBe(10_000);
  });
});

describe('pageSearch', () => {
  it('keeps the sort while changing the page', () => {
    expect(pageSearch(new URLSearchParams('sortBy=A_2_Z'), 96)).toBe('?sortBy=A_2_Z&start=96');
    expect(pageSearch(new URLSearchParams('start=48'), 0)).toBe('');
  });
});
