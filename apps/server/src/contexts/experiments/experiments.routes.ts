import { decisionsOf, EXPERIMENT_CATALOGUE } from '@grocer/domain/experiments/experiment-catalogue';
import type { FastifyInstance } from 'fastify';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore } from '../identity/request-identity.plugin.ts';
import type { ExperimentsService } from './experiments.contract.ts';
import { experimentVisitorOf } from './request-experiments.ts';

const decide = apiDoc({
  operationId: 'decideExperiments',
  access: 'public',
  tag: 'experiments',
  summary:
    'The experiments’ decisions for the caller (spec doc 3 §7: personalisation POST decide).',
  description:
    'Every built experiment with the variation the caller sees (`control` unless the experiment runs and the caller is in its variant), and the running experiments the caller is in (`assignments`, what an exposure is recorded for). The caller is bucketed by the visitor id their browser keeps once they allow experiments (the `grocer-visitor` cookie); without that consent every decision is the control. A staff preview cookie forces variations.',
  errors: [],
});

/** The experiments calls (decision 0072). Answers are `no-store`: they depend on who asks. */
export async function experimentsRoutes(
  app: FastifyInstance,
  options: { experiments: ExperimentsService },
) {
  answerNoStore(app);
  app.post('/experiments/v1/decide', decide, async (request) => {
    const assignments = options.experiments.assign(experimentVisitorOf(request));
    const decisions = decisionsOf(assignments);
    return {
      decisions,
      assignments,
      payloads: Object.fromEntries(
        EXPERIMENT_CATALOGUE.map((experiment) => [
          experiment.key,
          { description: experiment.description },
        ]),
      ),
    };
  });
}
