import {
  type RunOptions,
  runWorkflow,
  type WorkflowResult,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import { withCrashPoints } from '../../faults/crash-point.ts';
import type {
  MoneyWorkflowKind,
  MoneyWorkflowsRepository,
  WorkflowData,
} from './money-workflows.repository.ts';

/**
 * Runs a money workflow durably (decision 0055): a `money_workflows` row is written before the
 * first step, each step records its start (with `dataOf(context)`, what the recovery needs) before
 * it runs, and the row is finished once the workflow has answered. A run in which a step or an
 * undo threw is left IN_PROGRESS: the recovery sweep settles it a lease later.
 * Every step also carries the crash points `<kind>:before:<step>` and `<kind>:after:<step>`
 * (apps/server/src/faults/crash-point.ts), off unless a crash test arms one.
 *
 * Without a repository (unit tests of a workflow's steps) nothing is recorded.
 */
export async function runMoneyWorkflow<C, F, S>(options: {
  workflows: MoneyWorkflowsRepository | null;
  kind: MoneyWorkflowKind;
  customerOrderId: string;
  customerId: number;
  steps: readonly WorkflowStep<C, F, S>[];
  context: C;
  dataOf: (context: C) => WorkflowData;
  run?: RunOptions;
}): Promise<WorkflowResult<F, S>> {
  const { workflows, kind, context, dataOf } = options;
  const id = workflows
    ? await workflows.begin({
        kind,
        customerOrderId: options.customerOrderId,
        customerId: options.customerId,
        data: dataOf(context),
      })
    : null;
  const recorded =
    workflows && id !== null
      ? options.steps.map((step) => ({
          ...step,
          async run(c: C) {
            await workflows.started(id, step.name, dataOf(c));
            return step.run(c);
          },
        }))
      : [...options.steps];
  const result = await runWorkflow(
    withCrashPoints(kind, recorded as never[]) as unknown as WorkflowStep<C, F, S>[],
    context,
    options.run,
  );
  if (workflows && id !== null) {
    if (result.status === 'completed') await workflows.finish(id, 'completed');
    else if (result.status === 'suspended') await workflows.finish(id, 'suspended');
    else if (result.fullyCompensated && !result.thrown) await workflows.finish(id, 'refused');
    // A step threw, or an undo did: left IN_PROGRESS, the sweep settles it from what stands.
  }
  return result;
}
