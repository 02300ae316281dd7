import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'plain', include: ['apps/server/zz/*.test.ts'] } },
      { test: { name: 'inline', include: ['apps/server/zz/*.test.ts'], server: { deps: { inline: ['drizzle-orm'] } } } },
    ],
  },
});
