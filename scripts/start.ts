/**
 * `npm start`: builds the storefront when its build is missing or older than its sources,
 * then runs the server (which creates, migrates and seeds the embedded database on first start).
 * The build's output (a line per file it writes, over a thousand) goes to apps/web/build.log;
 * the console gets only what the build prints as a warning or an error, then the banner.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

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

/** Runs `npm run build` with its output in `logFile` and its warnings and errors on the console. */
async function buildStorefront(logFile: string): Promise<number> {
  const log = createWriteStream(logFile);
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  build.stdout.pipe(log, { end: false });
  build.stderr.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stderr.write(chunk);
  });
  const code = await new Promise<number>((done) =>
    build.on('close', (status) => done(status ?? 1)),
  );
  await new Promise((done) => log.end(done));
  return code;
}

if (buildIsStale()) {
  const logFile = join(webDir, 'build.log');
  console.log(`Building the storefront (its output goes to ${relative(root, logFile)})…`);
  const started = Date.now();
  const code = await buildStorefront(logFile);
  if (code !== 0) {
    console.error(`The storefront build failed: see ${relative(root, logFile)}.`);
    process.exit(code);
  }
  console.log(`Storefront built in ${Math.round((Date.now() - started) / 1000)} s.`);
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
