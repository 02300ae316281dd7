import { resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { foodIconsPlugin } from './vite/food-icons-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { routeModuleLoaderPlugin } from './vite/route-module-loader-plugin.ts';

/**
 * The storefront's own code and the icon library's runtime (not React, not React Aria). Not the
 * icons themselves: the icon library's index imports every icon, so by the import graph the
 * frame would take all of them; the bundler puts each icon with the code that draws it.
 */
const STOREFRONT_SOURCE =
  /[\\/](apps[\\/]web[\\/]app|packages[\\/]domain)[\\/]|node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/])/;

/** The page frame: the root route and the full layout (header, footer, trolley and viewer). */
const FRAME_ENTRIES = ['app/root.tsx', 'app/routes/layouts/full-layout.tsx'];
/** The shopping pages most visits start on: home, category and product pages. */
const SHOP_ENTRIES = ['app/routes/home.tsx', 'app/routes/browse.tsx', 'app/routes/product.tsx'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module the entries import statically, all the way down. */
function closure(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const entry of entries) visit(resolve(import.meta.dirname, entry));
  return seen;
}

const groupings = new WeakMap<ModuleGraph, { frame: Set<string>; shop: Set<string> }>();
/**
 * Which of the storefront's script files a module goes in: `storefront` for the frame's code
 * (every full page needs it before it hydrates), `shop` for what the home, category and product
 * pages add to it (cards, the Add control, the product page), else wherever the bundler's own
 * splitting puts it (a page's own code, what a few pages share, what loads on first use).
 */
function storefrontChunk(id: string, graph: ModuleGraph): string | null {
  let known = groupings.get(graph);
  if (!known) {
    known = { frame: closure(graph, FRAME_ENTRIES), shop: closure(graph, SHOP_ENTRIES) };
    groupings.set(graph, known);
  }
  if (known.frame.has(id)) return 'storefront';
  if (known.shop.has(id)) return 'shop';
  return null;
}

export default defineConfig({
  base: '/ecom/',
  plugins: [reactRouter(), foodIconsPlugin(), routeModuleLoaderPlugin(), precompressPlugin()],
  build: {
    // One stylesheet for the whole storefront (about 10 kB compressed): a page then waits for a
    // single render-blocking request rather than a dozen small per-component files.
    cssCodeSplit: false,
    rolldownOptions: {
      // No advice on how long the bundler's plugins took (React Router's own, most of the
      // build): it is about the build's speed on a busy machine, not the storefront, and it
      // would be the only warning `npm start` shows on a first start.
      checks: { bundlerTimings: false },
      output: {
        // A React Aria file is named for the pages that share it; the hash is name enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('react-aria~')
            ? 'assets/react-aria-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Every page needs React, React DOM and the router before it can hydrate: one file
            // rather than five. On HTTP/1.1 each extra file can wait for a free connection.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
              priority: 2,
            },
            // The storefront's own code in two files: the frame every page needs, then what the
            // shopping pages add (`storefrontChunk`). The frame's file is made first, so it takes
            // all its own imports and never depends on the second. Code of other pages (a form
            // and its validation, a console page) stays with them rather than in every page.
            {
              name: (id, ctx) => (storefrontChunk(id, ctx) === 'storefront' ? 'storefront' : null),
              test: STOREFRONT_SOURCE,
              priority: 1,
            },
            {
              name: (id, ctx) => (storefrontChunk(id, ctx) === 'shop' ? 'shop' : null),
              test: STOREFRONT_SOURCE,
              priority: 0,
            },
            {
              name: 'react-aria',
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc|clsx)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  ssr: {
    // The services context token must be the very object the Fastify server seeds, so the
    // server package is imported at run time rather than bundled into a second copy.
    external: ['@grocer/server'],
  },
  environments: {
    ssr: {
      build: {
        // Vite will not externalise a linked package whose entry is a .ts file, so the bundler
        // is told directly; Node resolves it at run time through the workspace link.
        rolldownOptions: { external: [/^@grocer\/server(\/|$)/] },
      },
    },
  },
});
