import type { FlagState } from '@grocer/domain/flags/flag-catalogue';
import { flagStateSchema } from '@grocer/domain/flags/flag-state.schema';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { data, Form, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { VisuallyHidden } from '../components/ui/visually-hidden.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-flags';
import styles from './admin-console.module.css';

const TITLE = 'Feature flags';

/**
 * Feature flags in the staff console (decision 0068): each flag's state (default, off, or on for
 * a share of visitors), changed with a plain form and audited; every server process follows
 * within seconds.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { flags } = getServices(context);
  const [listing, history] = await Promise.all([flags.list(staff), flags.history(staff, 20)]);
  if (listing === null || history === null) throw data({ reason: 'staff-only' }, { status: 403 });
  return { listing, history };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await request.formData();
  const key = String(form.get('key') ?? '');
  const mode = String(form.get('mode') ?? '');
  const percent = Number(String(form.get('rolloutPercent') ?? '100').trim() || '100');
  const parsed = flagStateSchema.safeParse({
    enabled: mode !== 'off',
    rolloutPercent: mode === 'off' ? 0 : mode === 'share' ? percent : 100,
  });
  if (!parsed.success || !['on', 'off', 'share'].includes(mode)) {
    return data(
      { key, problem: 'Choose on, off, or a share of visitors from 0 to 100 per cent.' },
      { status: 400 },
    );
  }
  const result = await getServices(context).flags.change(staff, key, parsed.data);
  if (result.outcome === 'refused') {
    throw data({ reason: result.code }, { status: result.code === 'NOT_FOUND' ? 404 : 403 });
  }
  return { key, problem: null };
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

function stateText(state: FlagState | null, defaultOn: boolean): string {
  if (state === null) return `Default (${defaultOn ? 'on' : 'off'})`;
  if (!state.enabled || state.rolloutPercent === 0) return 'Off';
  if (state.rolloutPercent === 100) return 'On';
  return `On for ${state.rolloutPercent}% of visitors`;
}

function modeOf(state: FlagState | null, defaultOn: boolean): 'on' | 'off' | 'share' {
  if (state === null) return defaultOn ? 'on' : 'off';
  if (!state.enabled || state.rolloutPercent === 0) return 'off';
  return state.rolloutPercent === 100 ? 'on' : 'share';
}

export default function AdminFlags({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, history } = loaderData;
  const navigation = useNavigation();
  const busyKey = navigation.formData?.get('key');
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        A change reaches every server process within seconds and is recorded below. A share of
        visitors applies to signed-in shoppers&apos; calls; pages show a shared flag at its off
        value until visitors carry an id they have allowed.
      </p>
      <table className={styles.table}>
        <caption className={styles.help}>Every flag, its state and its last change</caption>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">State</th>
            <th scope="col">Last changed</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {listing.map((flag) => {
            const mode = modeOf(flag.state, flag.defaultOn);
            const problem = actionData?.key === flag.key ? actionData.problem : null;
            return (
              <tr key={flag.key}>
                <th scope="row">
                  <code>{flag.key}</code>
                  <div className={styles.note}>{flag.description}</div>
                </th>
                <td>{stateText(flag.state, flag.defaultOn)}</td>
                <td>
                  {flag.updatedAt
                    ? `${formatDateTime(flag.updatedAt)}${flag.updatedByName ? ` by ${flag.updatedByName}` : ''}`
                    : 'Never'}
                </td>
                <td>
                  <Form method="post" className={styles.flagForm} aria-label={`Change ${flag.key}`}>
                    <input type="hidden" name="key" value={flag.key} />
                    <fieldset className={styles.flagModes}>
                      <legend>
                        <VisuallyHidden>{`State of ${flag.key}`}</VisuallyHidden>
                      </legend>
                      {(['on', 'off', 'share'] as const).map((value) => (
                        <label key={value}>
                          <input
                            type="radio"
                            name="mode"
                            value={value}
                            defaultChecked={mode === value}
                          />
                          {value === 'share' ? 'On for' : value === 'on' ? 'On' : 'Off'}
                        </label>
                      ))}
                      <label>
                        <input
                          type="number"
                          name="rolloutPercent"
                          min={0}
                          max={100}
                          step={1}
                          defaultValue={flag.state?.rolloutPercent ?? 100}
                          aria-label={`Per cent of visitors for ${flag.key}`}
                          className={styles.percent}
                        />
                        % of visitors
                      </label>
                    </fieldset>
                    <button
                      type="submit"
                      className={buttonClass({ variant: 'secondary', size: 'small' })}
                      disabled={busyKey === flag.key}
                    >
                      {`Save ${flag.key}`}
                    </button>
                    {problem && (
                      <p role="alert" className={styles.problem}>
                        {problem}
                      </p>
                    )}
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section className={styles.results} aria-labelledby="flag-history">
        <h2 id="flag-history">Recent changes</h2>
        {history.length === 0 ? (
          <p className={styles.note}>No flag has been changed yet.</p>
        ) : (
          <ul>
            {history.map((change) => (
              <li key={`${change.key}-${String(change.at)}`}>
                {`${formatDateTime(change.at)}: ${change.key} → ${stateText(change.state, false)}${
                  change.staffName ? ` by ${change.staffName}` : ''
                }`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
