import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmailAddress } from '@grocer/domain/identity/email-address';
import {
  DEFAULT_MINIMUM_ORDER_VALUES,
  type MinimumOrderValues,
} from '@grocer/domain/pricing/minimum-order';
import { DEFAULT_RESERVATION_MINUTES } from '@grocer/domain/slots/slot-cut-offs';
import { z } from 'zod';
import type { PostcodeLookupConfig } from './contexts/addresses/postcode-lookup.service.ts';
import type { LoyaltyConfig } from './contexts/loyalty/loyalty.contract.ts';
import type { MailConfig } from './contexts/mail/mail.service.ts';
import type { SiteConfig } from './web/app-services.ts';

/** Relative paths in configuration (PGLITE_DIR) resolve against the repository root, not the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z.url({ protocol: /^https?$/ });

/** A sum of money in whole pence, up to £10,000. */
const pence = z.coerce.number().int('must be whole pence').min(0).max(1_000_000);

/**
 * `shop@example.com` or `Shop name <shop@example.com>` (a quoted name too); the address is judged
 * by the one email rule (decision 0053).
 */
const MAIL_FROM_PATTERN =
  /^(?:"?(?<name>[^"<>\r\n]{1,80}?)"?\s*<(?<address>[^<>]+)>|(?<bare>[^\s<>"]+))$/;

function mailFromOf(value: string): { name?: string; address: string } | null {
  const groups = MAIL_FROM_PATTERN.exec(value)?.groups;
  if (!groups) return null;
  const from = groups.bare
    ? { address: groups.bare }
    : { name: groups.name?.trim(), address: groups.address ?? '' };
  return isEmailAddress(from.address) ? from : null;
}

/** Every variable the server reads. All optional: `npm start` must work with an empty environment. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: httpUrl.transform((value) => value.toLowerCase().replace(/\/+$/, '')).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  HSTS: booleanFlag.default(true),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
    )
    .optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  ALLOW_CLIENT_NO_CACHE: booleanFlag.optional(),
  FLAG_OVERRIDES: booleanFlag.optional(),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  /**
   * Drop analytics days past the retention at start-up and hourly in this process. On by
   * default, off when NODE_ENV=test: a test app on a clock years ahead would drop every other
   * test's days.
   */
  ANALYTICS_SWEEP_WORKER: booleanFlag.optional(),
  /**
   * The personalisation engine's events endpoint and the sponsored ad-order endpoint (decision
   * 0070): recommendation impressions and clicks, and orders, are passed on where set.
   */
  PERSONALISATION_EVENTS_URL: httpUrl.optional(),
  AD_ORDER_URL: httpUrl.optional(),
  EXPOSE_CACHE_STATUS: booleanFlag.optional(),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  BRAND_NAME: z.string().min(1).max(60).default('Hillside'),
  /** The loyalty scheme's name (the account menu's hub link); `my` + the brand name if unset. */
  LOYALTY_SCHEME_NAME: z.string().min(1).max(60).optional(),
  /** The loyalty card prefixes (comma-separated); spec doc 3 §5's 9210 and 9230 if unset. */
  LOYALTY_CARD_PREFIXES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((prefix) => prefix.trim())
        .filter((prefix) => prefix !== ''),
    )
    .pipe(z.array(z.string().regex(/^\d{1,8}$/)).min(1))
    .default(['9210', '9230']),
  /** Points for each loyalty threshold reward (comma-separated), lowest first. */
  LOYALTY_REWARD_THRESHOLDS: z
    .string()
    .transform((value) => value.split(',').map((points) => Number(points.trim())))
    .pipe(z.array(z.number().int().min(1)).min(1).max(10))
    .default([500, 1000, 2000]),
  /** Picks (products chosen for a member's personal discount) each member has. */
  LOYALTY_PICKS: z.coerce.number().int().min(0).max(50).default(10),
  /** Points a member earns for each whole pound an order is charged (decision 0099). */
  LOYALTY_POINTS_PER_POUND: z.coerce.number().int().min(0).max(100).default(1),
  /** The phone-wallet pass (decision 0089): Apple's Pass Type ID and team. */
  WALLET_PASS_TYPE_IDENTIFIER: z
    .string()
    .min(1)
    .max(200)
    .default('pass.com.example.grocer.loyalty'),
  WALLET_TEAM_IDENTIFIER: z.string().min(1).max(20).default('DEVELOPMENT'),
  /** PEM files signing passes; all three or none (then a development certificate). */
  WALLET_WWDR_CERT_FILE: z.string().min(1).optional(),
  WALLET_SIGNER_CERT_FILE: z.string().min(1).optional(),
  WALLET_SIGNER_KEY_FILE: z.string().min(1).optional(),
  WALLET_SIGNER_KEY_PASSPHRASE: z.string().min(1).optional(),
  /**
   * The department-store partner whose marketing shoppers may opt in to (spec doc 3 §3), and its
   * money service; the latter is the partner's name + ` Money` if unset.
   */
  PARTNER_STORE_NAME: z.string().min(1).max(60).default('Ashby & Lowe'),
  PARTNER_MONEY_NAME: z.string().min(1).max(60).optional(),
  /**
   * End-to-end test hooks: a route that signs an existing account in by email and a shortened
   * session time-out timer (`?sessionTimerMs=`). Anyone could sign in as anyone: never set it
   * where real shoppers are.
   */
  E2E_TEST_HOOKS: booleanFlag.default(false),
  CUSTOMER_CARE_PHONE: z
    .string()
    .regex(/^[0-9 +()-]{6,20}$/, 'must be a phone number')
    .default('0800 123 4567'),
  /** Where the contact form's messages are announced (decision 0076): the customer care team. */
  CUSTOMER_CARE_EMAIL: z
    .string()
    .trim()
    .refine(isEmailAddress, 'must be an email address')
    .default('customer.care@example.com'),
  /** When customer care answers, as a shopper reads it after "here": shown by Contact us and its emails. */
  CUSTOMER_CARE_HOURS: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\p{Cc}<>]*$/u, 'must be plain text on one line')
    .default('Monday to Saturday 8am to 8pm, and Sunday 10am to 6pm'),
  PARTNER_CELLAR_URL: httpUrl.default('https://cellar.example.com'),
  PARTNER_GARDEN_URL: httpUrl.default('https://garden.example.com'),
  PARTNER_DISHPATCH_URL: httpUrl.default('https://dishpatch.example.com'),
  SOCIAL_FACEBOOK_URL: httpUrl.default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: httpUrl.default('https://www.instagram.com/'),
  SOCIAL_PINTEREST_URL: httpUrl.default('https://www.pinterest.co.uk/'),
  SOCIAL_X_URL: httpUrl.default('https://x.com/'),
  SOCIAL_YOUTUBE_URL: httpUrl.default('https://www.youtube.com/'),
  APP_STORE_URL: httpUrl.default('https://apps.apple.com/'),
  GOOGLE_PLAY_URL: httpUrl.default('https://play.google.com/store'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .refine((value) => new URL(value).hostname !== '', 'must name a host')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => mailFromOf(value) !== null, 'must be an address, or a name and <address>')
    .transform((value) => mailFromOf(value) as { name?: string; address: string })
    .optional(),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** built-in: invented addresses in the demo districts; http: a find/retrieve service. */
  POSTCODE_LOOKUP_PROVIDER: z.enum(['built-in', 'http']).default('built-in'),
  POSTCODE_LOOKUP_URL: httpUrl.optional(),
  POSTCODE_LOOKUP_KEY: z.string().min(1).max(200).optional(),
  POSTCODE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Minimum order values in pence (decision 0030): item total after offers, per slot type. */
  MINIMUM_ORDER_DELIVERY_PENCE: pence.default(DEFAULT_MINIMUM_ORDER_VALUES.deliveryPence),
  MINIMUM_ORDER_COLLECTION_PENCE: pence.default(
    DEFAULT_MINIMUM_ORDER_VALUES.groceryCollectionPence,
  ),
  /** How long a booked slot is held before it lapses (decision 0034). */
  SLOT_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_440)
    .default(DEFAULT_RESERVATION_MINUTES),
  /** Show today's slots too (the spec's start-date override); never in a real shop. */
  SLOT_START_DATE_OVERRIDE: booleanFlag.default(false),
  /** How often lapsed reservations are given back. */
  SLOT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * The slot worker: generate slots ahead at start-up and hourly, sweep lapsed reservations.
   * On by default, off when NODE_ENV=test (tests make their own slots).
   */
  SLOT_WORKER: booleanFlag.optional(),
  /** Which payment provider takes cards (decision 0038): only the built-in sandbox so far. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Delivery pass prices in pence (decision 0087): the plans are fixed, their prices are not. */
  DELIVERY_PASS_ANYTIME_6_PENCE: pence.default(3_900),
  DELIVERY_PASS_ANYTIME_12_PENCE: pence.default(6_900),
  DELIVERY_PASS_MIDWEEK_6_PENCE: pence.default(2_500),
  MINIMUM_ORDER_ENTERTAINING_PENCE: pence.default(
    DEFAULT_MINIMUM_ORDER_VALUES.entertainingCollectionPence,
  ),
  /**
   * The job worker (decision 0043): runs queued jobs and starts fulfilment at each order's
   * cut-off. On by default, off when NODE_ENV=test (tests run jobs themselves).
   */
  JOBS_WORKER: booleanFlag.optional(),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * Popularity from sales (decision 0048): the Europe/London hour (0–23) after which the job
   * worker rebuilds popularity once a day. Unset: never on its own (npm run popularity:rebuild).
   */
  POPULARITY_REBUILD_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  /** The demo's automatic picker: picks an order as ordered this long after fulfilment starts. */
  FULFILMENT_AUTO_PICK: booleanFlag.default(true),
  FULFILMENT_AUTO_PICK_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Placement recovery (decision 0045): a placement silent this long is taken as dead. */
  ORDER_PLACEMENT_LEASE_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /** A card challenge not completed this long after it was asked for is given up. */
  ORDER_CHALLENGE_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
  /** How often the recovery sweep runs. */
  ORDER_RECOVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Sweep in this process: on by default, off when NODE_ENV=test (tests sweep their own rows). */
  ORDER_RECOVERY_WORKER: booleanFlag.optional(),
  /** Test-only (with E2E_TEST_HOOKS): placements stop for ever after this step (the kill test). */
  PLACEMENT_TEST_PAUSE_AFTER: z
    .enum(['validate', 'create-order', 'confirm-slot', 'redeem-tenders', 'authorise-payment'])
    .optional(),
  /**
   * Test-only (with E2E_TEST_HOOKS): the process kills itself at this named point of a money
   * workflow (apps/server/src/faults/crash-point.ts; the crash tests of issue 21).
   */
  CRASH_AT: z
    .string()
    .regex(/^[a-z-]+(:[a-z-]+)+$/)
    .optional(),
});

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: DatabaseConfig;
  /**
   * How many server processes share the port (SERVER_PROCESSES, decision 0067): one by default;
   * more only on PostgreSQL, whose state every process shares (the embedded database belongs to
   * one process).
   */
  processes: number;
  /** Trust X-Forwarded-* from a TLS-terminating proxy, so request.protocol reflects the client's scheme. */
  trustProxy: boolean;
  /** Send Strict-Transport-Security, but only on requests that arrived over TLS. */
  hsts: boolean;
  /** How long anonymous storefront pages are served from memory (decision 0013); 0: never. */
  pageCacheSeconds: number;
  /**
   * `host[:port]` values (lower case) a request's Host may name. In production only these are
   * answered: PUBLIC_ORIGIN's host plus ALLOWED_HOSTS. Elsewhere any well-formed Host is, and this
   * list is only informative. Pages always render from PUBLIC_ORIGIN, never from the Host.
   */
  allowedHosts: string[];
  /**
   * How long a client has to send a whole request, headers and body; a connection that stops
   * short is answered 408 and closed instead of being held open.
   */
  requestTimeoutMs: number;
  /** Whether the Host header is checked against `allowedHosts` (production, or ALLOWED_HOSTS set). */
  restrictHosts: boolean;
  /**
   * Whether a client's `Cache-Control: no-cache` may make the server compute an answer afresh
   * (search, page cache). Off in production, so no client can switch the caches off; benches
   * turn it on with ALLOW_CLIENT_NO_CACHE=true.
   */
  allowClientNoCache: boolean;
  /**
   * FLAG_OVERRIDES: whether the features and graph flags headers may turn flags on or off for a
   * request (decision 0068). Off in production unless set; on elsewhere, for testing a change.
   */
  flagOverrides: boolean;
  /** ANALYTICS_RETENTION_DAYS: whole days of analytics events kept (decision 0070). */
  analyticsRetentionDays: number;
  /** ANALYTICS_SWEEP_WORKER: sweep past the retention in this process. */
  analyticsSweepWorker: boolean;
  /** PERSONALISATION_EVENTS_URL and AD_ORDER_URL: the partners events go on to, if any. */
  analyticsPartnerUrls: { personalisationEvents: string | null; adOrder: string | null };
  /** Whether answers say `x-page-cache: hit|miss` (off in production unless EXPOSE_CACHE_STATUS). */
  exposeCacheStatus: boolean;
  /** GraphQL introspection and the published SDL (off in production unless GRAPHQL_INTROSPECTION). */
  graphqlIntrospection: boolean;
  /** E2E_TEST_HOOKS: test-only sign-in route and timer knob (see the variable). */
  testHooks: boolean;
  site: SiteConfig;
  mail: MailConfig;
  postcodeLookup: PostcodeLookupConfig;
  /** What the trolley compares its item total with (MINIMUM_ORDER_*_PENCE). */
  minimumOrderValues: MinimumOrderValues;
  /** The loyalty scheme (decision 0086): white-label name, card prefixes, rewards and picks. */
  loyalty: LoyaltyConfig;
  /** Slot booking (decision 0034). */
  slots: SlotsConfig;
  /** The payment provider (decision 0038). */
  paymentProvider: 'sandbox';
  /** Delivery pass plan prices in pence (decision 0087). */
  deliveryPassPrices: Readonly<Record<'ANYTIME_6' | 'ANYTIME_12' | 'MIDWEEK_6', number>>;
  /** Background jobs and fulfilment (decision 0043). */
  jobs: JobsConfig;
  /** Placement recovery (decision 0045). */
  orderRecovery: OrderRecoveryConfig;
}

export interface JobsConfig {
  /** Run queued jobs (and the fulfilment scheduler) in this process. */
  worker: boolean;
  pollIntervalMs: number;
  /** Minutes after fulfilment starts at which the automatic picker picks; null: never. */
  autoPickMinutes: number | null;
  /** The London hour of the daily popularity rebuild (decision 0048); null: not scheduled. */
  popularityRebuildHour: number | null;
}

export interface OrderRecoveryConfig {
  leaseMs: number;
  challengeExpiryMs: number;
  intervalMs: number;
  /** Sweep in this process. */
  worker: boolean;
  /** Test-only pause point; only set when test hooks are on. */
  testPauseAfter: string | undefined;
  /** Test-only crash point (CRASH_AT with E2E_TEST_HOOKS). */
  crashAt: string | undefined;
}

export interface SlotsConfig {
  reservationMinutes: number;
  startDateOverride: boolean;
  sweepIntervalMs: number;
  /** Generate ahead and sweep in this process. */
  worker: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * For a command's start-up (the server, the popularity rebuild): the configuration, or the
 * ConfigError's message on stderr and exit code 1, never a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty value means "not set", so `PORT=` in a .env file falls back to the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.POSTCODE_LOOKUP_PROVIDER === 'http' && e.POSTCODE_LOOKUP_URL === undefined) {
    throw new ConfigError(
      'Invalid environment configuration:\n  POSTCODE_LOOKUP_URL: must be set when POSTCODE_LOOKUP_PROVIDER is http',
    );
  }
  if (e.SERVER_PROCESSES > 1 && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SERVER_PROCESSES: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process',
    );
  }
  const production = e.NODE_ENV === 'production';
  // Unset, the shop is the local demo: it answers on this machine's loopback names at PORT.
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  const localHosts =
    e.PUBLIC_ORIGIN === undefined
      ? [`localhost:${e.PORT}`, `127.0.0.1:${e.PORT}`, `[::1]:${e.PORT}`]
      : [];
  const publicHost = new URL(publicOrigin).host;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: isAbsolute(e.PGLITE_DIR) ? e.PGLITE_DIR : resolve(REPO_ROOT, e.PGLITE_DIR),
        },
    processes: e.SERVER_PROCESSES,
    trustProxy: e.TRUST_PROXY,
    hsts: e.HSTS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    allowedHosts: [...new Set([publicHost, ...localHosts, ...(e.ALLOWED_HOSTS ?? [])])],
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    restrictHosts: production || e.ALLOWED_HOSTS !== undefined,
    allowClientNoCache: e.ALLOW_CLIENT_NO_CACHE ?? !production,
    flagOverrides: e.FLAG_OVERRIDES ?? !production,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsSweepWorker: e.ANALYTICS_SWEEP_WORKER ?? e.NODE_ENV !== 'test',
    analyticsPartnerUrls: {
      personalisationEvents: e.PERSONALISATION_EVENTS_URL ?? null,
      adOrder: e.AD_ORDER_URL ?? null,
    },
    exposeCacheStatus: e.EXPOSE_CACHE_STATUS ?? !production,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !production,
    testHooks: e.E2E_TEST_HOOKS,
    site: {
      brandName: e.BRAND_NAME,
      loyaltySchemeName: e.LOYALTY_SCHEME_NAME ?? `my${e.BRAND_NAME}`,
      marketingSchemeNames: {
        RETAILER: e.BRAND_NAME,
        LOYALTY: e.LOYALTY_SCHEME_NAME ?? `my${e.BRAND_NAME}`,
        PARTNER: e.PARTNER_STORE_NAME,
        PARTNER_MONEY: e.PARTNER_MONEY_NAME ?? `${e.PARTNER_STORE_NAME} Money`,
      },
      customerCarePhone: e.CUSTOMER_CARE_PHONE,
      customerCareEmail: e.CUSTOMER_CARE_EMAIL,
      customerCareHours: e.CUSTOMER_CARE_HOURS,
      publicOrigin,
      partnerLinks: {
        cellar: e.PARTNER_CELLAR_URL,
        garden: e.PARTNER_GARDEN_URL,
        dishpatch: e.PARTNER_DISHPATCH_URL,
      },
      socialLinks: {
        facebook: e.SOCIAL_FACEBOOK_URL,
        instagram: e.SOCIAL_INSTAGRAM_URL,
        pinterest: e.SOCIAL_PINTEREST_URL,
        x: e.SOCIAL_X_URL,
        youtube: e.SOCIAL_YOUTUBE_URL,
      },
      appLinks: { appStore: e.APP_STORE_URL, googlePlay: e.GOOGLE_PLAY_URL },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? { name: e.BRAND_NAME, address: 'no-reply@example.com' },
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
    },
    postcodeLookup:
      e.POSTCODE_LOOKUP_PROVIDER === 'http' && e.POSTCODE_LOOKUP_URL !== undefined
        ? {
            provider: 'http',
            url: e.POSTCODE_LOOKUP_URL,
            key: e.POSTCODE_LOOKUP_KEY,
            timeoutMs: e.POSTCODE_LOOKUP_TIMEOUT_MS,
          }
        : { provider: 'built-in', timeoutMs: e.POSTCODE_LOOKUP_TIMEOUT_MS },
    deliveryPassPrices: {
      ANYTIME_6: e.DELIVERY_PASS_ANYTIME_6_PENCE,
      ANYTIME_12: e.DELIVERY_PASS_ANYTIME_12_PENCE,
      MIDWEEK_6: e.DELIVERY_PASS_MIDWEEK_6_PENCE,
    },
    minimumOrderValues: {
      deliveryPence: e.MINIMUM_ORDER_DELIVERY_PENCE,
      groceryCollectionPence: e.MINIMUM_ORDER_COLLECTION_PENCE,
      entertainingCollectionPence: e.MINIMUM_ORDER_ENTERTAINING_PENCE,
    },
    loyalty: {
      schemeName: e.LOYALTY_SCHEME_NAME ?? `my${e.BRAND_NAME}`,
      cardPrefixes: e.LOYALTY_CARD_PREFIXES,
      rewardThresholds: e.LOYALTY_REWARD_THRESHOLDS,
      totalPicks: e.LOYALTY_PICKS,
      pointsPerPound: e.LOYALTY_POINTS_PER_POUND,
      wallet: {
        passTypeIdentifier: e.WALLET_PASS_TYPE_IDENTIFIER,
        teamIdentifier: e.WALLET_TEAM_IDENTIFIER,
        organizationName: e.BRAND_NAME,
        certificates:
          e.WALLET_WWDR_CERT_FILE && e.WALLET_SIGNER_CERT_FILE && e.WALLET_SIGNER_KEY_FILE
            ? {
                wwdrPath: e.WALLET_WWDR_CERT_FILE,
                signerCertPath: e.WALLET_SIGNER_CERT_FILE,
                signerKeyPath: e.WALLET_SIGNER_KEY_FILE,
              }
            : null,
        signerKeyPassphrase: e.WALLET_SIGNER_KEY_PASSPHRASE,
      },
    },
    slots: {
      reservationMinutes: e.SLOT_RESERVATION_MINUTES,
      startDateOverride: e.SLOT_START_DATE_OVERRIDE,
      sweepIntervalMs: e.SLOT_SWEEP_INTERVAL_SECONDS * 1000,
      worker: e.SLOT_WORKER ?? e.NODE_ENV !== 'test',
    },
    paymentProvider: e.PAYMENT_PROVIDER,
    jobs: {
      worker: e.JOBS_WORKER ?? e.NODE_ENV !== 'test',
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      autoPickMinutes: e.FULFILMENT_AUTO_PICK ? e.FULFILMENT_AUTO_PICK_MINUTES : null,
      popularityRebuildHour: e.POPULARITY_REBUILD_HOUR ?? null,
    },
    orderRecovery: {
      leaseMs: e.ORDER_PLACEMENT_LEASE_SECONDS * 1000,
      challengeExpiryMs: e.ORDER_CHALLENGE_EXPIRY_MINUTES * 60_000,
      intervalMs: e.ORDER_RECOVERY_INTERVAL_SECONDS * 1000,
      worker: e.ORDER_RECOVERY_WORKER ?? e.NODE_ENV !== 'test',
      testPauseAfter: e.E2E_TEST_HOOKS ? e.PLACEMENT_TEST_PAUSE_AFTER : undefined,
      crashAt: e.E2E_TEST_HOOKS ? e.CRASH_AT : undefined,
    },
  };
}
