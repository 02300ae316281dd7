import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  parse,
  printSchema,
} from 'graphql';
import mercurius from 'mercurius';
import { AppError, isAppError } from '../errors/app-error.ts';
import { httpStatusOf } from '../errors/error-catalogue.ts';
import { GENERIC_ERROR_MESSAGE } from '../errors/error-handler.ts';
import type { AppServices } from '../web/app-services.ts';
import { buildGraphqlSchema, mergeResolvers, schemaSdl } from './graphql-modules.ts';
import { noIntrospectionRule, QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';

/** Deep enough for every real query; stops pathological nesting early. */
const MAX_QUERY_DEPTH = 10;
/**
 * A document longer than this is refused while it is parsed, before any validation rule walks
 * it (the field limit allows 500 fields, a few thousand tokens at most).
 */
const MAX_QUERY_TOKENS = 10_000;

export interface GraphqlOptions {
  services: AppServices;
  /** Introspection queries and the SDL at /graphql/schema.graphql (config.graphqlIntrospection). */
  introspection: boolean;
}

/**
 * GraphQL at `/graphql` of the scope it is registered in (under /api): the contexts' modules
 * merged (graphql-modules.ts), with this plugin's limits, error formatting and refusals.
 */
export async function graphqlPlugin(app: FastifyInstance, options: GraphqlOptions) {
  await app.register(mercurius, {
    // The text, not a built schema: Mercurius builds it with graphql's CommonJS build, whose
    // classes are not the ones this ES module imports.
    schema: schemaSdl,
    resolvers: mergeResolvers(options.services),
    path: '/graphql',
    additionalRouteOptions: { preHandler: refuseGetWithoutOperation },
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    // A document run a second time is compiled to plain functions (graphql-jit): a 100-line
    // trolley answered in 2.0 ms of CPU instead of 3.3 (decision 0031). One-off documents
    // (hostile ones included) are never compiled.
    jit: 1,
    graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
    validationRules: [
      queryLimitsRule(QUERY_LIMITS),
      ...(options.introspection ? [] : [noIntrospectionRule]),
    ],
    errorFormatter(execution, context) {
      const reply = context.reply;
      const errors = execution.errors.map((error) => {
        const original = error.originalError;
        // Refused before GraphQL ran (a body that is not JSON): the message and code REST gives.
        if (isAppError(original)) {
          return new GraphQLError(original.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: original.code },
          });
        }
        // Resolver crashes keep their detail in the log only, like the REST error handler.
        const unexpected = original && !(original instanceof GraphQLError);
        if (!unexpected || (original as { statusCode?: number }).statusCode) return error;
        reply.log.error({ err: original }, 'unexpected GraphQL resolver error');
        return new GraphQLError(
          `${GENERIC_ERROR_MESSAGE} Please quote reference ${reply.request.id}.`,
          {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: 'INTERNAL_ERROR', requestId: reply.request.id },
          },
        );
      });
      const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
      return { ...formatted, statusCode: requestErrorStatus(execution) ?? formatted.statusCode };
    },
  });

  // Mercurius reads a query that is not GraphQL as a JSON syntax tree and runs it unchecked; a
  // malformed tree crashed validation. GraphQL text is never valid JSON, so JSON is refused.
  app.graphql.addHook('preParsing', async (_schema, source) => {
    if (isJson(source)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The query must be a GraphQL document, not a JSON syntax tree.',
      );
    }
  });

  if (options.introspection) {
    const sdl = printSchema(buildGraphqlSchema());
    app.get('/graphql/schema.graphql', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(sdl),
    );
  }
}

/**
 * A GET names the operation it runs (or has exactly one); otherwise 400 with the message GraphQL
 * gives a POST. Mercurius checks that a GET runs a query before this is known, and crashed on the
 * missing operation (a 200 hiding an INTERNAL_ERROR). Its parse cache skips its hooks on repeat
 * queries, so the check runs on the route, every time.
 */
async function refuseGetWithoutOperation(request: FastifyRequest): Promise<void> {
  if (request.method !== 'GET') return;
  const { query, operationName } = request.query as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || isJson(query)) return;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch {
    return; // Mercurius answers the syntax error itself.
  }
  const name = typeof operationName === 'string' ? operationName : undefined;
  if (getOperationAST(document, name)) return;
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const message =
    name !== undefined
      ? `Unknown operation named "${name}".`
      : operations.length > 1
        ? 'Must provide operation name if query contains multiple operations.'
        : 'Must provide an operation.';
  throw new AppError('VALIDATION_FAILED', message);
}

/**
 * How every JSON text starts (after JSON's whitespace): an object's `{` is followed by `"` or
 * `}`, where a GraphQL `{ field }` has a name. A text that does not start so is not JSON, and is
 * not given to a JSON.parse that would throw (tens of microseconds a request, decision 0063).
 */
const JSON_START = /^[ \t\n\r]*(?:\{[ \t\n\r]*["}]|[[\-"0-9tfn])/;

/** Whether `text` is JSON (JSON.parse takes it); exported for its test. */
export function isJson(text: string): boolean {
  if (!JSON_START.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The status for a request refused before anything ran: a body that is not JSON, a document that
 * does not validate, an unknown operation name. Mercurius answers 200 for errors it does not
 * raise itself and for several validation errors at once; these are the client's, so 4xx.
 * Undefined when something ran (errors then have a path) or the server failed.
 */
function requestErrorStatus(execution: {
  data?: unknown;
  errors: readonly GraphQLError[];
}): number | undefined {
  if (execution.data || execution.errors.some((error) => error.path !== undefined)) return;
  const [first] = execution.errors;
  const original = first?.originalError;
  if (isAppError(original)) return httpStatusOf(original.code);
  const status = (original as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return status;
  // Errors GraphQL itself raises about the request (no original error behind them).
  if (execution.errors.every((error) => error.originalError === undefined)) return 400;
  return;
}
