import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from '../../context-module.ts';
import type { SlotsModule } from './slots.service.ts';

/** How often the worker looks for slot days to generate (a new day, a campaign opening). */
const GENERATION_CHECK_MS = 60 * 60_000;

/**
 * The slot worker (decision 0034): when started (the app is ready) it generates the slots ahead (awaited,
 * so a first start answers with slots), then hourly; lapsed reservations are swept every
 * `sweepIntervalMs`. Both are idempotent, so any number of processes may run them. Stopped when
 * the app closes.
 */
export function createSlotsWorker(
  slots: Pick<SlotsModule, 'generateAhead' | 'sweepExpired'>,
  options: { sweepIntervalMs: number; log: FastifyBaseLogger },
): Worker {
  const log = options.log.child({ context: 'slots-worker' });
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;

  /** One job at a time; a job that fails is logged and tried again at its next turn. */
  const run = (name: string, job: () => Promise<unknown>) => {
    if (closing) return running;
    running = running.then(job).catch((error: unknown) => {
      log.error({ err: error, job: name }, 'slot job failed');
    });
    return running;
  };

  const generate = () =>
    run('generate', async () => {
      const started = performance.now();
      const made = await slots.generateAhead();
      if (made.days > 0) {
        log.info({ ...made, ms: Math.round(performance.now() - started) }, 'slots generated');
      }
    });

  const start = async () => {
    await generate();
    timers.push(
      setInterval(() => void generate(), GENERATION_CHECK_MS),
      setInterval(
        () =>
          void run('sweep', async () => {
            const changed = await slots.sweepExpired();
            if (changed > 0) log.info({ slots: changed }, 'lapsed slot reservations given back');
          }),
        options.sweepIntervalMs,
      ),
    );
    for (const timer of timers) timer.unref();
  };
  const stop = async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await running;
  };
  return { start, stop };
}
