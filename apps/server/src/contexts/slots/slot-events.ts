import type { Database } from '@grocer/db/client';
import { slotAvailability } from '@grocer/domain/slots/slot-availability';
import type { SlotType } from '@grocer/domain/trolley/booked-slot';
import type { FastifyBaseLogger } from 'fastify';
import type { SlotAvailabilityChange } from './slots.contract.ts';
import { AVAILABILITY_CHANNEL } from './slots.repository.ts';

type Listener = (change: SlotAvailabilityChange) => void;

/** One counter as the NOTIFY payload carries it: [id, branch, type, date, booked, capacity]. */
type Counter = [string, number, string, string, number, number];

function isCounter(value: unknown): value is Counter {
  return (
    Array.isArray(value) &&
    value.length === 6 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'number' &&
    typeof value[2] === 'string' &&
    typeof value[3] === 'string' &&
    typeof value[4] === 'number' &&
    typeof value[5] === 'number'
  );
}

/**
 * Availability changes from every server process (decision 0034): each booking, cancellation
 * and expiry NOTIFYs `slot_availability` as it commits, and one LISTEN connection per process
 * hands every change to the listeners here (the grids' server-sent events). On PGlite the
 * notifications come from this process only, which is every process there is.
 */
export class SlotEvents {
  readonly #listeners = new Set<Listener>();
  readonly #now: () => Date;
  readonly #log: FastifyBaseLogger;
  #stop: (() => Promise<void>) | null = null;

  constructor(now: () => Date, log: FastifyBaseLogger) {
    this.#now = now;
    this.#log = log;
  }

  /** Starts listening (once). */
  async start(database: Database): Promise<void> {
    if (this.#stop) return;
    this.#stop = await database.listen(
      AVAILABILITY_CHANNEL,
      (payload) => this.#received(payload),
      (error) => this.#log.warn({ err: error }, 'slot availability listener lost its connection'),
    );
  }

  async stop(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#listeners.clear();
    await stop?.();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  #received(payload: string): void {
    let counters: unknown;
    try {
      counters = JSON.parse(payload);
    } catch {
      this.#log.warn({ payload: payload.slice(0, 200) }, 'unreadable slot availability notice');
      return;
    }
    if (!Array.isArray(counters)) return;
    const now = this.#now();
    for (const counter of counters) {
      if (!isCounter(counter)) continue;
      const [slotId, branchId, slotType, date, booked, capacity] = counter;
      const change: SlotAvailabilityChange = {
        slotId,
        branchId,
        slotType: slotType as SlotType,
        availability: slotAvailability({ date, booked, capacity }, now),
      };
      for (const listener of this.#listeners) {
        try {
          listener(change);
        } catch (error) {
          this.#log.error({ err: error }, 'slot availability listener failed');
        }
      }
    }
  }
}
