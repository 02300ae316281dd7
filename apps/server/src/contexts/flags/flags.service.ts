import {
  FLAG_CATALOGUE,
  type FlagKey,
  type FlagState,
  type FlagValues,
  isFlagKey,
} from '@grocer/domain/flags/flag-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';
import { type FeatureDefinition, GrowthBookClient } from '@growthbook/growthbook';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { FlagChange, FlagListing, FlagsService } from './flags.contract.ts';
import type { FlagRow, FlagsRepository } from './flags.repository.ts';

const MANAGE = 'staff:manage-flags';

/**
 * A flag's state as GrowthBook evaluates it (decision 0068): off is a false default; on for
 * everyone a true default; on for a share of visitors a false default with one rule forcing it
 * on for that coverage, bucketed by the visitor's id with GrowthBook's own hashing (the same
 * visitor always lands in the same bucket, and a larger share keeps everyone a smaller one had).
 */
export function featureDefinition(
  defaultOn: boolean,
  state: FlagState | null,
): FeatureDefinition<boolean> {
  if (state === null) return { defaultValue: defaultOn };
  if (!state.enabled || state.rolloutPercent === 0) return { defaultValue: false };
  if (state.rolloutPercent === 100) return { defaultValue: true };
  return {
    defaultValue: false,
    rules: [
      { id: 'rollout', force: true, coverage: state.rolloutPercent / 100, hashAttribute: 'id' },
    ],
  };
}

/**
 * Feature flags (decision 0068): the states staff saved, kept in memory and evaluated locally by
 * GrowthBook's SDK; `reload` reads them again when a change is announced (every process LISTENs)
 * and every few seconds besides, in case an announcement was lost.
 */
export function createFlagsService(deps: {
  repository: FlagsRepository;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: () => Date;
}): FlagsService & { ready: Promise<void> } {
  const { repository } = deps;
  const client = new GrowthBookClient();
  let rows = new Map<string, FlagRow>();
  /**
   * The values decided for nobody in particular without overrides (every storefront page's):
   * the same until the states change, so worked out once per reload (proved equal to a fresh
   * evaluation in flags.test.ts).
   */
  let forNobody: FlagValues | null = null;

  const features = (): Record<string, FeatureDefinition<boolean>> =>
    Object.fromEntries(
      FLAG_CATALOGUE.map((flag) => {
        const row = rows.get(flag.key);
        return [flag.key, featureDefinition(flag.defaultOn, row ?? null)];
      }),
    );

  async function reload(): Promise<void> {
    rows = new Map((await repository.states()).map((row) => [row.key, row]));
    client.initSync({ payload: { features: features() } });
    forNobody = null;
  }

  const canManage = (staff: Identity) => staff.permissions.includes(MANAGE);

  async function listing(): Promise<FlagListing[]> {
    const names = await deps.customers.namesOf(
      [...rows.values()].flatMap((row) => (row.updatedBy === null ? [] : [row.updatedBy])),
    );
    return FLAG_CATALOGUE.map((flag) => {
      const row = rows.get(flag.key);
      return {
        ...flag,
        state: row ? { enabled: row.enabled, rolloutPercent: row.rolloutPercent } : null,
        updatedAt: row?.updatedAt ?? null,
        updatedByName: row?.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
      };
    });
  }

  const ready = reload();

  return {
    ready,
    reload,
    decide(visitor, overrides) {
      if (visitor.id === null && overrides === undefined && forNobody !== null) return forNobody;
      const user = { attributes: visitor.id === null ? {} : { id: visitor.id } };
      const values = {} as Record<FlagKey, boolean>;
      for (const flag of FLAG_CATALOGUE) {
        values[flag.key] = overrides?.[flag.key] ?? client.isOn(flag.key, user);
      }
      if (visitor.id === null && overrides === undefined) forNobody = Object.freeze(values);
      return values satisfies FlagValues;
    },
    async list(staff) {
      if (!canManage(staff)) return null;
      return listing();
    },
    async change(staff, key, state) {
      if (!canManage(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      if (!isFlagKey(key)) return { outcome: 'refused', code: 'NOT_FOUND' };
      await repository.save(key, state, staff.principalId, deps.now());
      await reload();
      const flag = (await listing()).find((entry) => entry.key === key) as FlagListing;
      return { outcome: 'changed', flag };
    },
    async history(staff, limit = 50) {
      if (!canManage(staff)) return null;
      const changes = await repository.changes(limit);
      const names = await deps.customers.namesOf(
        changes.flatMap((change) => (change.staffId === null ? [] : [change.staffId])),
      );
      return changes.flatMap((change): FlagChange[] =>
        isFlagKey(change.key)
          ? [
              {
                key: change.key,
                state: { enabled: change.enabled, rolloutPercent: change.rolloutPercent },
                staffId: change.staffId,
                staffName: change.staffId === null ? null : (names.get(change.staffId) ?? null),
                at: change.at,
              },
            ]
          : [],
      );
    },
  };
}
