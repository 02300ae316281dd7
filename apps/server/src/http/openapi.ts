import { type ZodType, z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode, httpStatusOf } from '../errors/error-catalogue.ts';
import type { RouteDoc, RouteEntry } from './route-table.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: 'form';
  explode?: boolean;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  /** Where the API is served, e.g. `https://shop.example.com`. */
  serverUrl: string;
  /** Where the GraphQL SDL is published, when it is. */
  graphqlSdlPath?: string;
}

/**
 * Answers any call may get, whatever it declares: the request itself was not understood (a
 * query or path that does not parse, a Host that is not `host[:port]` or not this site's, a
 * target that is not a path), or its bearer token is not valid (answered before any route runs,
 * so the client refreshes it). TRACE, TRACK and CONNECT get METHOD_NOT_ALLOWED, but they are no
 * operation of any path.
 */
export const GENERAL_ERROR_CODES: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'INVALID_HOST',
  'INVALID_REQUEST_TARGET',
  'UNAUTHENTICATED',
];
/** Any call that changes something may get this: a session cookie came without its CSRF token. */
export const CHANGE_ERROR_CODES: readonly ErrorCode[] = ['CSRF_TOKEN_INVALID'];
/** Methods that change nothing, so the CSRF check leaves them alone. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** And any call that reads a body may also get these. */
export const BODY_ERROR_CODES: readonly ErrorCode[] = [
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

/**
 * Methods whose request Fastify reads a body for when one is sent: a DELETE or OPTIONS that
 * declares none can still be refused for a malformed one.
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Every code an operation may answer with: its own and the general ones. */
export function documentedErrorCodes(method: string, doc: RouteDoc): ErrorCode[] {
  const general = [
    ...GENERAL_ERROR_CODES,
    ...(SAFE_METHODS.has(method) ? [] : CHANGE_ERROR_CODES),
    ...(doc.body || BODY_METHODS.has(method) ? BODY_ERROR_CODES : []),
  ];
  return [...new Set([...general, ...(doc.errors ?? [])])].filter(
    // A GET never reads a body, so its body codes would be noise.
    (code) => method !== 'GET' || !BODY_ERROR_CODES.includes(code),
  );
}

const ERROR_BODY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'requestId'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
    message: { type: 'string', description: 'Says what is wrong, naming the field.' },
    requestId: { type: 'string', description: 'Quote it when reporting a problem.' },
    reason: {
      type: 'string',
      description:
        'Why, where a client branches on it: a 423 from the address book says CONTACT_ADDRESS, FINAL_ADDRESS or ACTIVE_TROLLEY_ORDER.',
    },
    detail: {
      type: 'object',
      description:
        "Facts a refusal's modal needs: a slot booking refused for its price carries `pricePence` (the price now); one refused for the trolley carries `lineNumbers` and `slotOptionDates`.",
    },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', description: 'Dotted location, e.g. `query.size`.' },
          message: { type: 'string' },
        },
      },
    },
  },
};

/**
 * The OpenAPI 3.1 document of every route that carries a doc, built from the same zod schemas
 * the routes parse with. Query and path values arrive as text but are documented as what they
 * must parse to (a bounded integer, one of an enum), which is what a client needs to know.
 */
export function buildOpenApiDocument(
  routes: readonly RouteEntry[],
  info: OpenApiInfo,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const { method, url, doc } of routes) {
    // HEAD twins of GET routes are added by Fastify and answer alike.
    if (!doc || method === 'HEAD') continue;
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operations = paths[path] ?? {};
    paths[path] = operations;
    operations[method.toLowerCase()] = operation(method, doc);
    tags.add(doc.tag);
  }
  const sdl = info.graphqlSdlPath
    ? ` Its schema (SDL) is published at [${info.graphqlSdlPath}](${info.graphqlSdlPath}).`
    : '';
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'The REST calls of the shop, generated from the schemas that check each request. ' +
        'Money is in integer pence. A refused request gets a 4xx with an `ErrorBody` naming ' +
        `the field. GraphQL is served at /api/graphql.${sdl}`,
    },
    servers: [{ url: info.serverUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas: { ErrorBody: ERROR_BODY_SCHEMA } },
  };
}

function operation(method: string, doc: RouteDoc): OpenApiOperation {
  const parameters = [
    ...(doc.params ? parametersOf(doc.params, 'path', doc.operationId) : []),
    ...(doc.query ? parametersOf(doc.query, 'query', doc.operationId) : []),
  ];
  const responses: OpenApiOperation['responses'] =
    doc.successStatus === 204
      ? { '204': { description: 'No Content' } }
      : doc.successStatus === 201
        ? { '201': { description: 'Created', content: { 'application/json': {} } } }
        : { '200': { description: 'OK', content: { 'application/json': {} } } };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of documentedErrorCodes(method, doc)) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `\`code\`: ${codes.join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    parameters,
    ...(doc.body ? { requestBody: requestBody(doc.body, doc.bodyTypes) } : {}),
    responses,
  };
}

function requestBody(
  schema: ZodType,
  types: RouteDoc['bodyTypes'] = ['application/json'],
): NonNullable<OpenApiOperation['requestBody']> {
  const json = jsonSchemaOf(schema, 'input');
  return {
    // A schema that takes a missing body (the spec's logout) says the body may be left out.
    required: !schema.safeParse(undefined).success,
    content: Object.fromEntries(types.map((type) => [type, { schema: json }])),
  };
}

function parametersOf(
  schema: ZodType,
  location: 'path' | 'query',
  operationId: string,
): OpenApiParameter[] {
  if (!(schema instanceof z.ZodObject)) {
    throw new Error(`${operationId}: ${location} parameters must be a zod object schema`);
  }
  const whole = jsonSchemaOf(schema, 'input') as { required?: string[] };
  const required = new Set(whole.required ?? []);
  return Object.entries(schema.shape as Record<string, ZodType>).map(([name, property]) => {
    const json = parameterSchema(property);
    const description = typeof json.description === 'string' ? json.description : undefined;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: json,
      ...(description ? { description } : {}),
      // A list may repeat the parameter (`?x=a&x=b`).
      ...(json.type === 'array' ? { style: 'form' as const, explode: true } : {}),
    };
  });
}

/** What the value must parse to, or, when that is a transform JSON Schema cannot say, the text. */
function parameterSchema(property: ZodType): JsonSchema {
  const input = jsonSchemaOf(property, 'input');
  const output = jsonSchemaOf(property, 'output');
  const saysSomething = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf'].some(
    (key) => key in output,
  );
  if (!saysSomething) return input;
  return 'default' in input ? { ...output, default: input.default } : output;
}

function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}
