import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 when the database answers, 503 otherwise (load balancers read the status). */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database ping failed');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
