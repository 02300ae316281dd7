import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { catalogueResolvers } from '../contexts/catalogue/catalogue.resolvers.ts';
import { isAppError } from '../errors/app-error.ts';
import { GENERIC_ERROR_MESSAGE } from '../errors/error-handler.ts';
import type { AppServices } from '../web/app-services.ts';
import { schema } from './schema.graphql.ts';

/** Deep enough for every real query; stops pathological nesting early. */
const MAX_QUERY_DEPTH = 10;

/** GraphQL at `/graphql` of the scope it is registered in (under /api). */
export async function graphqlPlugin(app: FastifyInstance, options: { services: AppServices }) {
  await app.register(mercurius, {
    schema,
    resolvers: catalogueResolvers(options.services.catalogue),
    path: '/graphql',
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    errorFormatter(execution, context) {
      const reply = context.reply;
      // Resolver crashes keep their detail in the log only, like the REST error handler.
      const errors = execution.errors.map((error) => {
        const original = error.originalError;
        const unexpected = original && !(original instanceof GraphQLError) && !isAppError(original);
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
      return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
    },
  });
}
