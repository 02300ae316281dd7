import { it } from 'vitest';

it('times', async () => {
  let t = performance.now();
  await import('@grocer/db/client');
  console.log('db client', Math.round(performance.now() - t));
  t = performance.now();
  await import('../src/app.ts');
  console.log('app', Math.round(performance.now() - t));
}, 120000);
