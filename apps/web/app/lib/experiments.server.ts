import type { ExperimentAssignments } from '@grocer/domain/experiments/experiment-catalogue';
import { experimentsContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';

/** The experiments this request renders with, as the server assigned them (decision 0072). */
export function pageExperiments(context: Readonly<RouterContextProvider>): ExperimentAssignments {
  return context.get(experimentsContext);
}
