/**
 * A preload (`node --import`) for test processes that start the server code many times: the
 * Vitest workers of the db, server and fuzz projects, and the server processes the cross-process
 * tests spawn (decision 0064).
 *
 * Node 24 finds the format of every `.js` file it loads by reading its package's package.json,
 * and spreads the whole of it each time, `exports` parsed afresh. drizzle-orm's is 179 kB with
 * about 450 files loaded, so importing it cost a second or more of CPU (and its garbage) in every
 * process. Its files are all ES modules (`"type": "module"`) and import each other by relative
 * `.js` paths: those are resolved and loaded here as modules without the look-up. Everything else
 * goes through Node's own resolution unchanged.
 */
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

const inDrizzle = (url: string | undefined): url is string =>
  url?.startsWith('file:') === true && url.includes(DRIZZLE);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      inDrizzle(context.parentURL) &&
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
    if (inDrizzle(url) && url.endsWith('.js'))
      return nextLoad(url, { ...context, format: 'module' });
    return nextLoad(url, context);
  },
});
