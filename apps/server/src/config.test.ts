import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('proves an empty environment starts with PGlite under the repo root and the fictional brand', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: `${REPO_ROOT}data/pglite` });
    expect(config.site.brandName).toBe('Hillside');
    expect(config.hsts).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('proves DATABASE_URL switches to PostgreSQL and PUBLIC_ORIGIN is normalised', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/shop',
      PUBLIC_ORIGIN: 'https://Shop.Example.com/',
      TRUST_PROXY: 'true',
      BRAND_NAME: 'Orchard',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    expect(config.site.publicOrigin).toBe('https://shop.example.com');
    expect(config.trustProxy).toBe(true);
    expect(config.site.brandName).toBe('Orchard');
  });

  it('proves a bad variable fails fast with its name in the message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PARTNER_CELLAR_URL: 'javascript:alert(1)' })).toThrow(
      /PARTNER_CELLAR_URL/,
    );
  });

  it('proves an empty value counts as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
