import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { OwnedArgument } from '../../src/graphql/graphql-module.ts';
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

/**
 * Argument names that always name a customer's resource: a GraphQL root field taking one must
 * declare it in its module's `owns`, so a new field cannot be left out of the walk.
 */
export const OWNED_ID_ARGUMENTS: readonly string[] = [
  'orderId',
  'customerOrderId',
  'trolleyItemId',
  'addressId',
  'shoppingListId',
];

/** A value of `type` that passes GraphQL's own checks (not necessarily the resolver's). */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  switch ((type as { name: string }).name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return '1';
  }
}

interface GraphqlAnswer {
  failures: { message: string; type: string }[] | null;
}

async function graphqlCall(
  app: FastifyInstance,
  document: string,
  variables: Record<string, unknown>,
  token: string | null,
): Promise<GraphqlAnswer | string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query: document, variables },
  });
  const body = response.json() as { data?: { result?: GraphqlAnswer }; errors?: unknown };
  if (response.statusCode !== 200 || !body.data?.result) {
    return `answered ${response.statusCode} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`;
  }
  return body.data.result;
}

const firstType = (answer: GraphqlAnswer | string) =>
  typeof answer === 'string' ? answer : (answer.failures?.[0]?.type ?? 'no failure');

/**
 * The GraphQL half of the harness (decision 0026): every root field of `schema` taking an
 * argument that names a customer's resource declares it (`owns`), and for each declared one:
 * another customer gets a NOT_FOUND failure for the owner's resource (as if it did not exist),
 * an anonymous caller UNAUTHENTICATED, and the owner neither of those nor FORBIDDEN.
 */
export async function checkGraphqlAccess(
  app: FastifyInstance,
  callers: Callers,
  fixtures: Readonly<Record<string, OwnedResourceFixture>>,
  schema: GraphQLSchema,
  owns: Readonly<Record<string, OwnedArgument>>,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const roots = [
    ['Query', 'query', schema.getQueryType()],
    ['Mutation', 'mutation', schema.getMutationType()],
  ] as const;
  for (const [typeName, operation, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const route = `GraphQL ${typeName}.${field.name}`;
      const declared = owns[`${typeName}.${field.name}`];
      if (!declared) {
        const idArgument = field.args.find((arg) => OWNED_ID_ARGUMENTS.includes(arg.name));
        if (idArgument) {
          violations.push({ route, problem: `takes ${idArgument.name} but declares no owner` });
        }
        continue;
      }
      const fixture = fixtures[declared.resource];
      if (!fixture) {
        violations.push({ route, problem: `no fixture makes a "${declared.resource}"` });
        continue;
      }
      const owned = field.args.find((arg) => arg.name === declared.arg);
      if (!owned) {
        violations.push({ route, problem: `has no argument ${declared.arg}` });
        continue;
      }
      const used = field.args.filter((arg) => arg === owned || isNonNullType(arg.type));
      const document = `${operation} Access(${used.map((arg) => `$${arg.name}: ${arg.type}`).join(', ')}) {
        result: ${field.name}(${used.map((arg) => `${arg.name}: $${arg.name}`).join(', ')}) {
          failures { message type } } }`;
      const id = await fixture.create(app, callers.customerA.id);
      try {
        const variables = Object.fromEntries(
          used.map((arg) => [
            arg.name,
            arg === owned
              ? getNamedType(arg.type).name === 'Int'
                ? Number(id)
                : id
              : sampleValue(arg.type),
          ]),
        );
        const stranger = firstType(
          await graphqlCall(app, document, variables, callers.customerB.token),
        );
        if (stranger !== 'NOT_FOUND') {
          violations.push({ route, problem: `another customer got ${stranger}, not NOT_FOUND` });
        }
        const anonymous = firstType(await graphqlCall(app, document, variables, null));
        if (anonymous !== 'UNAUTHENTICATED') {
          violations.push({
            route,
            problem: `anonymous caller got ${anonymous}, not UNAUTHENTICATED`,
          });
        }
        const owner = firstType(
          await graphqlCall(app, document, variables, callers.customerA.token),
        );
        if (
          ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(owner) ||
          owner.startsWith('answered')
        ) {
          violations.push({ route, problem: `its owner got ${owner}` });
        }
      } finally {
        await fixture.remove(app, id);
      }
    }
  }
  return violations;
}
