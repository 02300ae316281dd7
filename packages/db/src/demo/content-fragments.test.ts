import {
  STOREFRONT_FRAGMENT_KEYS,
  validateContentFragment,
} from '@grocer/domain/content/content-fragment';
import { describe, expect, it } from 'vitest';
import { demoContentFragments } from './content-fragments.ts';

const site = { brandName: 'Larkfield', customerCarePhone: '0800 123 4567' };

describe('demoContentFragments', () => {
  it('proves every storefront fragment is seeded once and passes the content rule', () => {
    const fragments = demoContentFragments(site);
    for (const fragment of fragments) {
      expect(validateContentFragment(fragment), fragment.key).toEqual({ ok: true, fragment });
    }
    expect(fragments.map((fragment) => fragment.key).sort()).toEqual(
      [...STOREFRONT_FRAGMENT_KEYS].sort(),
    );
  });

  it('proves the home page opens with the hero for the configured brand, and has the offers, seasonal and recipe sections', () => {
    const homepage = demoContentFragments(site).find((fragment) => fragment.key === 'homepage');
    expect(homepage?.blocks[0]).toMatchObject({ kind: 'hero', eyebrow: 'Larkfield groceries' });
    const kinds = homepage?.blocks.map((block) =>
      block.kind === 'teaser' ? `teaser:${block.subject}` : block.kind,
    );
    expect(kinds).toContain('teaser:offer');
    expect(kinds).toContain('teaser:recipe');
    expect(JSON.stringify(homepage)).toContain('/ecom/seasonal');
    expect(JSON.stringify(demoContentFragments(site))).not.toMatch(/Hillside|Waitrose/);
  });
});
