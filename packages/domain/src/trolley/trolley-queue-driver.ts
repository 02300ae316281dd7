import { GET_TROLLEY_CALL_FAILED, NO_DATA_ERROR } from './trolley-messages.ts';
import {
  INITIAL_TROLLEY_QUEUE,
  type QueueItem,
  type TrolleyCall,
  type TrolleyFailure,
  type TrolleyQueueEffect,
  type TrolleyQueueEvent,
  type TrolleyQueueState,
  trolleyQueueStep,
} from './trolley-queue.ts';

/**
 * Runs the trolley queue: dispatches events through `trolleyQueueStep` and performs its
 * effects through injected ports. Time comes from the injected scheduler, so the browser
 * passes `window.setTimeout`/`clearTimeout` and tests pass a manual clock.
 */

export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type CallOutcome =
  | { ok: true; items: QueueItem[] }
  | { ok: false; failure: TrolleyFailure; trolleyError?: boolean };

export interface TrolleyQueuePorts {
  /** Performs one trolley call (GraphQL); resolves with its outcome. */
  send(call: TrolleyCall): Promise<CallOutcome>;
  /** Fetches the trolley's lines. */
  refresh(): Promise<QueueItem[]>;
  /** Speaks a message to screen readers (an aria-live region). */
  announce(message: string): void;
}

export interface TrolleyQueueDriver {
  dispatch(event: TrolleyQueueEvent): void;
  getState(): TrolleyQueueState;
}

export function createTrolleyQueueDriver(options: {
  scheduler: Scheduler;
  ports: TrolleyQueuePorts;
  initial?: TrolleyQueueState;
  onChange?: (state: TrolleyQueueState) => void;
}): TrolleyQueueDriver {
  const { scheduler, ports, onChange } = options;
  let state = options.initial ?? INITIAL_TROLLEY_QUEUE;
  const timers = new Map<number, unknown>();

  const perform = (effect: TrolleyQueueEffect) => {
    switch (effect.type) {
      case 'CALL':
        ports.send(effect.call).then(
          (outcome) =>
            dispatch(
              outcome.ok
                ? { type: 'CALL_SUCCEEDED', requestId: effect.requestId, items: outcome.items }
                : {
                    type: 'CALL_FAILED',
                    requestId: effect.requestId,
                    failure: outcome.failure,
                    trolleyError: outcome.trolleyError ?? false,
                  },
            ),
          // A call that throws has an unknown outcome: undo the line, as for a failure.
          () =>
            dispatch({
              type: 'CALL_FAILED',
              requestId: effect.requestId,
              failure: { message: NO_DATA_ERROR, type: 'UNKNOWN' },
            }),
        );
        break;
      case 'ANNOUNCE':
        ports.announce(effect.message);
        break;
      case 'START_IDLE_TIMER':
        timers.set(
          effect.timerId,
          scheduler.setTimeout(() => {
            timers.delete(effect.timerId);
            dispatch({ type: 'IDLE_ELAPSED', timerId: effect.timerId });
          }, effect.delayMs),
        );
        break;
      case 'CANCEL_IDLE_TIMER':
        if (timers.has(effect.timerId)) {
          scheduler.clearTimeout(timers.get(effect.timerId));
          timers.delete(effect.timerId);
        }
        break;
      case 'REFRESH':
        ports.refresh().then(
          (items) => dispatch({ type: 'LOADED', items }),
          () =>
            dispatch({
              type: 'LOAD_FAILED',
              failure: { message: GET_TROLLEY_CALL_FAILED, type: 'UNKNOWN' },
            }),
        );
        break;
    }
  };

  function dispatch(event: TrolleyQueueEvent): void {
    const step = trolleyQueueStep(state, event);
    const changed = step.state !== state;
    state = step.state;
    if (changed && onChange) onChange(state);
    for (const effect of step.effects) perform(effect);
  }

  return { dispatch, getState: () => state };
}
