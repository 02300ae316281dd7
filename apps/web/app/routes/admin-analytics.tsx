import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_RANGE_PROBLEMS,
  dashboardRange,
  defaultDashboardRange,
} from '@grocer/domain/analytics/dashboard-range';
import { dashboardRangeQuerySchema } from '@grocer/domain/analytics/dashboard-range.schema';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { data, Form } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { AnalyticsDashboardView } from '../features/staff/components/analytics-dashboard.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-analytics';
import styles from './admin-console.module.css';

const TITLE = 'Analytics';

/**
 * The staff analytics dashboard (issue 23, decision 0071): what shoppers did over a range of
 * whole London days, from the shop's own collector. The range is a plain GET form; a range that
 * cannot be shown says why and shows the last 28 days instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const asked = dashboardRangeQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const today = londonIsoDate(new Date());
  const answer = asked.success
    ? dashboardRange(asked.data, today)
    : ({
        ok: false,
        problem: DASHBOARD_RANGE_PROBLEMS.notADate,
        range: defaultDashboardRange(today),
      } as const);
  const services = getServices(context);
  const [dashboard, runs] = await Promise.all([
    services.analyticsDashboard.dashboard(staff, answer.range),
    services.experiments.list(staff),
  ]);
  if (dashboard === null) throw data({ reason: 'staff-only' }, { status: 403 });
  return {
    dashboard,
    // Staff who may not manage experiments still see their figures, unmarked.
    runningExperiments: (runs ?? [])
      .filter((run) => run.status === 'running')
      .map((run) => run.key),
    problem: answer.ok ? null : answer.problem,
    // What the fields show: the range shown, or what was typed when it could not be.
    fields: answer.ok ? answer.range : { from: asked.data?.from ?? '', to: asked.data?.to ?? '' },
  };
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { dashboard, problem, fields, runningExperiments } = loaderData;
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        What shoppers who allowed analytics did, by day in UK time. Choose a range of up to{' '}
        {DASHBOARD_MAX_DAYS} days; without one, the last {DASHBOARD_DEFAULT_DAYS} days are shown.
      </p>
      <Form
        method="get"
        className={styles.search}
        aria-label="Date range"
        key={`${fields.from} ${fields.to}`}
      >
        <div className={styles.fields}>
          <label>
            From
            <input type="date" name="from" defaultValue={fields.from} required />
          </label>
          <label>
            To
            <input type="date" name="to" defaultValue={fields.to} required />
          </label>
        </div>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
          Apply
        </button>
        {problem && (
          <p role="alert" className={styles.problem}>
            {`${problem} Showing the last ${DASHBOARD_DEFAULT_DAYS} days instead.`}
          </p>
        )}
      </Form>
      <AnalyticsDashboardView dashboard={dashboard} runningExperiments={runningExperiments} />
    </>
  );
}
