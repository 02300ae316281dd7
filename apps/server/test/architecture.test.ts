import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  readSources,
  repoRoot,
  type SourceFile,
  tableOwners,
  type Violation,
} from './import-boundaries.ts';

const owners = tableOwners(readSources(repoRoot, 'packages/db/src/schema'));

/** The rules broken by one small file (its path decides which rules apply). */
function rulesBrokenBy(path: string, text: string): Violation['rule'][] {
  return boundaryViolations([{ path, text }], owners).map((violation) => violation.rule);
}

describe('boundaries between contexts, features and the server (decision 0025)', () => {
  it('proves the code keeps every boundary', () => {
    const files: SourceFile[] = [
      ...readSources(repoRoot, 'apps/server/src'),
      ...readSources(repoRoot, 'apps/web/app'),
      ...readSources(repoRoot, 'apps/web/test'),
      ...readSources(repoRoot, 'packages/domain/src'),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryViolations(files, owners)).toEqual([]);
  });

  it('proves a context may use another context only through its contract', () => {
    const offers = 'apps/server/src/contexts/offers/offers.service.ts';
    expect(
      rulesBrokenBy(offers, "import { x } from '../catalogue/catalogue.repository.ts';"),
    ).toEqual(['context-imports-another-context']);
    expect(
      rulesBrokenBy(
        offers,
        "import type {\n  A,\n  B,\n} from '../catalogue/catalogue.service.ts';",
      ),
    ).toEqual(['context-imports-another-context']);
    expect(
      rulesBrokenBy(offers, "import type { A } from '../catalogue/catalogue.contract.ts';"),
    ).toEqual([]);
    expect(
      rulesBrokenBy(offers, "import { parseInput } from '../../errors/parse-input.ts';"),
    ).toEqual([]);
    expect(rulesBrokenBy(offers, "import { x } from './offers.repository.ts';")).toEqual([]);
    // Contracts belong to their contexts now, not to the storefront's list of services.
    expect(rulesBrokenBy(offers, "import type { S } from '../../web/app-services.ts';")).toEqual([
      'context-imports-web',
    ]);
  });

  it('proves a context may use only the tables it owns, by import or in SQL', () => {
    const staff = 'apps/server/src/contexts/staff/staff-audit.repository.ts';
    expect(owners.get('promotions')).toBe('catalogue');
    expect(owners.get('accounts')).toBe('identity');
    expect(rulesBrokenBy(staff, "import { accounts } from '@grocer/db/schema/accounts';")).toEqual([
      'context-uses-foreign-tables',
    ]);
    expect(rulesBrokenBy(staff, "import * as schema from '@grocer/db/schema/index';")).toEqual([
      'context-uses-foreign-tables',
    ]);
    expect(
      rulesBrokenBy(staff, 'sql`SELECT a.first_name FROM staff_audit_log l JOIN accounts a`'),
    ).toEqual(['context-uses-foreign-tables']);
    expect(
      rulesBrokenBy(staff, "import { staffAuditLog } from '@grocer/db/schema/staff';"),
    ).toEqual([]);
    expect(rulesBrokenBy(staff, 'sql`INSERT INTO staff_audit_log VALUES (1)`')).toEqual([]);
    // A test sets up whatever rows it needs.
    expect(
      rulesBrokenBy(
        staff.replace('.ts', '.test.ts'),
        "import { accounts } from '@grocer/db/schema/accounts';",
      ),
    ).toEqual([]);
  });

  it('proves the operations context may read every table and write none (decision 0055)', () => {
    const invariants = 'apps/server/src/contexts/operations/money-invariants.ts';
    expect(
      rulesBrokenBy(invariants, 'sql`SELECT 1 FROM orders o JOIN slot_reservations r ON true`'),
    ).toEqual([]);
    expect(rulesBrokenBy(invariants, 'sql`UPDATE orders SET status = 1`')).toEqual([
      'read-only-context-writes',
    ]);
    expect(rulesBrokenBy(invariants, 'sql`DELETE FROM psp_payments`')).toEqual([
      'read-only-context-writes',
    ]);
    expect(rulesBrokenBy(invariants, 'sql`INSERT INTO trolleys VALUES (1)`')).toEqual([
      'read-only-context-writes',
    ]);
    // Any other context still may not read them.
    expect(
      rulesBrokenBy(
        'apps/server/src/contexts/orders/orders.repository.ts',
        'sql`SELECT 1 FROM psp_payments`',
      ),
    ).toEqual(['context-uses-foreign-tables']);
  });

  it('proves the trolley owns its tables and reaches the catalogue only through its contract', () => {
    for (const table of ['trolleys', 'trolley_items', 'saved_trolleys']) {
      expect(owners.get(table), table).toBe('trolley');
    }
    const repository = 'apps/server/src/contexts/trolley/trolley.repository.ts';
    expect(rulesBrokenBy(repository, 'sql`SELECT 1 FROM trolley_items i JOIN trolleys t`')).toEqual(
      [],
    );
    expect(rulesBrokenBy(repository, 'sql`SELECT p.order_cap FROM products p`')).toEqual([
      'context-uses-foreign-tables',
    ]);
    expect(
      rulesBrokenBy(repository, "import { products } from '@grocer/db/schema/catalogue';"),
    ).toEqual(['context-uses-foreign-tables']);
    const service = 'apps/server/src/contexts/trolley/trolley.service.ts';
    expect(
      rulesBrokenBy(service, "import type { X } from '../catalogue/catalogue.contract.ts';"),
    ).toEqual([]);
    expect(
      rulesBrokenBy(service, "import { X } from '../catalogue/trolley-facts.repository.ts';"),
    ).toEqual(['context-imports-another-context']);
    // Other contexts read the trolley through its contract only.
    expect(
      rulesBrokenBy(
        'apps/server/src/contexts/identity/shopping-context.graphql.ts',
        'sql`SELECT customer_order_id FROM trolleys`',
      ),
    ).toEqual(['context-uses-foreign-tables']);
  });

  it('proves a web feature may not import another feature', () => {
    const card = 'apps/web/app/features/offers/components/offer-card.tsx';
    expect(
      rulesBrokenBy(card, "import { SearchBox } from '../../search/components/search-box.tsx';"),
    ).toEqual(['feature-imports-another-feature']);
    expect(
      rulesBrokenBy(card, "import { Badge } from '../../../components/ui/badge.tsx';"),
    ).toEqual([]);
    expect(rulesBrokenBy(card, "import { OfferNav } from './offer-nav.tsx';")).toEqual([]);
  });

  it('proves the web app may import only contracts and the declared entry points of the server', () => {
    const loader = 'apps/web/app/routes/offers.server.ts';
    expect(
      rulesBrokenBy(loader, "import { x } from '@grocer/server/contexts/offers/offers.service';"),
    ).toEqual(['web-imports-server-internals']);
    expect(
      rulesBrokenBy(loader, "const m = await import('@grocer/server/errors/app-error');"),
    ).toEqual(['web-imports-server-internals']);
    expect(
      rulesBrokenBy(
        loader,
        "import type { OffersService } from '@grocer/server/contexts/offers/offers.contract';",
      ),
    ).toEqual([]);
    expect(
      rulesBrokenBy(loader, "import { servicesContext } from '@grocer/server/web/load-context';"),
    ).toEqual([]);
    expect(
      rulesBrokenBy(loader, "import type { AppServices } from '@grocer/server/web/app-services';"),
    ).toEqual([]);
  });

  it('proves the domain imports only its own files, zod and zxcvbn (decision 0057)', () => {
    const rule = 'packages/domain/src/orders/order-amend.ts';
    expect(rulesBrokenBy(rule, "import { z } from 'zod';")).toEqual([]);
    expect(rulesBrokenBy(rule, "import { dictionary } from '@zxcvbn-ts/language-common';")).toEqual(
      [],
    );
    expect(rulesBrokenBy(rule, "import { formatMoney } from '../money/money.ts';")).toEqual([]);
    expect(rulesBrokenBy(rule, "import type {\n  Order,\n} from './order.types.ts';")).toEqual([]);
    expect(rulesBrokenBy(rule, "import { readFileSync } from 'node:fs';")).toEqual([
      'domain-imports-outside-domain',
    ]);
    expect(rulesBrokenBy(rule, "import { db } from '@grocer/db/client';")).toEqual([
      'domain-imports-outside-domain',
    ]);
    expect(
      rulesBrokenBy(rule, "import { x } from '../../../../apps/server/src/errors/app-error.ts';"),
    ).toEqual(['domain-imports-outside-domain']);
    expect(rulesBrokenBy(rule, "const m = await import('date-fns');")).toEqual([
      'domain-imports-outside-domain',
    ]);
    // Its tests may use their tools.
    expect(rulesBrokenBy(rule.replace('.ts', '.test.ts'), "import fc from 'fast-check';")).toEqual(
      [],
    );
  });

  it('proves the domain never reads the clock or the environment: callers pass them in', () => {
    const rule = 'packages/domain/src/orders/order-amend.ts';
    expect(rulesBrokenBy(rule, 'const at = Date.now();')).toEqual([
      'domain-reads-clock-or-environment',
    ]);
    expect(rulesBrokenBy(rule, 'export const f = (now = new Date()) => now;')).toEqual([
      'domain-reads-clock-or-environment',
    ]);
    expect(rulesBrokenBy(rule, 'const limit = process.env.LIMIT;')).toEqual([
      'domain-reads-clock-or-environment',
    ]);
    // Converting a value is not reading the clock, and a comment may name what code must not do.
    expect(rulesBrokenBy(rule, 'const at = new Date(value).getTime();')).toEqual([]);
    expect(rulesBrokenBy(rule, 'const at = new Date(Date.UTC(2026, 0, 1));')).toEqual([]);
    expect(rulesBrokenBy(rule, '// never Date.now() here: the caller passes now')).toEqual([]);
    expect(rulesBrokenBy(rule, '/** not process.env */ const a = 1;')).toEqual([]);
    // Tests may fix their own clock however they like.
    expect(rulesBrokenBy(rule.replace('.ts', '.test.ts'), 'const now = new Date();')).toEqual([]);
  });
});
