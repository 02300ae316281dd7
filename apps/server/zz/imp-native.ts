const c = process.cpuUsage();
await import('../src/app.ts');
await import('@grocer/db/client');
const u = process.cpuUsage(c);
console.log('app+db cpu ms', Math.round((u.user + u.system) / 1000));
