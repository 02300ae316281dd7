import {
  type ExperimentAssignments,
  type ExperimentKey,
  type ExperimentSettings,
  isExperimentKey,
  isVisitorId,
  VARIATIONS,
  type Variation,
} from '@grocer/domain/experiments/experiment-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';
import { type Experiment, GrowthBookClient } from '@growthbook/growthbook';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type {
  ExperimentChangeResult,
  ExperimentRun,
  ExperimentsService,
} from './experiments.contract.ts';
import type { ExperimentRow, ExperimentsRepository } from './experiments.repository.ts';

const MANAGE = 'staff:manage-experiments';
/** The most visitor ids whose assignments are kept (about 100 bytes each). */
const MEMO_MAX = 50_000;
const NO_ASSIGNMENTS: ExperimentAssignments = Object.freeze({});

/**
 * A run as GrowthBook evaluates it (decision 0072): two variations, the control and the variant,
 * weighted by the variant's share, for a coverage of visitors, bucketed by the visitor id with
 * GrowthBook's own hashing (version 2) and the run's own seed, so each run buckets afresh and
 * the same visitor always lands in the same variation of one run.
 */
export function inlineExperiment(run: {
  id: number;
  key: string;
  settings: ExperimentSettings;
}): Experiment<number> {
  const variant = run.settings.variantPercent / 100;
  return {
    key: `${run.key}-${run.id}`,
    seed: `${run.key}-${run.id}`,
    variations: [0, 1],
    weights: [1 - variant, variant],
    coverage: run.settings.coveragePercent / 100,
    hashAttribute: 'id',
    hashVersion: 2,
  };
}

/** The variation of one run `visitorId` is in, or null when outside its coverage. */
export function variationOf(
  client: GrowthBookClient,
  experiment: Experiment<number>,
  visitorId: string,
): Variation | null {
  const result = client.runInlineExperiment(experiment, { attributes: { id: visitorId } });
  if (!result.inExperiment) return null;
  return VARIATIONS[result.variationId] ?? null;
}

interface Running {
  key: ExperimentKey;
  experiment: Experiment<number>;
}

/**
 * Experiments (decision 0072): the runs staff made, kept in memory and evaluated locally by
 * GrowthBook's SDK; `reload` reads them again when a change is announced (every process
 * LISTENs) and every few seconds besides, in case an announcement was lost.
 */
export function createExperimentsService(deps: {
  repository: ExperimentsRepository;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: () => Date;
}): ExperimentsService & {
  ready: Promise<void>;
  /** GrowthBook's decision without the memo: what tests compare `assign` with. */
  evaluate(visitorId: string): ExperimentAssignments;
} {
  const { repository } = deps;
  const client = new GrowthBookClient();
  let rows: ExperimentRow[] = [];
  let running: Running[] = [];
  /**
   * The assignments of the running runs per visitor id: what GrowthBook decides for that id, the
   * same until the running runs change (a stop, a start, new shares), when it is emptied; at most
   * MEMO_MAX ids, emptied when full. Every shared page a visitor asks decides their experiments
   * for the page cache's key, and this keeps that to a lookup (decision 0072); a test proves each
   * answer equals a fresh evaluation as runs start and stop.
   */
  const memo = new Map<string, ExperimentAssignments>();
  let runningSignature = '';

  async function reload(): Promise<void> {
    rows = await repository.runs();
    running = rows.flatMap((row): Running[] =>
      row.status === 'running' && isExperimentKey(row.key)
        ? [
            {
              key: row.key,
              experiment: inlineExperiment({
                id: row.id,
                key: row.key,
                settings: row,
              }),
            },
          ]
        : [],
    );
    const signature = running
      .map(({ experiment }) => `${experiment.seed}:${experiment.weights}:${experiment.coverage}`)
      .join('|');
    if (signature !== runningSignature) memo.clear();
    runningSignature = signature;
  }

  /** The running runs `visitorId` is in, decided by GrowthBook: the slow path the memo keeps. */
  function evaluate(visitorId: string): ExperimentAssignments {
    const assignments: Partial<Record<ExperimentKey, Variation>> = {};
    for (const run of running) {
      const variation = variationOf(client, run.experiment, visitorId);
      if (variation !== null) assignments[run.key] = variation;
    }
    return Object.freeze(assignments);
  }

  const canManage = (staff: Identity) => staff.permissions.includes(MANAGE);

  async function runsOf(list: readonly ExperimentRow[]): Promise<ExperimentRun[]> {
    const ids = list.flatMap((row) =>
      [row.createdBy, row.startedBy, row.stoppedBy].filter((id): id is number => id !== null),
    );
    const names = await deps.customers.namesOf([...new Set(ids)]);
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
    return list.flatMap((row): ExperimentRun[] =>
      isExperimentKey(row.key) && ['draft', 'running', 'stopped'].includes(row.status)
        ? [
            {
              id: row.id,
              key: row.key,
              name: row.name,
              hypothesis: row.hypothesis,
              status: row.status as ExperimentRun['status'],
              coveragePercent: row.coveragePercent,
              variantPercent: row.variantPercent,
              createdAt: row.createdAt,
              createdByName: nameOf(row.createdBy),
              startedAt: row.startedAt,
              startedByName: nameOf(row.startedBy),
              stoppedAt: row.stoppedAt,
              stoppedByName: nameOf(row.stoppedBy),
            },
          ]
        : [],
    );
  }

  async function changed(row: ExperimentRow | null): Promise<ExperimentChangeResult> {
    await reload();
    if (row === null) return { outcome: 'refused', code: 'CONFLICT' };
    const [run] = await runsOf([row]);
    return run ? { outcome: 'changed', run } : { outcome: 'refused', code: 'NOT_FOUND' };
  }

  const exists = (id: number) => rows.some((row) => row.id === id);

  const ready = reload();

  return {
    ready,
    reload,
    assign(visitor) {
      let assignments: ExperimentAssignments = NO_ASSIGNMENTS;
      if (visitor.id !== null && isVisitorId(visitor.id) && running.length > 0) {
        const known = memo.get(visitor.id);
        if (known) assignments = known;
        else {
          if (memo.size >= MEMO_MAX) memo.clear();
          assignments = evaluate(visitor.id);
          memo.set(visitor.id, assignments);
        }
      }
      const forced = visitor.forced ?? NO_ASSIGNMENTS;
      return Object.keys(forced).length === 0 ? assignments : { ...assignments, ...forced };
    },
    evaluate(visitorId) {
      return isVisitorId(visitorId) ? evaluate(visitorId) : NO_ASSIGNMENTS;
    },
    async list(staff) {
      if (!canManage(staff)) return null;
      return runsOf(rows);
    },
    async create(staff, input) {
      if (!canManage(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      if (!isExperimentKey(input.key)) return { outcome: 'refused', code: 'NOT_FOUND' };
      const row = await repository.create(input, staff.principalId, deps.now());
      return changed(row);
    },
    async start(staff, id) {
      if (!canManage(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      await reload();
      if (!exists(id)) return { outcome: 'refused', code: 'NOT_FOUND' };
      return changed(await repository.start(id, staff.principalId, deps.now()));
    },
    async stop(staff, id) {
      if (!canManage(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      await reload();
      if (!exists(id)) return { outcome: 'refused', code: 'NOT_FOUND' };
      return changed(await repository.stop(id, staff.principalId, deps.now()));
    },
    async visitorForCustomer(customerId, browserVisitorId) {
      // No id in the browser: the visitor has not allowed experiments, so none is adopted.
      if (!isVisitorId(browserVisitorId)) return null;
      return repository.adoptVisitor(customerId, browserVisitorId, deps.now());
    },
  };
}
