import {
  STAFF_CONSOLE_TITLE,
  MONEY_CONSOLE_TEXT as TEXT,
} from '@grocer/domain/messages/staff-messages';
import { data, Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-console-home';
import styles from './admin-console.module.css';

/**
 * The console's home (decision 0058): each money invariant with its count of violations, and the
 * money workflows left in progress past their lease, each with a plain form to run its recovery
 * now (audited). Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return getServices(context).operations.moneyHealth(staff);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await request.formData();
  const runId = Number(form.get('runId'));
  if (!Number.isSafeInteger(runId) || runId <= 0)
    return data({ ok: false, message: TEXT.notStuck }, { status: 400 });
  const result = await getServices(context).operations.recoverWorkflow(staff, runId);
  if (result.outcome === 'not-found')
    return data({ ok: false, message: TEXT.notStuck }, { status: 404 });
  const { workflow, how } = result;
  return { ok: true, message: TEXT.recovered(workflow.kind, workflow.customerOrderId, how) };
}

export function meta() {
  return [{ title: `${TEXT.homeTitle} · ${STAFF_CONSOLE_TITLE}` }];
}

export default function AdminConsoleHome({ loaderData, actionData }: Route.ComponentProps) {
  const { invariants, stuck, leaseSeconds } = loaderData;
  const violated = invariants.filter((invariant) => invariant.violations > 0).length;
  return (
    <>
      <h1>{TEXT.homeTitle}</h1>
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={actionData.ok ? undefined : styles.problem}
        >
          {actionData.message}
        </p>
      )}
      <section aria-labelledby="money-checks" className={styles.results}>
        <h2 id="money-checks">{TEXT.invariantsTitle}</h2>
        <p className={styles.help}>{TEXT.invariantsHelp(leaseSeconds)}</p>
        <p className={violated > 0 ? styles.problem : styles.note}>
          {violated > 0 ? TEXT.violated(violated) : TEXT.allHold}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Violations</th>
            </tr>
          </thead>
          <tbody>
            {invariants.map((invariant) => (
              <tr key={invariant.name} data-violated={invariant.violations > 0}>
                <th scope="row" title={invariant.rule}>
                  <code>{invariant.name}</code>
                </th>
                <td className={invariant.violations > 0 ? styles.violated : styles.count}>
                  {invariant.violations}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="stuck-workflows" className={styles.results}>
        <h2 id="stuck-workflows">{TEXT.stuckTitle}</h2>
        <p className={styles.help}>{TEXT.stuckHelp}</p>
        {stuck.length === 0 ? (
          <p className={styles.note}>{TEXT.noneStuck}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Workflow</th>
                <th scope="col">Order</th>
                <th scope="col">Step</th>
                <th scope="col">Last moved</th>
                <th scope="col">
                  <span className={styles.hidden}>Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {stuck.map((run) => (
                <tr key={run.runId}>
                  <td>{run.kind}</td>
                  <td>
                    <Link to={`/admin/orders/${run.customerOrderId}`}>{run.customerOrderId}</Link>
                  </td>
                  <td>{run.step ?? 'not started'}</td>
                  <td>{formatDateTime(run.progressedAt)}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="runId" value={run.runId} />
                      <button
                        type="submit"
                        className={buttonClass({ variant: 'secondary', size: 'small' })}
                        aria-label={`${TEXT.runRecovery}: ${run.kind} of order ${run.customerOrderId}`}
                      >
                        {TEXT.runRecovery}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
