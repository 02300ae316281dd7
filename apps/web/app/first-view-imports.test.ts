import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = import.meta.dirname;
const domain = resolve(app, '../../../packages/domain/src');

/** The modules every home, category and product page loads before it hydrates. */
const FIRST_VIEW = [
  'root.tsx',
  'routes/layouts/full-layout.tsx',
  'routes/home.tsx',
  'routes/browse.tsx',
  'routes/product.tsx',
];

/** Loaded on demand only (a menu, a dialog, a form's rules): never up front (decision 0062). */
const ON_DEMAND_PACKAGES = ['react-aria-components', 'react-aria', 'react-stately', 'zod'];

/** The specifiers a module imports as values, statically: not types, not `import()`. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (match[2] || !match[4]) continue;
    if (match[1] === 'export' && !/^(\*|\{)/.test(match[3]?.trim() ?? '')) continue;
    found.push(match[4]);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@grocer/domain/')
    ? join(domain, specifier.slice('@grocer/domain/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const path of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(path) && /\.tsx?$/.test(path)) return path;
  }
  return null;
}

/**
 * The packages the first view reaches through static imports, with the chain that reaches each.
 * `*.server.ts` modules are left out: the build keeps them out of the browser.
 */
function packagesReached(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const next = resolveModule(file, specifier);
      if (next) visit(next, [...chain, next.replace(`${resolve(app, '../../..')}/`, '')]);
      else if (!specifier.startsWith('.') && !reached.has(specifier)) {
        reached.set(specifier, chain);
      }
    }
  };
  for (const entry of entries) visit(join(app, entry), [`apps/web/app/${entry}`]);
  return reached;
}

describe('what the first view of a page loads', () => {
  it('proves home, category and product pages import React Aria and zod only on demand', () => {
    const reached = packagesReached(FIRST_VIEW);
    expect(reached.has('react-router')).toBe(true);
    const upFront = [...reached]
      .filter(([specifier]) =>
        ON_DEMAND_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
      )
      .map(([specifier, chain]) => `${specifier} via ${chain.join(' → ')}`);
    expect(upFront).toEqual([]);
  });

  it('proves the import reader sees value imports and re-exports, not types or import()', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import {\n  c,\n  type D,\n} from 'c-package';",
      "import './side-effect.css';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "const G = lazy(() => import('./g.tsx'));",
    ].join('\n');
    expect(staticImports(source).sort()).toEqual(
      ['./a.ts', 'c-package', './side-effect.css', './e.ts'].sort(),
    );
  });
});
