import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteEntry } from '../../src/http/route-table.ts';
import type { OwnedResourceFixture } from './owned-resources.ts';

/** Bearer tokens for the callers the harness plays. */
export interface Callers {
  customerA: { id: number; token: string };
  customerB: { id: number; token: string };
}

export interface Violation {
  route: string;
  problem: string;
}

const PLACEHOLDER = '1';

/** The spec's REST shape, `/api/{service}/v{n}/{endpoint}`: every such route is walked. */
const REST_CALL = /^\/api\/[^/]+\/v\d+\//;

function pathFor(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? PLACEHOLDER),
  );
}

async function call(
  app: FastifyInstance,
  entry: RouteEntry,
  path: string,
  token: string | null,
): Promise<number> {
  const request: InjectOptions = {
    method: entry.method as InjectOptions['method'],
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  if (!['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(entry.method)) request.payload = {};
  return (await app.inject(request)).statusCode;
}

/**
 * Walks every REST route of the app's route table and checks what its `access` and
 * `owns` declarations promise (decision 0026):
 * - every route declares its access;
 * - `customer` and `staff` routes answer an anonymous caller 401, whatever else is wrong with the
 *   request (identity is checked before input, so nothing is revealed to a stranger);
 * - `staff` routes answer a customer 403;
 * - a route that `owns` a customer's resource answers another customer 404 for it, and its
 *   owner anything but 401, 403 or 404.
 * Returns what broke; an empty list means every promise held.
 */
export async function checkAccess(
  app: FastifyInstance,
  callers: Callers,
  fixtures: Readonly<Record<string, OwnedResourceFixture>>,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const routes = app.routeTable.filter(
    (entry) => REST_CALL.test(entry.url) && entry.method !== 'HEAD',
  );
  for (const entry of routes) {
    const doc = entry.doc;
    const route = `${entry.method} ${entry.url}`;
    if (!doc) {
      violations.push({ route, problem: 'has no doc, so no declared access' });
      continue;
    }
    if (!doc.access) {
      violations.push({ route, problem: 'declares no access' });
      continue;
    }
    if (doc.access !== 'public') {
      const anonymous = await call(app, entry, pathFor(entry.url, {}), null);
      if (anonymous !== 401) {
        violations.push({ route, problem: `anonymous caller got ${anonymous}, not 401` });
      }
    }
    if (doc.access === 'staff') {
      const customer = await call(app, entry, pathFor(entry.url, {}), callers.customerA.token);
      if (customer !== 403) {
        violations.push({ route, problem: `a customer got ${customer}, not 403` });
      }
    }
    if (doc.owns) {
      const fixture = fixtures[doc.owns.resource];
      if (!fixture) {
        violations.push({ route, problem: `no fixture makes a "${doc.owns.resource}"` });
        continue;
      }
      const id = await fixture.create(app, callers.customerA.id);
      try {
        const path = pathFor(entry.url, { [doc.owns.param]: id });
        const stranger = await call(app, entry, path, callers.customerB.token);
        if (stranger !== 404) {
          violations.push({ route, problem: `another customer got ${stranger}, not 404` });
        }
        const owner = await call(app, entry, path, callers.customerA.token);
        if ([401, 403, 404].includes(owner)) {
          violations.push({ route, problem: `its owner got ${owner}` });
        }
      } finally {
        await fixture.remove(app, id);
      }
    }
  }
  return violations;
}
