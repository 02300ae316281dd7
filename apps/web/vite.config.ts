import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { foodIconsPlugin } from './vite/food-icons-plugin.ts';

export default defineConfig({
  base: '/ecom/',
  plugins: [reactRouter(), foodIconsPlugin()],
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
        codeSplitting: {
          groups: [
            // Every page needs React, React DOM and the router before it can hydrate: one file
            // rather than five. On HTTP/1.1 each extra file can wait for a free connection.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
              priority: 2,
            },
            // The small shared pieces of the storefront (buttons, icons, links, messages) are a
            // few kB together; as one file they cost one request instead of a dozen.
            {
              name: 'storefront',
              // Only what pages load up front: code imported on first use keeps its own file.
              tags: ['$initial'],
              // The header search's light form, and what it shares with the box it loads.
              test: /[\\/](app[\\/](components|hooks|lib|features[\\/](shell|navigation|footer|search[\\/](lib|hooks)))[\\/]|app[\\/]features[\\/]search[\\/]components[\\/](header-search|mobile-search|multi-search-modal|search-box\.module)|packages[\\/]domain[\\/]|node_modules[\\/]lucide-react[\\/])/,
              priority: 1,
            },
            {
              name: 'react-aria',
              tags: ['$initial'],
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
