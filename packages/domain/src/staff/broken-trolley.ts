/**
 * Staff saving and restoring a customer's broken trolley (spec doc 1 §4 Staff; decisions 0031,
 * 0033): which of the two actions staff signed on as the customer are offered.
 */

export interface BrokenTrolleyState {
  /** Lines in the customer's trolley now. */
  lineCount: number;
  /** The saved trolley waiting to be restored, if any. */
  saved: { lineCount: number } | null;
}

export interface BrokenTrolleyActions {
  /** Save broken trolley: there is something to save and no saved trolley waits already. */
  save: boolean;
  /** Restore saved trolley: offered only when one waits (spec doc 2 §1). */
  restore: boolean;
}

/**
 * A trolley is saved only when it has lines, and only one saved trolley waits per customer (the
 * service refuses a second: it would overwrite the first), so Save is offered only then.
 */
export function brokenTrolleyActions(state: BrokenTrolleyState): BrokenTrolleyActions {
  return {
    save: state.lineCount > 0 && state.saved === null,
    restore: state.saved !== null,
  };
}
