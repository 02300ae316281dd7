import { z } from 'zod';
import { EXPERIMENT_KEYS } from './experiment-catalogue.ts';

/**
 * A new run as staff enter it in the console (decision 0072): which built experiment, a name, the
 * hypothesis it tests, the share of visitors in it and, of those, the share shown the variant.
 * Kept apart from the catalogue so pages that only read decisions do not load zod.
 */
const percent = (min: number, max: number) =>
  z.coerce
    .number({ error: `Enter a whole number from ${min} to ${max}.` })
    .int({ error: `Enter a whole number from ${min} to ${max}.` })
    .min(min, { error: `Enter a whole number from ${min} to ${max}.` })
    .max(max, { error: `Enter a whole number from ${min} to ${max}.` });

export const newExperimentSchema = z
  .object({
    key: z.enum(EXPERIMENT_KEYS, { error: 'Choose one of the built experiments.' }),
    name: z.string().trim().min(1, { error: 'Enter a name.' }).max(120),
    hypothesis: z.string().trim().min(1, { error: 'Enter the hypothesis it tests.' }).max(500),
    coveragePercent: percent(1, 100),
    variantPercent: percent(1, 99),
  })
  .strict();

export type NewExperimentInput = z.output<typeof newExperimentSchema>;

/** Start or stop a run, by its id. */
export const experimentRunActionSchema = z
  .object({
    intent: z.enum(['start', 'stop']),
    id: z.coerce.number().int().positive().max(2_147_483_647),
  })
  .strict();
