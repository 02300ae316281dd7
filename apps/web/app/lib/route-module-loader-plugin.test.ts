import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleLoaderPlugin } from '../../vite/route-module-loader-plugin.ts';

/**
 * Decision 0098: the browser build puts our loadRouteModule in place of React Router's, which
 * reloads the page. This holds the plugin to the React Router installed: an upgrade that moves or
 * changes the module fails here, not only in a build.
 */

const require = createRequire(import.meta.url);
const routeModulesFile = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/production/lib/dom/ssr/routeModules.js',
);

type Transform = (
  this: { environment: { name: string }; error: (message: string) => never },
  code: string,
  id: string,
) => { code: string } | null;

function transform(code: string, id: string, environment = 'client') {
  const plugin = routeModuleLoaderPlugin();
  const run = plugin.transform as unknown as Transform;
  return run.call(
    {
      environment: { name: environment },
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('the route module loader plugin', () => {
  it("replaces the installed React Router's loadRouteModule with ours in the browser build", () => {
    const original = readFileSync(routeModulesFile, 'utf8');
    expect(original).toContain('window.location.reload()');
    const replaced = transform(original, routeModulesFile);
    expect(replaced?.code).toMatch(
      /^export \{ loadRouteModule \} from ".*app\/lib\/chunk-loader\.ts";\n$/,
    );
  });

  it('leaves the server build and other modules alone', () => {
    const original = readFileSync(routeModulesFile, 'utf8');
    expect(transform(original, routeModulesFile, 'ssr')).toBeNull();
    expect(transform('export const x = 1;', '/app/lib/other.js')).toBeNull();
  });

  it('fails when React Router changes the module, rather than keep the reload', () => {
    expect(() => transform('export { loadRouteModule, somethingNew };', routeModulesFile)).toThrow(
      /no longer exports only loadRouteModule/,
    );
  });
});
