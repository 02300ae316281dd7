import { MAX_SHOPPING_LISTS } from '@grocer/domain/shopping-lists/shopping-list-rules';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../src/errors/error-handler.ts';
import { GRAPHQL_MODULES, schemaSdl as servedSchema } from '../../src/graphql/graphql-modules.ts';
import { createTestAccount } from '../test-accounts.ts';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint, expectDataUnchanged, resetCounters } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import {
  CONTENT_TYPES,
  hostileHeaders,
  hostileText,
  PROTOTYPE_NAMES,
  parameterValue,
} from './hostile-input.ts';
import { plausibleValues } from './plausible-values.ts';
import { responseText } from './response-text.ts';
import { PRODUCT_ARGUMENTS_SPOILED, VALID_REQUESTS_WRITE } from './writing-requests.ts';

/**
 * Every Query and Mutation field of the schema the app serves (its published SDL, so a field
 * added later joins without edits), called with generated hostile arguments, as
 * variables or inline, of the right type or not, anonymously or as a signed-in customer with a
 * trolley; then the endpoint itself with odd documents,
 * bodies, content types and GET queries. Every answer must be below 500, carry no hidden
 * resolver crash (an INTERNAL_ERROR inside a 200), and leave the data unchanged.
 */

const ENDPOINT = '/api/graphql';
const t = await createTestApp();

// A customer with a trolley holding a line, signed in before the baseline: fields that need
// someone signed in are reached past "who are you", and the customer's order id is the
// plausible one, so reads of it reach the whole trolley.
const customer = await createTestAccount(t.database);
const customerSession = await t.app.identityService.startSession(customer.id);
const { identity: customerIdentity } = await t.app.identityService.resolve({
  sessionSecret: customerSession.secret,
  bearerToken: null,
});
const customerToken = t.app.identityService.issueAccessToken(customerIdentity).accessToken;
const orderId = (await t.app.services.trolley.currentOrderId(customerIdentity)) as string;
const shelf = await t.app.services.catalogue.browse({ categoryPath: 'groceries', size: 50 });
const product = shelf?.products.find(
  (p) =>
    p.availability === 'AVAILABLE' &&
    p.weights.uoms.includes('C62') &&
    p.maxPersonalisedMessageLength === null &&
    p.restriction === null,
);
if (!product) throw new Error('no plain product for the fuzz customer’s trolley');
const added = await t.app.services.trolley.addItem(customerIdentity, orderId, {
  lineNumber: product.lineNumber,
  productId: product.id,
  quantity: { amount: 2, uom: 'C62' },
});
// The most shopping lists a shopper may keep (decision 0081), so a valid createShoppingList is
// refused rather than stored.
const listIds: number[] = [];
for (let n = 1; n <= MAX_SHOPPING_LISTS; n += 1) {
  listIds.push((await t.app.services.shoppingLists.create(customerIdentity, `Fuzz list ${n}`)).id);
}
// The customer has rated every demo recipe (decision 0083), so a valid rateRecipe is refused
// ('Rating already submitted') rather than stored.
for (let start = 0; ; start += 54) {
  const page = await t.app.services.recipes.list(customerIdentity, { start, size: 54 });
  for (const recipe of page.recipes)
    await t.app.services.recipes.rate(customerIdentity, recipe.id, 3);
  if (start + 54 >= page.totalMatches) break;
}
/**
 * The customer's own trolley, line and list ids: a signed-in change never names them (see
 * below).
 */
const ownIds = new Set<unknown>([
  orderId,
  ...added.trolleyItems.map((l) => l.trolleyItemId),
  ...listIds,
]);
const owned: Record<string, { arg: string }> = Object.assign(
  {},
  ...GRAPHQL_MODULES.map((module) => module.owns ?? {}),
);

const plausible = await plausibleValues(t.database);
await resetCounters(t.database);
const baseline = await databaseFingerprint(t.database);

/** The SDL the app publishes when introspection is on (the test default), else the module's. */
const published = await t.app.inject(`${ENDPOINT}/schema.graphql`);
const schema = buildSchema(published.statusCode === 200 ? published.body : servedSchema);
const roots = [schema.getQueryType(), schema.getMutationType()].filter((type) => type != null);
const fields = roots.flatMap((root) =>
  Object.values(root.getFields()).map((field) => ({
    operation: root === schema.getMutationType() ? 'mutation' : 'query',
    field,
  })),
);

/** Leaf fields, and objects below them to a small depth: enough to run every resolver. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) return field.name;
      if (depth >= 2) return '';
      const sub = selectionOf(field.type, depth + 1);
      return sub ? `${field.name} ${sub}` : '';
    })
    .filter((part) => part !== '');
  return `{ __typename ${parts.join(' ')} }`;
}

/** Any JSON value, with prototype names as keys now and then: the wrong type for anything. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, '', [], {}),
  fc.jsonValue({ maxDepth: 2 }),
  fc
    .tuple(fc.constantFrom(...PROTOTYPE_NAMES), fc.jsonValue({ maxDepth: 1 }))
    .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`)),
);

/** A value for an input type: mostly its own type with hostile content, sometimes any type. */
function valueFor(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, name, depth);
  const ownType = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      const item = valueFor(type.ofType, name, depth + 1);
      return fc.oneof(
        fc.array(item, { maxLength: 5 }),
        // Past any "at most N" limit.
        item.map((value) => Array.from({ length: 101 + (depth === 0 ? 50 : 0) }, () => value)),
        item,
      );
    }
    if (isEnumType(type)) {
      const values = type.getValues().map((value) => value.name);
      return fc.oneof(
        fc.constantFrom(...values),
        fc.constantFrom(...values).map((value) => value.toLowerCase()),
        fc.constantFrom(...PROTOTYPE_NAMES),
        hostileText,
      );
    }
    if (isInputObjectType(type)) {
      if (depth > 2) return fc.constant({});
      const entries = Object.values(type.getFields()).map((field) =>
        valueFor(field.type, field.name, depth + 1).map((value) => [field.name, value] as const),
      );
      return fc
        .tuple(fc.tuple(...entries), fc.option(fc.constantFrom(...PROTOTYPE_NAMES)))
        .map(([pairs, extra]) => ({
          ...Object.fromEntries(pairs),
          ...(extra ? JSON.parse(`{${JSON.stringify(extra)}:1}`) : {}),
        }));
    }
    switch (type.name) {
      case 'Int':
        return fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, -0));
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(1e308, -1e-308));
      case 'Boolean':
        return fc.boolean();
      default:
        return parameterValue(plausible(name));
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: ownType }, { weight: 1, arbitrary: anyJson });
}

/** A GraphQL literal for a value (an invalid one when the value cannot be written). */
function literal(value: unknown, enumLike: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return enumLike && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, enumLike)).join(', ')}]`;
  return `{${Object.entries(value as object)
    .map(([key, v]) => `${key}: ${literal(v, enumLike)}`)
    .join(', ')}}`;
}

const WRONG_VARIABLE_TYPES = ['Int', 'String!', '[String]', 'Boolean!', 'ID', 'Nope', '[[Int!]!]'];

interface ArgumentUse {
  mode: 'omitted' | 'variable' | 'inline';
  value: unknown;
  declaredType: string;
}

function argumentUse(arg: GraphQLArgument): fc.Arbitrary<ArgumentUse> {
  return fc.record({
    mode: fc.constantFrom<ArgumentUse['mode']>(
      'omitted',
      'variable',
      'variable',
      'inline',
      'inline',
    ),
    value: valueFor(arg.type, arg.name),
    declaredType: fc.oneof(
      { weight: 4, arbitrary: fc.constant(String(arg.type)) },
      { weight: 1, arbitrary: fc.constantFrom(...WRONG_VARIABLE_TYPES) },
    ),
  });
}

/**
 * A call of one field with generated arguments: the document and its variables. `avoid` names
 * an argument whose value must not be one of `ownIds` (it is swapped for one naming nobody);
 * `spoil` one whose well-formed line number is swapped for one no product has.
 */
function fieldCall(
  operation: string,
  field: GraphQLField<unknown, unknown>,
  avoid?: string,
  spoil?: string,
): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const selection = selectionOf(field.type);
  return fc.tuple(...field.args.map(argumentUse)).map((generated) => {
    const declarations: string[] = [];
    const args: string[] = [];
    const variables: Record<string, unknown> = {};
    const uses = generated.map((use, index) =>
      field.args[index]?.name === avoid && ownIds.has(use.value)
        ? { ...use, value: typeof use.value === 'number' ? 2_000_000_000 : '9999999999999' }
        : field.args[index]?.name === spoil &&
            typeof use.value === 'string' &&
            /^\d{1,12}$/.test(use.value)
          ? { ...use, value: '999999999999' }
          : use,
    );
    uses.forEach((use, index) => {
      const arg = field.args[index] as GraphQLArgument;
      if (use.mode === 'omitted') return;
      if (use.mode === 'inline') {
        const named: GraphQLNamedType = getNamedType(arg.type);
        args.push(`${arg.name}: ${literal(use.value, isEnumType(named))}`);
        return;
      }
      declarations.push(`$${arg.name}: ${use.declaredType}`);
      args.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = use.value;
    });
    const vars = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
    const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name;
    return { query: `${operation} Fuzz${vars} { result: ${call} ${selection} }`, variables };
  });
}

function expectSafeAnswer(response: LightMyRequestResponse): void {
  const text = responseText(response);
  expect(response.statusCode, text.slice(0, 300)).toBeLessThan(500);
  if (!/json/.test(String(response.headers['content-type']))) return;
  const body = JSON.parse(text) as {
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  // A resolver that crashed is a 500 in disguise, even inside a 200.
  for (const error of body.errors ?? []) {
    expect(error.extensions?.code, error.message).not.toBe('INTERNAL_ERROR');
    expect(error.message).not.toContain(GENERIC_ERROR_MESSAGE);
  }
}

afterEach(() => expectDataUnchanged(t.database, baseline));
afterAll(async () => {
  console.log(fuzzSummary('GraphQL', `${fields.length} fields and the endpoint`));
  await t.app.identityService.endSession(customerSession.sessionId, 'signed-out');
  await customer.remove();
  await t.close();
});

describe.each(fields)('$operation $field.name', ({ operation, field }) => {
  const root = operation === 'mutation' ? 'Mutation' : 'Query';
  // A change that writes when valid never names the signed-in customer's own trolley or line
  // (writing-requests.ts), so it is refused however good the rest is; reads name them freely.
  const writes = VALID_REQUESTS_WRITE.has(`GraphQL ${root}.${field.name}`);
  const avoid = writes ? owned[`${root}.${field.name}`]?.arg : undefined;
  const spoil = PRODUCT_ARGUMENTS_SPOILED[`GraphQL ${root}.${field.name}`];
  if (writes && !avoid)
    throw new Error(`${root}.${field.name} writes but declares no owned argument`);

  it('proves hostile arguments, as variables or inline, anonymous or signed in, get an answer below 500 and no hidden crash', async () => {
    await fuzz(
      fc.tuple(
        fieldCall(operation, field),
        fieldCall(operation, field, avoid, spoil),
        fc.constantFrom('POST', 'GET'),
        fc.boolean(),
      ),
      async ([anonymousCall, signedInCall, method, signedIn]) => {
        const { query, variables } = signedIn ? signedInCall : anonymousCall;
        const headers: Record<string, string> = signedIn
          ? { authorization: `Bearer ${customerToken}` }
          : {};
        const response =
          method === 'POST'
            ? await t.app.inject({
                method: 'POST',
                url: ENDPOINT,
                headers,
                payload: { query, variables },
              })
            : await t.app.inject({
                method: 'GET',
                url: ENDPOINT,
                headers,
                query: { query, variables: JSON.stringify(variables) },
              });
        expectSafeAnswer(response);
      },
      80,
    );
  });
});

/** Documents that are odd as a whole: syntax, depth, aliases, fragments, directives, names. */
const oddDocument: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{ }',
    'query',
    '{ __typename }',
    '{ nope }',
    '{ __schema { types { name } } }',
    '{ __type(name: "__proto__") { name } }',
    'mutation { __typename }',
    'subscription { __typename }',
    'query A { __typename } query B { __typename }',
    'query A { __typename } query A { __typename }',
    'fragment F on Query { ...F } { ...F }',
    'fragment F on Nope { x } { ...F }',
    '{ ...on Query { __typename } }',
    '{ __typename @skip(if: "yes") }',
    '{ __typename @include(if: $undefined) }',
    '{ __typename @nope }',
    'query ($a: Int = "x") { __typename }',
    '{ taxonomy(root: __proto__) { __typename } }',
    '{ product(id: 1) { __typename } }',
    '{ product(id: null) { __typename } }',
    '{ products(lineNumbers: "1") { __typename } }',
    '{ products { __typename } }',
    '# only a comment',
    '\ufeff{ __typename }',
    '{ __typename }\u0000',
    `{ ${'a: __typename '.repeat(300)}}`,
    `{ ${'taxonomy { taxonomy { categories { '.repeat(4)}id${' } } }'.repeat(4)} }`,
    `{ ${'__typename '.repeat(2000)}}`,
    `query { ${'product(id: "x") { product { categories { id } } } '.repeat(3)}}`,
    `${'{'.repeat(200)}${'}'.repeat(200)}`,
  ),
  hostileText,
  fc
    .array(
      fc.constantFrom(
        '{',
        '}',
        '(',
        ')',
        '...',
        '@',
        '$',
        ':',
        '"',
        'query',
        'on',
        '__typename',
        ' ',
      ),
      {
        maxLength: 20,
      },
    )
    .map((tokens) => tokens.join('')),
);

/** Whole request bodies: well-formed JSON with wrong shapes, batches, broken JSON, other types. */
const oddBody: fc.Arbitrary<{ contentType: string | undefined; payload: string | Buffer }> =
  fc.oneof(
    // A query that is not GraphQL but is JSON, which Mercurius takes for a parsed document.
    fc
      .constantFrom('{}', '[]', '1', '"x"', '{"kind":"Document"}', '{"definitions":{}}')
      .map((query) => ({ contentType: 'application/json', payload: JSON.stringify({ query }) })),
    fc
      .record(
        {
          query: fc.oneof({ weight: 4, arbitrary: oddDocument }, { weight: 1, arbitrary: anyJson }),
          variables: fc.oneof(anyJson, fc.constantFrom('{"a":1}', '{', 'null')),
          operationName: fc.oneof(fc.constantFrom('A', 'B', 'Fuzz', ''), anyJson),
          extensions: anyJson,
        },
        { requiredKeys: [] },
      )
      .map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) })),
    fc
      .array(
        oddDocument.map((query) => ({ query })),
        { maxLength: 3 },
      )
      .map((batch) => ({ contentType: 'application/json', payload: JSON.stringify(batch) })),
    fc
      .constantFrom(
        '',
        '{',
        '{"query":',
        'null',
        '1',
        '"{ __typename }"',
        '{"query":"{ __typename }"',
        '[',
      )
      .map((payload) => ({ contentType: 'application/json', payload })),
    fc
      .tuple(fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined), oddDocument)
      .map(([contentType, query]) => ({ contentType, payload: query })),
    fc
      .uint8Array({ maxLength: 64 })
      .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
  );

describe(`the endpoint ${ENDPOINT}`, () => {
  it('proves odd documents, bodies and content types get an answer below 500 and no hidden crash', async () => {
    await fuzz(
      oddBody,
      async ({ contentType, payload }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: ENDPOINT,
          headers: contentType === undefined ? {} : { 'content-type': contentType },
          payload,
        });
        expectSafeAnswer(response);
      },
      150,
    );
  });

  it('proves odd GET queries and headers get an answer below 500 and no hidden crash', async () => {
    await fuzz(
      fc.tuple(
        fc.record(
          {
            query: fc.oneof(oddDocument, fc.constant('mutation { __typename }')),
            variables: fc.oneof(
              hostileText,
              anyJson.map((value) => JSON.stringify(value)),
            ),
            operationName: hostileText,
          },
          { requiredKeys: [] },
        ),
        hostileHeaders,
      ),
      async ([query, headers]) => {
        const { 'content-type': _ignored, ...rest } = headers;
        const response = await t.app.inject({ method: 'GET', url: ENDPOINT, query, headers: rest });
        expectSafeAnswer(response);
      },
      80,
    );
  });
});
