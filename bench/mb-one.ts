import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';
const n = Number(process.env.N ?? 1);
if (cluster.isPrimary && process.env.PROCS === '2') { cluster.fork(); cluster.fork(); }
else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
  const app = Fastify();
  app.get('/', async () => {
    const rows = [];
    for (let i = 0; i < n; i++) rows.push((await pool.query({ name: 'q', text: 'select id, expires_at from sessions limit 1' })).rows);
    return { ok: rows.length };
  });
  await app.listen({ port: 4999, host: '127.0.0.1' });
}
