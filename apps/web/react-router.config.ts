import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The Fastify server mounts the storefront under /ecom (spec doc 1 §2).
  basename: '/ecom',
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
