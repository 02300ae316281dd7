import { startGrocer } from './bench-server.ts';
import { load } from './load.ts';
const server = await startGrocer();
const url = `${server.origin}/ecom/shop/browse/groceries/fresh_and_chilled/milk`;
try {
  const r0 = await fetch(url); console.log('status', r0.status, (await r0.text()).length);
  await load('warm', url, { connections: 50, seconds: 3, headers: { 'cache-control': 'no-cache' } });
  for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
    const r = await load('fresh', url, { connections: 50, seconds: 10, headers: { 'cache-control': 'no-cache' } });
    console.log(JSON.stringify(r));
  }
} finally { await server.stop(); }
