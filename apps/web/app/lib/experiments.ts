import type {
  ExperimentAssignments,
  ExperimentKey,
  Variation,
} from '@grocer/domain/experiments/experiment-catalogue';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { track } from './analytics.ts';

/**
 * The experiments store (spec doc 3 §3: decisions, payloads, impressions, preview; decision
 * 0072). Decisions are the root loader's assignments, made by the server for this visitor (the
 * page cache keeps a copy per assignment); impressions are the experiments whose variation this
 * browser session has shown, each recorded once as an `experiment_exposure`; preview says staff
 * forced the variations with a preview link, and then nothing is recorded.
 */
export interface ExperimentsData {
  assignments: ExperimentAssignments;
  preview: boolean;
}

const IMPRESSIONS_KEY = 'grocer-experiment-impressions';

function impressions(): Set<string> {
  try {
    return new Set(JSON.parse(window.sessionStorage.getItem(IMPRESSIONS_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Records that `key`'s `variation` was shown: once per browser session and experiment. The
 * analytics client sends it only where the visitor allowed experiments.
 */
export function recordExposure(key: ExperimentKey, variation: Variation): void {
  const seen = impressions();
  const id = `${key}.${variation}`;
  if (seen.has(id)) return;
  seen.add(id);
  try {
    window.sessionStorage.setItem(IMPRESSIONS_KEY, JSON.stringify([...seen]));
  } catch {
    // Storage blocked: the exposure may be sent again next page, which the dashboard counts once.
  }
  track('experiment_exposure', { experiment_key: key, variation });
}

/**
 * The variation of `key` this page shows: 'variant' only when the visitor is in the running
 * experiment's variant (or a preview forces it). Showing it records the exposure, for visitors in
 * the experiment only (the control is shown to everyone else, who are not measured).
 */
export function useExperiment(key: ExperimentKey): Variation {
  const root = useRouteLoaderData('root') as { experiments?: ExperimentsData } | undefined;
  const assigned = root?.experiments?.assignments[key];
  const preview = root?.experiments?.preview ?? false;
  useEffect(() => {
    if (assigned !== undefined && !preview) recordExposure(key, assigned);
  }, [key, assigned, preview]);
  return assigned ?? 'control';
}
