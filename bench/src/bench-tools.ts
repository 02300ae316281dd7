/**
 * Helpers the PostgreSQL benches share: the machine's load, a bench database made on first use,
 * percentiles, the run's accounts, signing a shopper in through the test hook, their open order
 * and its lines, a JSON POST over kept-alive connections, a load of GETs one connection per
 * shopper, and the bare Fastify hello-world ceiling.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { type Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort } from './bench-server.ts';
import { type LoadResult, load, measured } from './load.ts';

export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** The database `name` on the PostgreSQL server at `serverUrl`, created on first use. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = await openDatabase({ url: `${serverUrl}/postgres`, poolSize: 1 });
  try {
    const found = await admin.db.execute(sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
      await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
    }
  } finally {
    await admin.close();
  }
  return `${serverUrl}/${name}`;
}

/** The `p`th percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

/**
 * Signs `email` in through the end-to-end test hook (the server runs with E2E_TEST_HOOKS): the
 * session cookie and its CSRF token as headers, as the storefront sends them, and the account.
 */
export async function signInByHook(
  origin: string,
  email: string,
): Promise<{ headers: Record<string, string>; accountId: number }> {
  const session = await fetch(`${origin}/api/test-hooks/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const secret = /^session=([^;]+);/.exec(session.headers.get('set-cookie') ?? '')?.[1];
  if (session.status !== 201 || !secret) throw new Error(`sign-in hook: ${session.status}`);
  const { accountId } = (await session.json()) as { accountId: number };
  const cookie = `session=${secret}`;
  const csrf = (await (
    await fetch(`${origin}/api/auth/v1/csrf`, { headers: { cookie } })
  ).json()) as { headerName: string; token: string };
  return { headers: { cookie, [csrf.headerName]: csrf.token }, accountId };
}

/** POSTs `body` to the shop as `headers` say; the JSON answered, or an error naming the path. */
export async function postShop(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

const CONTEXT = `query ShoppingContext($customerId: String!) { shoppingContext(customerId: $customerId) {
  shoppingContext { customerOrderId } failures { message } } }`;

const BATCH = `mutation UpdateTrolleyItems($orderId: String!, $trolleyItems: [TrolleyItemInput!]!) {
  updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { failures { message type } } }`;

/** The signed-in shopper's current order id (the storefront's shoppingContext call). */
export async function currentOrderId(
  origin: string,
  headers: Record<string, string>,
  accountId: number,
): Promise<string> {
  const customerId = createHash('sha256').update(String(accountId)).digest('base64');
  const context = (await postShop(origin, '/api/graphql', headers, {
    query: CONTEXT,
    variables: { customerId },
  })) as { data: { shoppingContext: { shoppingContext: { customerOrderId: string } } } };
  return context.data.shoppingContext.shoppingContext.customerOrderId;
}

/** Sets these lines' quantities (in items) in the order's trolley; throws on any refusal. */
export async function setTrolleyLines(
  origin: string,
  headers: Record<string, string>,
  orderId: string,
  lines: readonly { lineNumber: string; productId: string; amount: number }[],
): Promise<void> {
  const filled = (await postShop(origin, '/api/graphql', headers, {
    query: BATCH,
    variables: {
      orderId,
      trolleyItems: lines.map(({ lineNumber, productId, amount }) => ({
        lineNumber,
        productId,
        quantity: { amount, uom: 'C62' },
      })),
    },
  })) as { data: { updateTrolleyItems: { failures: unknown } } };
  if (filled.data.updateTrolleyItems.failures) {
    throw new Error(`trolley: ${JSON.stringify(filled.data.updateTrolleyItems.failures)}`);
  }
}

export interface Answer {
  status: number;
  text: string;
}

/**
 * POSTs the JSON `payload` to `url` through `agent` (a keep-alive one, as autocannon keeps its
 * connections; fetch costs more CPU here) and answers the status and body.
 */
export function postJson(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
  payload: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Customer accounts for a bench run, one per email, in one statement: signed in through the test
 * hook afterwards, so their password is never used and one hash serves them all.
 */
export async function insertBenchAccounts(
  databaseUrl: string,
  emails: readonly string[],
  lastName = 'Shopper',
): Promise<void> {
  if (emails.length === 0) return;
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const hash = await hashPassword(`bench ${emails[0]} not used`);
    const values = emails.map(
      (email) => sql`(${email}, ${hash}, 'Bench', ${lastName}, 'customer')`,
    );
    await database.db.execute(
      sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
        VALUES ${sql.join(values, sql`, `)}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * One autocannon run of GETs at one connection per shopper, each connection asking
 * `path(shopper)` with that shopper's cookies (and the Host a browser sends), after a 2-second
 * warm-up: mean requests a second, latency percentiles, errors and non-2xx answers (a redirect
 * counts as one).
 */
export async function perShopperLoad<S extends { headers: Record<string, string> }>(
  name: string,
  origin: string,
  group: readonly S[],
  path: (shopper: S) => string,
  seconds: number,
): Promise<LoadResult> {
  let next = 0;
  const base = {
    url: origin,
    connections: group.length,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request, context: { shopper?: S }) => {
          context.shopper ??= group[next++ % group.length] as S;
          request.headers = {
            ...context.shopper.headers,
            host: new URL(origin).host,
            accept: 'text/html,application/json',
          };
          request.path = path(context.shopper);
          return request;
        },
      },
    ],
  };
  await autocannon({ ...base, duration: 2 });
  next = 0;
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name,
    url: `${origin}${path(group[0] as S)}`,
    connections: group.length,
    seconds,
    ...measured(result),
  };
}

/** A bare Fastify hello-world in its own process, loaded as the server is: the ceiling. */
export async function helloWorldCeiling(connections: number, seconds: number): Promise<LoadResult> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'hello-world.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      if (
        await fetch(origin).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return await load('bare Fastify hello-world (ceiling)', origin, { connections, seconds });
  } finally {
    child.kill('SIGTERM');
  }
}

/** Products any shopper can add in items: available, no cap, no message, no date limits. */
export async function plainProducts(
  databaseUrl: string,
  count: number,
): Promise<{ id: string; lineNumber: string }[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = await database.db.execute(
      sql`SELECT id, line_number FROM products
        WHERE availability = 'AVAILABLE' AND uoms @> '["C62"]'::jsonb AND order_cap IS NULL
          AND max_personalised_message_length IS NULL AND restriction IS NULL
        ORDER BY popularity DESC, id LIMIT ${count}`,
    );
    return (result as unknown as { rows: { id: string; line_number: string }[] }).rows.map(
      (row) => ({ id: row.id, lineNumber: row.line_number }),
    );
  } finally {
    await database.close();
  }
}

/** The help page the content rows load and Lighthouse scores (seeded demo content, 0074). */
export const HELP_PAGE_PATH = '/ecom/help-information/booking-a-slot';

export interface Targets {
  categoryUrl: string;
  /** Every second-level category page with products, and its price-sorted second view. */
  categoryPaths: string[];
  productUrl: string;
  lineNumbers: string[];
}

/**
 * The catalogue pages the benches load, found in the taxonomy: the first second-level category
 * with products (the fresh-render figure), every such category page, a product page and 100 line
 * numbers.
 */
export async function pickTargets(origin: string): Promise<Targets> {
  const taxonomy = (await (
    await fetch(`${origin}/api/taxonomy-entity/v1/taxonomy/groceries`)
  ).json()) as {
    rootId: string;
    categories: Record<
      string,
      { url: string; categoryIds: string[]; emptyOfProducts: boolean; hiddenInNav: boolean }
    >;
  };
  const root = taxonomy.categories[taxonomy.rootId];
  const top = root?.categoryIds
    .map((id) => taxonomy.categories[id])
    .find((c) => c && !c.emptyOfProducts && !c.hiddenInNav);
  const second = top?.categoryIds
    .map((id) => taxonomy.categories[id])
    .find((c) => c && !c.emptyOfProducts);
  const category = second ?? top;
  const categoryPaths = (root?.categoryIds ?? [])
    .map((id) => taxonomy.categories[id])
    .filter((c) => c && !c.emptyOfProducts && !c.hiddenInNav)
    .flatMap((c) => c?.categoryIds.map((id) => taxonomy.categories[id]) ?? [])
    .filter((c) => c !== undefined && !c.emptyOfProducts)
    .flatMap((c) => [c?.url as string, `${c?.url}?sortBy=PRICE_LOW_2_HIGH`]);
  if (!category) throw new Error('no category with products in the taxonomy');
  const categoryPath = category.url.replace(/^\/ecom\/shop\/browse\//, '');
  const listing = (await (
    await fetch(
      `${origin}/api/content/v2/browse?categoryPath=${encodeURIComponent(categoryPath)}&size=200`,
    )
  ).json()) as { products: { id: string; name: string; lineNumber: string }[] };
  const first = listing.products[0];
  if (!first) throw new Error(`no products in ${categoryPath}`);
  const slug = first.name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    categoryUrl: `${origin}${category.url}`,
    categoryPaths,
    productUrl: `${origin}/ecom/products/${slug}/${first.id}`,
    lineNumbers: listing.products.slice(0, 100).map((p) => p.lineNumber),
  };
}
