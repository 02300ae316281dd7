import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { done, fail, runWorkflow, suspend, type WorkflowStep } from './workflow-runner.ts';

type Log = string[];

/** A step that logs its run and its compensation, and fails or suspends when told. */
function step(
  name: string,
  behaviour: 'ok' | 'fail' | 'throw' | 'suspend' = 'ok',
  compensation: 'ok' | 'throw' | 'none' = 'ok',
): WorkflowStep<Log, string, string> {
  return {
    name,
    async run(log) {
      log.push(`run:${name}`);
      if (behaviour === 'fail') return fail(`${name} refused`);
      if (behaviour === 'throw') throw new Error(`${name} broke`);
      if (behaviour === 'suspend') return suspend(`${name} waits`);
      return done;
    },
    ...(compensation === 'none'
      ? {}
      : {
          async compensate(log: Log) {
            log.push(`undo:${name}`);
            if (compensation === 'throw') throw new Error(`undo ${name} broke`);
          },
        }),
  };
}

describe('runWorkflow', () => {
  it('runs every step in order and reports them completed', async () => {
    const log: Log = [];
    const result = await runWorkflow([step('a'), step('b'), step('c')], log);
    expect(result).toEqual({ status: 'completed', completed: ['a', 'b', 'c'] });
    expect(log).toEqual(['run:a', 'run:b', 'run:c']);
  });

  it('on a failure undoes the completed steps in reverse and runs nothing after it', async () => {
    const log: Log = [];
    const result = await runWorkflow([step('a'), step('b'), step('c', 'fail'), step('d')], log);
    expect(log).toEqual(['run:a', 'run:b', 'run:c', 'undo:b', 'undo:a']);
    expect(result).toMatchObject({
      status: 'failed',
      failedStep: 'c',
      failure: 'c refused',
      thrown: false,
      compensated: ['b', 'a'],
      fullyCompensated: true,
    });
  });

  it('treats a thrown error as the step failing', async () => {
    const log: Log = [];
    const result = await runWorkflow([step('a'), step('b', 'throw')], log);
    expect(result).toMatchObject({ status: 'failed', failedStep: 'b', thrown: true });
    expect(log).toEqual(['run:a', 'run:b', 'undo:a']);
  });

  it('keeps compensating after one compensation fails, and says it was not complete', async () => {
    const log: Log = [];
    const result = await runWorkflow(
      [step('a'), step('b', 'ok', 'throw'), step('c', 'ok', 'none'), step('d', 'fail')],
      log,
    );
    expect(log).toEqual(['run:a', 'run:b', 'run:c', 'run:d', 'undo:b', 'undo:a']);
    expect(result).toMatchObject({
      status: 'failed',
      failedStep: 'd',
      compensated: ['a'],
      fullyCompensated: false,
    });
    if (result.status === 'failed') {
      expect(result.compensationFailures.map((f) => f.step)).toEqual(['b']);
    }
  });

  it('suspends without compensating, and a resume from that step undoes the earlier ones on failure', async () => {
    const log: Log = [];
    const first = await runWorkflow([step('a'), step('pay', 'suspend'), step('c')], log);
    expect(first).toEqual({
      status: 'suspended',
      suspendedStep: 'pay',
      reason: 'pay waits',
      completed: ['a'],
    });
    expect(log).toEqual(['run:a', 'run:pay']);

    const resumed: Log = [];
    const second = await runWorkflow([step('a'), step('pay', 'fail'), step('c')], resumed, {
      from: 'pay',
    });
    expect(resumed).toEqual(['run:pay', 'undo:a']);
    expect(second).toMatchObject({ status: 'failed', failedStep: 'pay', compensated: ['a'] });
  });

  it('refuses duplicate step names and an unknown resume point', async () => {
    await expect(runWorkflow([step('a'), step('a')], [])).rejects.toThrow(/unique/);
    await expect(runWorkflow([step('a')], [], { from: 'zzz' })).rejects.toThrow(/zzz/);
  });

  it('proves any failing step leaves every earlier step compensated in reverse and none later run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 12 })
          .chain((length) =>
            fc.tuple(fc.constant(length), fc.integer({ min: 0, max: length - 1 }), fc.boolean()),
          ),
        async ([length, failing, throws]) => {
          const names = Array.from({ length }, (_, i) => `s${i}`);
          const steps = names.map((name, i) =>
            step(name, i === failing ? (throws ? 'throw' : 'fail') : 'ok'),
          );
          const log: Log = [];
          const result = await runWorkflow(steps, log);
          const earlier = names.slice(0, failing);
          expect(log).toEqual([
            ...names.slice(0, failing + 1).map((n) => `run:${n}`),
            ...[...earlier].reverse().map((n) => `undo:${n}`),
          ]);
          expect(result).toMatchObject({
            status: 'failed',
            failedStep: names[failing],
            compensated: [...earlier].reverse(),
            fullyCompensated: true,
          });
        },
      ),
    );
  });
});
