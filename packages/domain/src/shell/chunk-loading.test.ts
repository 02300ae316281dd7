import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_RETRIES,
  chunkErrorNotice,
  chunkFailureReason,
  chunkIdOf,
  cssChunkFailed,
  retriesChunk,
  scriptChunkFailed,
} from './chunk-loading.ts';

describe('chunk loading', () => {
  it('names a chunk by its file, without folder, query or extension', () => {
    expect(chunkIdOf('/ecom/assets/product-Bx12ab.js')).toBe('product-Bx12ab');
    expect(chunkIdOf('http://shop.test/ecom/assets/storefront-9f.css?v=2#x')).toBe('storefront-9f');
    expect(chunkIdOf('/ecom/assets/noext')).toBe('noext');
  });

  it('tries a chunk three times in all: the first try and two retries', () => {
    expect(CHUNK_LOAD_RETRIES).toBe(2);
    expect([0, 1, 2, 3].map(retriesChunk)).toEqual([true, true, false, false]);
  });

  it('gives the reason as missing, timeout or other', () => {
    expect(chunkFailureReason(true, 404)).toBe('timeout');
    expect(chunkFailureReason(false, 404)).toBe('missing');
    expect(chunkFailureReason(false, 410)).toBe('missing');
    expect(chunkFailureReason(false, 500)).toBe('other');
    expect(chunkFailureReason(false, null)).toBe('other');
  });

  it("says the spec's texts", () => {
    expect(scriptChunkFailed('product-1', 'missing', '/a/product-1.js')).toMatch(
      /^Loading chunk product-1 failed/,
    );
    expect(cssChunkFailed('storefront-2', '/a/storefront-2.css')).toMatch(
      /^Loading CSS chunk storefront-2 failed/,
    );
  });

  it('tells an offline shopper their connection is lost, else that the page did not load', () => {
    expect(chunkErrorNotice(false).title).toBe('Internet connection lost');
    expect(chunkErrorNotice(true).title).toBe('Unable to load page');
  });
});
