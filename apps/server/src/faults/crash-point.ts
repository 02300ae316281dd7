/**
 * Fault injection for the crash tests (issue 21): a process started with `CRASH_AT=<point>`
 * (honoured only with E2E_TEST_HOOKS) ends itself with SIGKILL the first time it reaches that
 * point, so a test can stop a money workflow at an exact step boundary without timing. Off
 * (a no-op) everywhere else.
 *
 * Point names are `<workflow>:<before|after>:<step>` for workflow steps (see `withCrashPoints`)
 * and `<area>:<name>` for boundaries inside a step (e.g. `psp:authorise:after-payment`).
 */

let armed: string | null = null;

/** Arms one point for this process (config, at start-up); null disarms. */
export function armCrashPoint(point: string | null | undefined): void {
  armed = point ?? null;
}

/** The armed point, for the start-up warning. */
export function armedCrashPoint(): string | null {
  return armed;
}

/** Ends the process here when this is the armed point. */
export function crashPoint(point: string): void {
  if (armed === null || armed !== point) return;
  // Written synchronously so the test sees it before the kill lands.
  process.stderr.write(`CRASHED_AT ${point}\n`);
  process.kill(process.pid, 'SIGKILL');
}

/** Wraps each step's run with `<workflow>:before:<step>` and `<workflow>:after:<step>` points. */
export function withCrashPoints<T extends { name: string; run(context: never): Promise<unknown> }>(
  workflow: string,
  steps: readonly T[],
): T[] {
  return steps.map((step) => ({
    ...step,
    async run(context: never) {
      crashPoint(`${workflow}:before:${step.name}`);
      const outcome = await step.run(context);
      crashPoint(`${workflow}:after:${step.name}`);
      return outcome;
    },
  }));
}
