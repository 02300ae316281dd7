import type { Database } from '@grocer/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * What a context's `create<Context>Module(deps)` returns to app.ts (decision 0057): the services
 * other contexts and the storefront call, its API routes, and the workers that run while the app
 * is up. app.ts builds each module from what it needs, with the one clock it chose, and composes
 * them; it builds no repository or service itself.
 */
export interface ContextModule<Services> {
  services: Services;
  /** Registers the context's routes under /api (app.ts calls it in the order routes are listed). */
  routes?: (api: FastifyInstance) => Promise<void>;
  /** Routes only an E2E_TEST_HOOKS server serves. */
  testRoutes?: (api: FastifyInstance) => Promise<void>;
  /** Started when the app is ready and stopped when it closes, in order. */
  workers?: readonly Worker[];
}

/** Something that runs while the app is up: a poller, a sweep, a LISTEN connection. */
export interface Worker {
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

/** Starts `workers` when the app is ready and stops them when it closes. */
export function runWorkers(app: FastifyInstance, workers: readonly Worker[] = []): void {
  for (const worker of workers) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
}

/** The shop's clock: injected by tests, the wall clock otherwise. Chosen once, in app.ts. */
export type Clock = () => Date;

/**
 * A module built after the ones that ask it (slots after the address book and the trolley, staff
 * after identity): they get `get`, which answers once `set` has run, and is only called later,
 * when a request or a worker asks.
 */
export function builtLater<T>(name: string): { get(): T; set(value: T): T } {
  let built: T | undefined;
  return {
    get() {
      if (built === undefined) throw new Error(`the ${name} context is not built yet`);
      return built;
    },
    set: (value) => {
      built = value;
      return value;
    },
  };
}

/**
 * A worker keeping a process's in-memory copy of a table current (feature flags, experiments):
 * it LISTENs on `channel` for changes any process announces and calls `reload` on each (several
 * at once make one more reload, never two together), and every `everyMs` besides, in case an
 * announcement was lost.
 */
export function reloadWorker(deps: {
  database: Pick<Database, 'listen'>;
  channel: string;
  reload: () => Promise<void>;
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** What is reloaded, for the log: 'feature flags', 'experiments'. */
  what: string;
}): Worker {
  let running: Promise<void> | null = null;
  let again = false;
  const reload = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = deps
      .reload()
      .catch((error: unknown) => deps.log.warn({ err: error }, `${deps.what} not read again`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };

  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      stopListening = await deps.database.listen(deps.channel, reload, (error) => {
        deps.log.warn({ err: error }, `${deps.what} listener lost its connection`);
        reload();
      });
      timer = setInterval(reload, deps.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await stopListening?.();
      stopListening = null;
      await running;
    },
  };
}
