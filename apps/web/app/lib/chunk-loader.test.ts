import { describe, expect, it } from 'vitest';
import { type ChunkLoading, isChunkLoadError, loadChunk } from './chunk-loader.ts';

const noWait = (status: number | null): ChunkLoading => ({
  pause: async () => {},
  probe: async () => status,
  timeoutMs: 1_000,
});

describe('loading a chunk', () => {
  it('tries again twice, and loads when a retry succeeds', async () => {
    let tries = 0;
    const loaded = await loadChunk(
      'script',
      '/ecom/assets/product-abc.js',
      async () => {
        tries += 1;
        if (tries < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: 'page' };
      },
      noWait(200),
    );
    expect(loaded).toEqual({ default: 'page' });
    expect(tries).toBe(3);
  });

  it("gives up after three tries with 'Module could not be loaded' and the chunk's text", async () => {
    let tries = 0;
    const failure = await loadChunk(
      'script',
      '/ecom/assets/product-abc.js',
      async () => {
        tries += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      noWait(404),
    ).catch((error: unknown) => error);
    expect(tries).toBe(3);
    expect(isChunkLoadError(failure)).toBe(true);
    if (!isChunkLoadError(failure)) return;
    expect(failure.message).toBe('Module could not be loaded');
    expect(failure.reason).toBe('missing');
    expect((failure.cause as Error).message).toBe(
      'Loading chunk product-abc failed.\n(missing: /ecom/assets/product-abc.js)',
    );
  });

  it('says a style chunk failed with CSS_CHUNK_LOAD_FAILED', async () => {
    const failure = await loadChunk(
      'css',
      '/ecom/assets/storefront-9f.css',
      () => Promise.reject(new Error('stylesheet did not load')),
      noWait(null),
    ).catch((error: unknown) => error);
    if (!isChunkLoadError(failure)) throw new Error('expected a chunk load error');
    expect(failure.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect((failure.cause as Error).message).toMatch(/^Loading CSS chunk storefront-9f failed/);
  });

  it('counts a chunk that never answers as timed out', async () => {
    const failure = await loadChunk(
      'script',
      '/ecom/assets/slow-1.js',
      () => new Promise(() => {}),
      { ...noWait(200), timeoutMs: 5 },
    ).catch((error: unknown) => error);
    if (!isChunkLoadError(failure)) throw new Error('expected a chunk load error');
    expect(failure.reason).toBe('timeout');
  });
});
