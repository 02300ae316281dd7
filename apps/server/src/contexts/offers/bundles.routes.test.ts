import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { BUNDLES } from './bundles.ts';
import type { Bundle, BundleSummary } from './offers.contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(url);

describe('products-bundle', () => {
  it('lists the bundles, Christmas ones too', async () => {
    const response = await get('/api/offers/v1/products-bundle');
    expect(response.statusCode, response.body).toBe(200);
    const { bundles } = response.json() as { bundles: BundleSummary[] };
    expect(bundles.map((b) => b.name)).toEqual(BUNDLES.map((b) => b.name));
    expect(bundles.some((b) => b.christmas)).toBe(true);
  });

  it('answers every demo bundle with products in each group, from the catalogue', async () => {
    for (const defined of BUNDLES) {
      const response = await get(
        `/api/offers/v1/products-bundle/${defined.name}?christmas=${defined.christmas}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { bundle } = response.json() as { bundle: Bundle };
      expect(bundle.title).toBe(defined.title);
      expect(bundle.groups.map((g) => [g.title, g.threshold])).toEqual(
        defined.groups.map((g) => [g.title, g.threshold]),
      );
      for (const group of bundle.groups) {
        expect(group.products.length, `${defined.name}: ${group.title}`).toBeGreaterThan(0);
      }
    }
  });

  it('is 404 BUNDLE_NOT_FOUND for an unknown bundle, and for a bundle asked for in the wrong season', async () => {
    for (const url of [
      '/api/offers/v1/products-bundle/no-such-bundle',
      '/api/offers/v1/products-bundle/christmas-dinner',
      '/api/offers/v1/products-bundle/picnic?christmas=true',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'BUNDLE_NOT_FOUND' });
    }
  });

  it('is 400 for a name that cannot be a bundle and for an unknown query parameter', async () => {
    for (const url of [
      '/api/offers/v1/products-bundle/Not%20A%20Name',
      '/api/offers/v1/products-bundle/picnic?christmas=maybe',
      '/api/offers/v1/products-bundle/picnic?size=3',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
