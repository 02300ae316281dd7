import {
  EXPERIMENT_CATALOGUE,
  type ExperimentKey,
  previewPath,
  VARIATIONS,
} from '@grocer/domain/experiments/experiment-catalogue';
import {
  experimentRunActionSchema,
  newExperimentSchema,
} from '@grocer/domain/experiments/experiment-form.schema';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { data, Form, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { BASE_PATH } from '../lib/app-path.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-experiments';
import styles from './admin-console.module.css';

const TITLE = 'Experiments';

const REFUSALS = {
  FORBIDDEN: 'Your account may not manage experiments.',
  NOT_FOUND: 'There is no such experiment or run.',
  CONFLICT:
    'That experiment already has a run that is not stopped, or the run has moved on meanwhile: reload to see it.',
} as const;

/**
 * Experiments in the staff console (decision 0072): each run of a built experiment, created as a
 * draft with its shares, started and stopped with plain forms (who and when recorded), and a
 * preview link per variation that shows it whatever the visitor's bucket.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const runs = await getServices(context).experiments.list(staff);
  if (runs === null) throw data({ reason: 'staff-only' }, { status: 403 });
  return { runs };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { experiments } = getServices(context);
  const form = Object.fromEntries(await request.formData());
  const result = await (async () => {
    if (form.intent === 'create') {
      const { intent: _create, ...fields } = form;
      const parsed = newExperimentSchema.safeParse(fields);
      if (!parsed.success) {
        return { problem: parsed.error.issues[0]?.message ?? 'Check the fields.', status: 400 };
      }
      return experiments.create(staff, parsed.data);
    }
    const parsed = experimentRunActionSchema.safeParse(form);
    if (!parsed.success) return { problem: 'Choose a run to start or stop.', status: 400 };
    return parsed.data.intent === 'start'
      ? experiments.start(staff, parsed.data.id)
      : experiments.stop(staff, parsed.data.id);
  })();
  if ('problem' in result) return data({ problem: result.problem }, { status: result.status });
  if (result.outcome === 'refused') {
    const status = { FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 }[result.code];
    return data({ problem: REFUSALS[result.code] }, { status });
  }
  return { problem: null };
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

const descriptionOf = (key: ExperimentKey) =>
  EXPERIMENT_CATALOGUE.find((experiment) => experiment.key === key)?.description ?? key;

export default function AdminExperiments({ loaderData, actionData }: Route.ComponentProps) {
  const { runs } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        A running experiment shows its variant to its share of the visitors who allowed experiments,
        the same variant each visit; everyone else sees the control. A change reaches every server
        process within seconds. Each variation&apos;s preview link shows it to you whatever your
        bucket, until you open a link with <code>experimentPreview=off</code>.
      </p>
      {actionData?.problem && (
        <p role="alert" className={styles.problem}>
          {actionData.problem}
        </p>
      )}
      <table className={styles.table}>
        <caption className={styles.help}>Every run, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Experiment</th>
            <th scope="col">State</th>
            <th scope="col">Shares</th>
            <th scope="col">Preview</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {runs.length === 0 && (
            <tr>
              <td colSpan={5}>No experiment has been created yet.</td>
            </tr>
          )}
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">
                {run.name} <code>{run.key}</code>
                <div className={styles.note}>{run.hypothesis}</div>
              </th>
              <td>
                {run.status === 'running' && run.startedAt
                  ? `Running since ${formatDateTime(run.startedAt)}${run.startedByName ? ` (${run.startedByName})` : ''}`
                  : run.status === 'stopped' && run.stoppedAt
                    ? `Stopped ${formatDateTime(run.stoppedAt)}${run.stoppedByName ? ` by ${run.stoppedByName}` : ''}`
                    : `Draft, created ${formatDateTime(run.createdAt)}${run.createdByName ? ` by ${run.createdByName}` : ''}`}
              </td>
              <td>{`${run.coveragePercent}% of visitors; ${run.variantPercent}% of them see the variant`}</td>
              <td>
                <ul className={styles.previewLinks}>
                  {VARIATIONS.map((variation) => (
                    <li key={variation}>
                      <a href={`${BASE_PATH}${previewPath(run.key, variation)}`}>
                        {`Preview the ${variation}`}
                        <span className={styles.hidden}>{` of ${run.name}`}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                {run.status !== 'stopped' && (
                  <Form method="post" className={styles.flagForm}>
                    <input type="hidden" name="id" value={run.id} />
                    {run.status === 'draft' && (
                      <button
                        type="submit"
                        name="intent"
                        value="start"
                        className={buttonClass({ size: 'small' })}
                        disabled={busy}
                      >
                        {`Start ${run.name}`}
                      </button>
                    )}
                    <button
                      type="submit"
                      name="intent"
                      value="stop"
                      className={buttonClass({ variant: 'secondary', size: 'small' })}
                      disabled={busy}
                    >
                      {`Stop ${run.name}`}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className={styles.results} aria-labelledby="new-experiment">
        <h2 id="new-experiment">New experiment</h2>
        <Form method="post" className={styles.search}>
          <input type="hidden" name="intent" value="create" />
          <div className={styles.fields}>
            <div className={styles.fieldGroup}>
              <label htmlFor="experiment-key">Experiment</label>
              <select id="experiment-key" name="key" required defaultValue="">
                <option value="" disabled>
                  Choose a built experiment
                </option>
                {EXPERIMENT_CATALOGUE.map((experiment) => (
                  <option key={experiment.key} value={experiment.key}>
                    {descriptionOf(experiment.key)}
                  </option>
                ))}
              </select>
            </div>
            <label>
              Name
              <input name="name" required maxLength={120} />
            </label>
            <label>
              Hypothesis
              <input name="hypothesis" required maxLength={500} />
            </label>
            <label>
              Visitors in it (%)
              <input
                name="coveragePercent"
                type="number"
                min={1}
                max={100}
                step={1}
                defaultValue={100}
                required
              />
            </label>
            <label>
              Of those, shown the variant (%)
              <input
                name="variantPercent"
                type="number"
                min={1}
                max={99}
                step={1}
                defaultValue={50}
                required
              />
            </label>
          </div>
          <button type="submit" className={buttonClass()} disabled={busy}>
            Create as a draft
          </button>
        </Form>
      </section>
    </>
  );
}
