import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * The boundaries of decision 0025, checked over import lines and SQL text (Biome's
 * noRestrictedImports matches specifiers as written, so it cannot say "another context's folder"
 * or "another feature" for relative paths; this resolves them first).
 */

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  rule:
    | 'context-imports-another-context'
    | 'context-imports-web'
    | 'context-uses-foreign-tables'
    | 'domain-imports-outside-domain'
    | 'domain-reads-clock-or-environment'
    | 'read-only-context-writes'
    | 'feature-imports-another-feature'
    | 'web-imports-server-internals';
  file: string;
  /** The import specifier or the SQL that crossed the boundary. */
  crossing: string;
}

const CONTEXTS = 'apps/server/src/contexts/';
const SERVER_SRC = 'apps/server/src/';
const DB_SCHEMA = 'packages/db/src/schema/';
const WEB = 'apps/web/';
const FEATURES = 'apps/web/app/features/';
const DOMAIN = 'packages/domain/src/';

/**
 * Packages the domain may import besides its own files, and why: it stays pure (decision 0057),
 * so it runs the same in the server, the browser and a unit test with no set-up.
 */
export const DOMAIN_PACKAGES: Readonly<Record<string, string>> = {
  zod: 'the schemas that parse input, shared by forms, routes and resolvers',
  '@zxcvbn-ts/language-common': 'the common-password dictionary of the password policy',
};

/**
 * What makes a function impure: reading the clock (`new Date()` with no argument, `Date.now()`)
 * or the environment. Callers pass `now` and settings in; `new Date(value)` is a conversion.
 */
const IMPURE_READS: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /\bDate\s*\.\s*now\s*\(/, name: 'Date.now()' },
  { pattern: /\bnew\s+Date\s*\(\s*\)/, name: 'new Date()' },
  { pattern: /\bnew\s+Date\b(?!\s*\()/, name: 'new Date' },
  { pattern: /\bprocess\s*\.\s*env\b/, name: 'process.env' },
];

/** Code without its comments, so a comment may name what the code must not do. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * Which context owns the tables of each schema file; only it reads or writes them. One file has
 * no owner: customer-write-stamps.ts, the database's own table, written only by its triggers and
 * read with the session (decision 0103).
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  'catalogue.ts': 'catalogue',
  'managers-specials.ts': 'catalogue',
  'search.ts': 'search',
  'accounts.ts': 'identity',
  'addresses.ts': 'addresses',
  'identity.ts': 'identity',
  'sign-in.ts': 'identity',
  'password-resets.ts': 'identity',
  'staff.ts': 'staff',
  'mail.ts': 'mail',
  'marketing.ts': 'marketing',
  'trolley.ts': 'trolley',
  'slots.ts': 'slots',
  'tenders.ts': 'tenders',
  'payments.ts': 'payments',
  'orders.ts': 'orders',
  'order-amendments.ts': 'orders',
  'money-workflows.ts': 'orders',
  'jobs.ts': 'jobs',
  'flags.ts': 'flags',
  'experiments.ts': 'experiments',
  'analytics.ts': 'analytics',
  'content.ts': 'content',
  'customer-care.ts': 'customer-care',
  'favourites.ts': 'favourites',
  'branch-purchases.ts': 'branch-purchases',
  'shopping-lists.ts': 'shopping-lists',
  'recipes.ts': 'recipes',
  'meal-plans.ts': 'meal-plans',
  'loyalty.ts': 'loyalty',
  'incentives.ts': 'incentives',
  'sponsored.ts': 'sponsored',
  // The sandbox payment provider's (apps/server/src/psp), which no context may read (decision 0038).
  'psp.ts': 'psp',
};

/**
 * Contexts that read every context's tables and write none, and why. Their SQL may name any
 * table after FROM or JOIN, never after INSERT INTO, UPDATE or DELETE FROM.
 */
export const READ_ONLY_CONTEXTS: Readonly<Record<string, string>> = {
  operations:
    'the money invariants an operator checks (decision 0055) are facts across orders, slots, tenders, payments and trolleys',
};

/** Files of a context that any other context may import, besides contracts, and why. */
export const SHARED_CONTEXT_FILES: Readonly<Record<string, string>> = {
  'apps/server/src/contexts/identity/request-identity.plugin.ts':
    'who is asking, read once per request (decision 0020): every context’s routes read it',
};

/** Server files the web app may import, besides contracts, and why. */
export const WEB_SERVER_ENTRY_POINTS: Readonly<Record<string, string>> = {
  'apps/server/src/web/load-context.ts': 'what a loader or action reads from the request',
  'apps/server/src/web/app-services.ts': 'the services the load context carries',
  'apps/server/src/web/service-errors.ts':
    'a refused service call as the 4xx a page answers, from the one error table',
};

const IMPORT =
  /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** An import specifier as a repository path (workspace packages map to their src), or as written. */
export function resolveImport(fromFile: string, specifier: string): string {
  const withTs = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}.ts`);
  if (specifier.startsWith('.'))
    return posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  for (const [name, folder] of [
    ['@grocer/server/', SERVER_SRC],
    ['@grocer/db/', 'packages/db/src/'],
    ['@grocer/domain/', 'packages/domain/src/'],
  ] as const) {
    if (specifier.startsWith(name)) return withTs(folder + specifier.slice(name.length));
  }
  return specifier;
}

const contextOf = (path: string) =>
  path.startsWith(CONTEXTS) ? path.slice(CONTEXTS.length).split('/')[0] : undefined;
const featureOf = (path: string) =>
  path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : undefined;
/**
 * Tests and fixtures build the real services as app.ts does, and set up the rows they need in
 * any table; the boundaries are for the code that runs in the shop.
 */
const isTestCode = (path: string) => /\.(test|fixture)\.tsx?$/.test(path);

/** Table names (`pgTable('name'`) by owning context, from the schema files. */
export function tableOwners(schemaFiles: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of schemaFiles) {
    const owner = TABLE_OWNERS[posix.basename(file.path)];
    if (!owner) continue;
    for (const match of file.text.matchAll(/pgTable\(\s*['"]([a-z_0-9]+)['"]/g)) {
      owners.set(match[1] as string, owner);
    }
  }
  return owners;
}

/** SQL writing a table (upper-case keywords, as this code base writes SQL). */
function sqlWrittenTablesOf(text: string): string[] {
  return [
    ...text.matchAll(/\b(?:INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+"?([a-z_][a-z_0-9]*)"?/g),
  ].map((match) => match[1] as string);
}

/** SQL naming a table (upper-case keywords, as this code base writes SQL). */
function sqlTablesOf(text: string): string[] {
  return [...text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_][a-z_0-9]*)"?/g)].map(
    (match) => match[1] as string,
  );
}

export function boundaryViolations(
  files: readonly SourceFile[],
  owners: ReadonlyMap<string, string>,
): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const context = contextOf(file.path);
    const feature = featureOf(file.path);
    const inWeb = file.path.startsWith(WEB);
    const inDomain = file.path.startsWith(DOMAIN);
    if ((context !== undefined || inDomain) && isTestCode(file.path)) continue;
    for (const specifier of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier);
      const add = (rule: Violation['rule']) =>
        violations.push({ rule, file: file.path, crossing: specifier });

      if (context !== undefined) {
        const targetContext = contextOf(target);
        if (
          targetContext !== undefined &&
          targetContext !== context &&
          !target.endsWith('.contract.ts') &&
          !(target in SHARED_CONTEXT_FILES)
        ) {
          add('context-imports-another-context');
        }
        if (target.startsWith(`${SERVER_SRC}web/`)) add('context-imports-web');
        if (target.startsWith(DB_SCHEMA)) {
          if (TABLE_OWNERS[posix.basename(target)] !== context) add('context-uses-foreign-tables');
        } else if (target === 'packages/db/src/schema' || target === '@grocer/db/schema') {
          add('context-uses-foreign-tables');
        }
      }
      if (inDomain && !target.startsWith(DOMAIN) && !(target in DOMAIN_PACKAGES)) {
        add('domain-imports-outside-domain');
      }
      if (feature !== undefined) {
        const targetFeature = featureOf(target);
        if (targetFeature !== undefined && targetFeature !== feature) {
          add('feature-imports-another-feature');
        }
      }
      if (
        inWeb &&
        target.startsWith(SERVER_SRC) &&
        !target.endsWith('.contract.ts') &&
        !(target in WEB_SERVER_ENTRY_POINTS)
      ) {
        add('web-imports-server-internals');
      }
    }
    if (inDomain) {
      const code = withoutComments(file.text);
      for (const { pattern, name } of IMPURE_READS) {
        if (pattern.test(code)) {
          violations.push({
            rule: 'domain-reads-clock-or-environment',
            file: file.path,
            crossing: name,
          });
        }
      }
    }
    if (context !== undefined && context in READ_ONLY_CONTEXTS) {
      for (const table of sqlWrittenTablesOf(file.text)) {
        violations.push({ rule: 'read-only-context-writes', file: file.path, crossing: table });
      }
    } else if (context !== undefined) {
      for (const table of sqlTablesOf(file.text)) {
        const owner = owners.get(table);
        if (owner !== undefined && owner !== context) {
          violations.push({
            rule: 'context-uses-foreign-tables',
            file: file.path,
            crossing: table,
          });
        }
      }
    }
  }
  return violations;
}

/** Every .ts/.tsx file below `folder` (repository-relative), skipping builds and dependencies. */
export function readSources(root: string, folder: string): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (['node_modules', 'build', '.react-router'].includes(entry.name)) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        found.push({
          path: relative(root, path).split('\\').join('/'),
          text: readFileSync(path, 'utf8'),
        });
      }
    }
  };
  walk(join(root, folder));
  return found;
}

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
