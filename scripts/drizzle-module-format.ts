/**
 * A preload (`node --import`) for test processes that start the server code many times: the
 * Vitest workers of the db, server and fuzz projects, and the server processes the cross-process
 * tests spawn (decision 0064).
 *
 * Node 24 finds the format of every `.js` file it loads by reading its package's package.json,
 * and spreads the whole of it each time, `exports` parsed afresh. drizzle-orm's is 179 kB with
 * about 450 files loaded, and date-fns's 199 kB: importing them cost a second or more of CPU (and
 * its garbage) in every process. Their files are all ES modules (`"type": "module"`) and import
 * each other by relative `.js` paths: those are resolved and loaded here as modules without the
 * look-up. Everything else goes through Node's own resolution unchanged.
 */
import { enableCompileCache, registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Node's on-disk compile cache (keyed by each file's content, so never stale), kept with the
 * installed packages as other tools' caches are: the server code is compiled once rather than
 * once per process, which the tests start by the hundred.
 */
enableCompileCache(fileURLToPath(new URL('../node_modules/.cache/node-compile', import.meta.url)));

/** Packages of ES modules only, with a package.json too large to read for every file. */
const PACKAGES = ['/node_modules/drizzle-orm/', '/node_modules/date-fns/'];

const inPackage = (url: string | undefined): url is string =>
  url?.startsWith('file:') === true && PACKAGES.some((name) => url.includes(name));

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      inPackage(context.parentURL) &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      specifier.endsWith('.js')
    ) {
      return {
        url: new URL(specifier, context.parentURL).href,
        format: 'module',
        shortCircuit: true,
      };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (inPackage(url) && url.endsWith('.js'))
      return nextLoad(url, { ...context, format: 'module' });
    return nextLoad(url, context);
  },
});
