import type {
  ExperimentAssignments,
  ExperimentKey,
  ExperimentSettings,
  ExperimentStatus,
} from '@grocer/domain/experiments/experiment-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';

/** The experiments context's contract (decision 0072). */

/** Who is bucketed: the visitor id they allowed (null: no consent, so the control for all). */
export interface ExperimentVisitor {
  id: string | null;
  /** Variations forced by a staff preview link, whatever the bucket. */
  forced?: ExperimentAssignments;
}

export interface ExperimentRun extends ExperimentSettings {
  id: number;
  key: ExperimentKey;
  name: string;
  hypothesis: string;
  status: ExperimentStatus;
  createdAt: Date;
  createdByName: string | null;
  startedAt: Date | null;
  startedByName: string | null;
  stoppedAt: Date | null;
  stoppedByName: string | null;
}

export interface NewExperiment extends ExperimentSettings {
  key: string;
  name: string;
  hypothesis: string;
}

export type ExperimentChangeResult =
  | { outcome: 'changed'; run: ExperimentRun }
  | { outcome: 'refused'; code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' };

export interface ExperimentsService {
  /**
   * The running experiments `visitor` is in, with their variation, from the runs in memory (no
   * read): deterministic for one visitor id, so the same visitor always sees the same variation.
   */
  assign(visitor: ExperimentVisitor): ExperimentAssignments;
  /** Every run, newest first, for the console (staff with 'staff:manage-experiments'). */
  list(staff: Identity): Promise<ExperimentRun[] | null>;
  /** A draft run of a built experiment; refused while another run of it is open. */
  create(staff: Identity, input: NewExperiment): Promise<ExperimentChangeResult>;
  start(staff: Identity, id: number): Promise<ExperimentChangeResult>;
  stop(staff: Identity, id: number): Promise<ExperimentChangeResult>;
  /**
   * The visitor id a signed-in customer is bucketed by: the one they adopted at an earlier sign-in,
   * else `browserVisitorId`, which they adopt now. Null when the browser has none (no consent).
   */
  visitorForCustomer(customerId: number, browserVisitorId: string | null): Promise<string | null>;
  /** Reads the runs again (a NOTIFY arrived, or the periodic check). */
  reload(): Promise<void>;
}
