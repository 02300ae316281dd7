import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** React Router's module that loads a route's code in the browser (react-router 7 and 8). */
const ROUTE_MODULES =
  /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/;
const LOADER = resolve(import.meta.dirname, '../app/lib/chunk-loader.ts');

/**
 * Puts the storefront's `loadRouteModule` (app/lib/chunk-loader.ts) in place of React Router's in
 * the browser build (decision 0098): React Router reloads the page when a route's code does not
 * load, which loops or leaves a page that does nothing; ours tries twice more and then shows the
 * shopper the spec's texts. React Router has no option for it, and every way it loads a route
 * (a navigation, a newly discovered route, a link's prefetch) goes through this one function.
 * The build fails if a React Router upgrade changes the module, rather than silently keeping
 * the reload.
 */
export function routeModuleLoaderPlugin(): Plugin {
  let replaced = false;
  return {
    name: 'grocer:route-module-loader',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !ROUTE_MODULES.test(id)) return null;
      if (!/\nexport \{ loadRouteModule \};\s*$/.test(code)) {
        this.error(`React Router's ${id} no longer exports only loadRouteModule (decision 0098)`);
      }
      replaced = true;
      return { code: `export { loadRouteModule } from ${JSON.stringify(LOADER)};\n`, map: null };
    },
    buildEnd(error) {
      if (!error && this.environment.name === 'client' && !replaced) {
        this.error("React Router's loadRouteModule was not found to replace (decision 0098)");
      }
    },
  };
}
