import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../src/config.ts';
import { prepareTestDatabase } from '../global-setup.ts';
import '../provided-context.ts';

/** The fuzz suite mounts the real storefront build, so it runs after `npm run build`. */
export default async function setup(project: TestProject) {
  const buildDirectory = join(REPO_ROOT, 'apps', 'web', 'build');
  if (!existsSync(join(buildDirectory, 'server', 'index.js'))) {
    throw new Error(
      `The fuzz suite needs the storefront build in ${buildDirectory}: run npm run build`,
    );
  }
  project.provide('storefrontBuildDir', buildDirectory);
  return prepareTestDatabase(project);
}
