/**
 * `npm start`: builds the storefront when its build is missing or older than its sources,
 * then runs the server (which creates, migrates and seeds the embedded database on first start).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const builtServer = join(webDir, 'build/server/index.js');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'build' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtServer)) return true;
  const builtAt = statSync(builtServer).mtimeMs;
  const sources = [
    join(webDir, 'app'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'react-router.config.ts'),
    join(root, 'packages/domain/src'),
  ];
  return sources.some((source) => existsSync(source) && newestMtime(source) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server shuts down gracefully on its own; this wrapper only waits for it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
