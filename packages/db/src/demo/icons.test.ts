import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { collectDemoCatalogue } from './catalogue.ts';
import { PRODUCT_KINDS } from './product-kinds.ts';
import { buildTaxonomy, taxonomyIconNames } from './taxonomy.ts';

const iconSetPath = createRequire(import.meta.url).resolve(
  '@iconify-json/fluent-emoji-flat/icons.json',
);
const iconSet = JSON.parse(readFileSync(iconSetPath, 'utf8')) as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};
const known = (name: string) => name in iconSet.icons || name in (iconSet.aliases ?? {});

describe('icon names', () => {
  it('exist in fluent-emoji-flat for every kind, category, noun and generated product', () => {
    const names = taxonomyIconNames(buildTaxonomy());
    for (const kind of Object.values(PRODUCT_KINDS)) names.add(kind.icon);
    for (const product of collectDemoCatalogue({ now: new Date('2025-01-10T00:00:00Z') }).products)
      names.add(product.image);
    expect(names.size).toBeGreaterThan(80);
    expect([...names].filter((name) => !known(name))).toEqual([]);
  });

  it('would catch a misspelt name', () => {
    expect(known('glass-of-milk')).toBe(true);
    expect(known('glass-of-mlik')).toBe(false);
  });
});
