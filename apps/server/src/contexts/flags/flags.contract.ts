import type { FlagKey, FlagState, FlagValues } from '@grocer/domain/flags/flag-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';

/** The flags context's contract (decision 0068). */

/** Who the flags are decided for: a share of visitors is chosen by this id, the same each time. */
export interface FlagVisitor {
  /** The signed-in customer's id, else the browser's visitor id; null: no share applies. */
  id: string | null;
}

export interface FlagListing {
  key: FlagKey;
  description: string;
  defaultOn: boolean;
  inSharedPages: boolean;
  /** Null while the flag is at its default. */
  state: FlagState | null;
  updatedAt: Date | null;
  updatedByName: string | null;
}

export interface FlagChange {
  key: FlagKey;
  state: FlagState;
  staffId: number | null;
  staffName: string | null;
  at: Date;
}

export type FlagChangeResult =
  | { outcome: 'changed'; flag: FlagListing }
  | { outcome: 'refused'; code: 'FORBIDDEN' | 'NOT_FOUND' };

export interface FlagsService {
  /**
   * Every flag's value for `visitor`, from the states in memory (no read): staff's state where
   * one is saved, else the default. `overrides` (the features header, where allowed) win.
   */
  decide(visitor: FlagVisitor, overrides?: Partial<Record<FlagKey, boolean>>): FlagValues;
  /** The catalogue with each flag's saved state, for the console. */
  list(staff: Identity): Promise<FlagListing[] | null>;
  /** Saves a flag's state (staff with 'staff:manage-flags'), audited; every process follows. */
  change(staff: Identity, key: string, state: FlagState): Promise<FlagChangeResult>;
  /** The latest changes, newest first. */
  history(staff: Identity, limit?: number): Promise<FlagChange[] | null>;
  /** Reads the states again (a NOTIFY arrived, or the periodic check). */
  reload(): Promise<void>;
}
