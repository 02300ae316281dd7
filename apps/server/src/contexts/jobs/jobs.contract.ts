/**
 * The jobs context's contract (decision 0043): a durable job queue in PostgreSQL. Other contexts
 * enqueue work by kind and register a handler for their kinds; the worker runs each due job in
 * one process at a time, retries a failure with backoff and takes over a job whose worker died
 * once its lease lapses. Handlers must be idempotent: a job may run again after a crash.
 */

export interface EnqueueJob {
  kind: string;
  /** Unique when given: the same key again is not queued twice (one job per order and step). */
  key?: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when left out. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueue {
  /** False when a job with the key exists already. */
  enqueue(job: EnqueueJob): Promise<boolean>;
}

export interface RunningJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** Runs one job; a throw is a failure (retried with backoff). */
export type JobHandler = (job: RunningJob) => Promise<void>;

/** A piece of work the worker does on every poll besides running jobs (the fulfilment scheduler). */
export type JobTick = (now: Date) => Promise<void>;
