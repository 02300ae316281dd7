/**
 * A workflow is a list of named steps, each with its compensation (STYLE habit 4). Steps run in
 * order; when one fails, the steps already completed are compensated in reverse, and the result
 * says which step failed and whether every compensation succeeded. A step may also suspend the
 * workflow (a payment waiting for 3-D Secure): nothing is compensated and a later call resumes
 * from that step.
 *
 * The runner is pure in the sense that it owns no I/O: steps bring their own effects.
 */

/** What a step reports: done, an expected failure, or "wait for something outside". */
export type StepOutcome<F, S> =
  | { kind: 'done' }
  | { kind: 'failed'; failure: F }
  | { kind: 'suspended'; reason: S };

export interface WorkflowStep<C, F = unknown, S = unknown> {
  readonly name: string;
  run(context: C): Promise<StepOutcome<F, S>>;
  /** Undoes `run`; steps with nothing to undo leave it out. */
  compensate?(context: C): Promise<void>;
}

export interface CompensationFailure {
  step: string;
  error: unknown;
}

export type WorkflowResult<F, S> =
  | { status: 'completed'; completed: string[] }
  | {
      status: 'failed';
      failedStep: string;
      /** The step's expected failure, or what it threw (`thrown: true`). */
      failure: F | unknown;
      thrown: boolean;
      /** Steps compensated, in the order their compensations ran (reverse of running). */
      compensated: string[];
      compensationFailures: CompensationFailure[];
      fullyCompensated: boolean;
    }
  | { status: 'suspended'; suspendedStep: string; reason: S; completed: string[] };

export interface RunOptions {
  /**
   * Resume at this step: the steps before it are taken as completed (they ran in an earlier,
   * suspended call) and are compensated if a later step fails.
   */
  from?: string;
}

export const done = { kind: 'done' } as const;
export const fail = <F>(failure: F) => ({ kind: 'failed', failure }) as const;
export const suspend = <S>(reason: S) => ({ kind: 'suspended', reason }) as const;

export function stepNamesAreUnique(steps: readonly { name: string }[]): boolean {
  return new Set(steps.map((step) => step.name)).size === steps.length;
}

export async function runWorkflow<C, F, S>(
  steps: readonly WorkflowStep<C, F, S>[],
  context: C,
  options: RunOptions = {},
): Promise<WorkflowResult<F, S>> {
  if (!stepNamesAreUnique(steps)) throw new Error('Workflow step names must be unique');
  let start = 0;
  if (options.from !== undefined) {
    start = steps.findIndex((step) => step.name === options.from);
    if (start < 0) throw new Error(`No workflow step named ${options.from}`);
  }
  const completed: WorkflowStep<C, F, S>[] = steps.slice(0, start);

  for (const step of steps.slice(start)) {
    let outcome: StepOutcome<F, S>;
    let thrown = false;
    try {
      outcome = await step.run(context);
    } catch (error) {
      outcome = { kind: 'failed', failure: error as F };
      thrown = true;
    }
    if (outcome.kind === 'done') {
      completed.push(step);
      continue;
    }
    if (outcome.kind === 'suspended') {
      return {
        status: 'suspended',
        suspendedStep: step.name,
        reason: outcome.reason,
        completed: completed.map((s) => s.name),
      };
    }
    const { compensated, compensationFailures } = await compensate(completed, context);
    return {
      status: 'failed',
      failedStep: step.name,
      failure: outcome.failure,
      thrown,
      compensated,
      compensationFailures,
      fullyCompensated: compensationFailures.length === 0,
    };
  }
  return { status: 'completed', completed: completed.map((s) => s.name) };
}

/** Compensates completed steps in reverse; one compensation failing does not stop the others. */
async function compensate<C>(
  completed: readonly WorkflowStep<C, unknown, unknown>[],
  context: C,
): Promise<{ compensated: string[]; compensationFailures: CompensationFailure[] }> {
  const compensated: string[] = [];
  const compensationFailures: CompensationFailure[] = [];
  for (const step of [...completed].reverse()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(context);
      compensated.push(step.name);
    } catch (error) {
      compensationFailures.push({ step: step.name, error });
    }
  }
  return { compensated, compensationFailures };
}
