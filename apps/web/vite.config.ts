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
