import { spawnSync } from 'node:child_process';
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

  it('proves one server process by default, more only on PostgreSQL (SERVER_PROCESSES, decision 0067)', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(
      loadConfig({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://u@db:5432/shop' }).processes,
    ).toBe(2);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: more than one process needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://u@db:5432/shop' }),
    ).toThrow(ConfigError);
  });

  it('proves the four marketing schemes are named from the brand, the loyalty scheme and the partner', () => {
    expect(loadConfig({}).site.marketingSchemeNames).toEqual({
      RETAILER: 'Hillside',
      LOYALTY: 'myHillside',
      PARTNER: 'Ashby & Lowe',
      PARTNER_MONEY: 'Ashby & Lowe Money',
    });
    expect(
      loadConfig({
        BRAND_NAME: 'Orchard',
        LOYALTY_SCHEME_NAME: 'Orchard Rewards',
        PARTNER_STORE_NAME: 'Fenwick House',
        PARTNER_MONEY_NAME: 'Fenwick Finance',
      }).site.marketingSchemeNames,
    ).toEqual({
      RETAILER: 'Orchard',
      LOYALTY: 'Orchard Rewards',
      PARTNER: 'Fenwick House',
      PARTNER_MONEY: 'Fenwick Finance',
    });
    expect(() => loadConfig({ PARTNER_STORE_NAME: 'x'.repeat(61) })).toThrow(/PARTNER_STORE_NAME/);
  });

  it('proves a bad variable fails fast with its name in the message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PARTNER_CELLAR_URL: 'javascript:alert(1)' })).toThrow(
      /PARTNER_CELLAR_URL/,
    );
  });

  it('proves production answers only configured hosts and keeps caches and introspection closed to clients', () => {
    const development = loadConfig({});
    expect(development.restrictHosts).toBe(false);
    expect(development.allowClientNoCache).toBe(true);
    expect(development.exposeCacheStatus).toBe(true);
    expect(development.graphqlIntrospection).toBe(true);

    // `npm start` (production, nothing configured) answers the local demo on its loopback names.
    const demo = loadConfig({ NODE_ENV: 'production', PORT: '4000' });
    expect(demo.restrictHosts).toBe(true);
    expect(demo.site.publicOrigin).toBe('http://localhost:4000');
    expect(demo.allowedHosts).toEqual(['localhost:4000', '127.0.0.1:4000', '[::1]:4000']);

    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example.com',
      ALLOWED_HOSTS: ' www.shop.example.com, Shop.Example.com:8443 ,',
    });
    expect(production.restrictHosts).toBe(true);
    expect(production.allowedHosts).toEqual([
      'shop.example.com',
      'www.shop.example.com',
      'shop.example.com:8443',
    ]);
    expect(production.allowClientNoCache).toBe(false);
    expect(production.exposeCacheStatus).toBe(false);
    expect(production.graphqlIntrospection).toBe(false);

    const benched = loadConfig({
      NODE_ENV: 'production',
      ALLOW_CLIENT_NO_CACHE: 'true',
      EXPOSE_CACHE_STATUS: '1',
      GRAPHQL_INTROSPECTION: 'yes',
    });
    expect(benched.allowClientNoCache).toBe(true);
    expect(benched.exposeCacheStatus).toBe(true);
    expect(benched.graphqlIntrospection).toBe(true);
  });

  it('proves mail is held for the viewer by default and sent through SMTP_URL from MAIL_FROM when set', () => {
    expect(loadConfig({ BRAND_NAME: 'Orchard' }).mail).toEqual({
      smtpUrl: undefined,
      from: { name: 'Orchard', address: 'no-reply@example.com' },
      pollIntervalMs: 5_000,
    });
    const smtp = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: '"Orchard Shop" <help@orchard.example.com>',
      MAIL_POLL_INTERVAL_MS: '250',
    }).mail;
    expect(smtp).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: { name: 'Orchard Shop', address: 'help@orchard.example.com' },
      pollIntervalMs: 250,
    });
    expect(loadConfig({ MAIL_FROM: 'shop@example.com' }).mail.from).toEqual({
      address: 'shop@example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Shop <not an address>' })).toThrow(/MAIL_FROM/);
    // The one email rule (decision 0053): a comma would make the From two addresses.
    expect(() => loadConfig({ MAIL_FROM: 'Shop <help,bcc@example.com>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'help..desk@example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'Shop\r\nBcc: x@example.com <a@example.com>' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ MAIL_POLL_INTERVAL_MS: '0' })).toThrow(/MAIL_POLL_INTERVAL_MS/);
  });

  it('proves postcode lookups use the built-in demo streets unless a lookup service is configured', () => {
    expect(loadConfig({}).postcodeLookup).toEqual({ provider: 'built-in', timeoutMs: 3_000 });
    expect(
      loadConfig({
        POSTCODE_LOOKUP_PROVIDER: 'http',
        POSTCODE_LOOKUP_URL: 'https://api.addressy.com/Capture/Interactive/',
        POSTCODE_LOOKUP_KEY: 'AA11-BB22',
        POSTCODE_LOOKUP_TIMEOUT_MS: '1500',
      }).postcodeLookup,
    ).toEqual({
      provider: 'http',
      url: 'https://api.addressy.com/Capture/Interactive/',
      key: 'AA11-BB22',
      timeoutMs: 1_500,
    });
    expect(() => loadConfig({ POSTCODE_LOOKUP_PROVIDER: 'http' })).toThrow(
      /POSTCODE_LOOKUP_URL: must be set when POSTCODE_LOOKUP_PROVIDER is http/,
    );
    expect(() => loadConfig({ POSTCODE_LOOKUP_PROVIDER: 'loqate' })).toThrow(
      /POSTCODE_LOOKUP_PROVIDER/,
    );
    expect(() => loadConfig({ POSTCODE_LOOKUP_URL: 'ftp://lookup.example.com' })).toThrow(
      /POSTCODE_LOOKUP_URL/,
    );
    expect(() => loadConfig({ POSTCODE_LOOKUP_TIMEOUT_MS: '10' })).toThrow(
      /POSTCODE_LOOKUP_TIMEOUT_MS/,
    );
  });

  it('proves an empty value counts as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});

describe('loadConfigOrExit', () => {
  it('proves a command started with a bad variable says which and exits 1, without a stack trace', () => {
    const run = spawnSync(
      process.execPath,
      [`${REPO_ROOT}apps/server/src/cli/popularity-rebuild.ts`, '--days', '7'],
      { env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment configuration');
    expect(run.stderr).toMatch(/PORT/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
