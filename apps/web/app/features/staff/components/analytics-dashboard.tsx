import type {
  AnalyticsDashboard,
  SearchFigures,
} from '@grocer/server/contexts/analytics/analytics-dashboard.contract';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import {
  formatCount,
  formatLongDay,
  formatShare,
  formatShortDay,
} from '../lib/analytics-format.ts';
import styles from './analytics-dashboard.module.css';

/** Recharts and the charts load in the browser, after hydration, on this page only. */
const loadCharts = () => import('./analytics-charts.tsx');
const lazyChart = <P extends object>(
  pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<P>,
) => lazy(() => loadCharts().then((module) => ({ default: pick(module) })));
const DailyChart = lazyChart((module) => module.DailyChart);
const AbandonedChart = lazyChart((module) => module.AbandonedChart);
const FunnelChart = lazyChart((module) => module.FunnelChart);
const SearchesChart = lazyChart((module) => module.SearchesChart);
const ExperimentsChart = lazyChart((module) => module.ExperimentsChart);

/**
 * A chart's place: sized before the chart arrives (no layout shift), an image to assistive
 * technology, since the same figures are on the page as text beside it.
 */
function Chart({
  label,
  height = 260,
  children,
}: {
  label: string;
  height?: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className={styles.chart} role="img" aria-label={label} style={{ minHeight: height }}>
      {hydrated && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

function SearchTable({
  caption,
  rows,
  noResults,
}: {
  caption: string;
  rows: SearchFigures[];
  noResults: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Search</th>
          <th scope="col" className={styles.number}>
            {noResults ? 'Searches with no results' : 'Searches'}
          </th>
          {!noResults && (
            <th scope="col" className={styles.number}>
              With no results
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.term}>
            <th scope="row">{row.term}</th>
            <td className={styles.number}>
              {formatCount(noResults ? row.noResults : row.searches)}
            </td>
            {!noResults && <td className={styles.number}>{formatCount(row.noResults)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The staff analytics dashboard (decision 0071): each figure as text or a table, readable
 * without JavaScript, and a chart of it once the page has hydrated.
 */
export function AnalyticsDashboardView({
  dashboard,
  runningExperiments = [],
}: {
  dashboard: AnalyticsDashboard;
  /** The experiments running now (decision 0072): listed first and marked so. */
  runningExperiments?: readonly string[];
}) {
  const { range, days, totals, funnel, topSearches, noResultSearches } = dashboard;
  const running = new Set(runningExperiments);
  const experiments = [...dashboard.experiments].sort(
    (a, b) => Number(running.has(b.experimentKey)) - Number(running.has(a.experimentKey)),
  );
  const anyDaily = days.some((day) => day.visitors > 0 || day.orders > 0);
  const anyAbandoned = days.some((day) => day.abandonedTrolleys > 0);
  const rangeText = `${formatLongDay(range.from)} to ${formatLongDay(range.to)}`;
  return (
    <div className={styles.dashboard}>
      <section className={styles.summary} aria-labelledby="analytics-totals">
        <h2 id="analytics-totals">{`Totals, ${rangeText}`}</h2>
        <dl className={styles.totals}>
          <div>
            <dt>Visitors</dt>
            <dd>{formatCount(totals.visitors)}</dd>
          </div>
          <div>
            <dt>Orders</dt>
            <dd>{formatCount(totals.orders)}</dd>
          </div>
          <div>
            <dt>Abandoned trolleys</dt>
            <dd>{formatCount(totals.abandonedTrolleys)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="analytics-daily">
        <h2 id="analytics-daily">Visitors and orders per day</h2>
        {anyDaily ? (
          <>
            <Chart label="Chart of visitors and orders per day; the figures are in the table below it">
              <DailyChart days={days} />
            </Chart>
            <details className={styles.details}>
              <summary>Visitors, orders and abandoned trolleys, day by day</summary>
              <table className={styles.table}>
                <caption className={styles.hidden}>Each day’s figures</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className={styles.number}>
                      Visitors
                    </th>
                    <th scope="col" className={styles.number}>
                      Orders
                    </th>
                    <th scope="col" className={styles.number}>
                      Abandoned trolleys
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{formatShortDay(day.day)}</th>
                      <td className={styles.number}>{formatCount(day.visitors)}</td>
                      <td className={styles.number}>{formatCount(day.orders)}</td>
                      <td className={styles.number}>{formatCount(day.abandonedTrolleys)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <Empty>No visits in this range.</Empty>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="analytics-funnel">
        <h2 id="analytics-funnel">From product view to order</h2>
        {(funnel[0]?.sessions ?? 0) > 0 ? (
          <>
            <Chart label="Chart of sessions at each step from product view to order; the figures are in the table beside it">
              <FunnelChart funnel={funnel} />
            </Chart>
            <table className={styles.table}>
              <caption className={styles.note}>
                Sessions at each step that also reached every step before it
              </caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col" className={styles.number}>
                    Sessions
                  </th>
                  <th scope="col" className={styles.number}>
                    Of the step before
                  </th>
                  <th scope="col" className={styles.number}>
                    Of product views
                  </th>
                </tr>
              </thead>
              <tbody>
                {funnel.map((step) => (
                  <tr key={step.event}>
                    <th scope="row">{step.label}</th>
                    <td className={styles.number}>{formatCount(step.sessions)}</td>
                    <td className={styles.number}>{formatShare(step.fromPrevious)}</td>
                    <td className={styles.number}>{formatShare(step.fromFirst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <Empty>No product was viewed in this range.</Empty>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="analytics-searches">
        <h2 id="analytics-searches">Searches</h2>
        <div className={styles.pair}>
          <div>
            <h3>Top searches</h3>
            {topSearches.length > 0 ? (
              <>
                <Chart
                  label="Chart of the top searches; the figures are in the table below it"
                  height={Math.max(120, 36 * topSearches.length + 40)}
                >
                  <SearchesChart searches={topSearches} noResults={false} />
                </Chart>
                <SearchTable caption="Top searches" rows={topSearches} noResults={false} />
              </>
            ) : (
              <Empty>No searches in this range.</Empty>
            )}
          </div>
          <div>
            <h3>Searches with no results</h3>
            {noResultSearches.length > 0 ? (
              <>
                <Chart
                  label="Chart of the searches that found nothing; the figures are in the table below it"
                  height={Math.max(120, 36 * noResultSearches.length + 40)}
                >
                  <SearchesChart searches={noResultSearches} noResults />
                </Chart>
                <SearchTable caption="Searches with no results" rows={noResultSearches} noResults />
              </>
            ) : (
              <Empty>Every search in this range found something.</Empty>
            )}
          </div>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="analytics-abandoned">
        <h2 id="analytics-abandoned">Abandoned trolleys per day</h2>
        {anyAbandoned ? (
          <>
            <Chart label="Chart of abandoned trolleys per day; the figures are in the day-by-day table above">
              <AbandonedChart days={days} />
            </Chart>
            <p className={styles.note}>
              A trolley counts on a day it was left with items, unless it was ordered later in the
              range.
            </p>
          </>
        ) : (
          <Empty>No trolley was abandoned in this range.</Empty>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="analytics-experiments">
        <h2 id="analytics-experiments">Experiments</h2>
        {experiments.length > 0 ? (
          <>
            <Chart label="Chart of each variant’s conversion with its 95% confidence interval; the figures are in the table below it">
              <ExperimentsChart experiments={experiments} />
            </Chart>
            <table className={styles.table}>
              <caption className={styles.note}>
                Visitors shown each variant, and of them those who ordered afterwards, with the 95%
                confidence interval (Wilson) of the rate
              </caption>
              <thead>
                <tr>
                  <th scope="col">Experiment</th>
                  <th scope="col">Variant</th>
                  <th scope="col" className={styles.number}>
                    Visitors
                  </th>
                  <th scope="col" className={styles.number}>
                    Ordered
                  </th>
                  <th scope="col" className={styles.number}>
                    Conversion
                  </th>
                  <th scope="col" className={styles.number}>
                    95% interval
                  </th>
                </tr>
              </thead>
              <tbody>
                {experiments.map((row) => (
                  <tr key={`${row.experimentKey} ${row.variation}`}>
                    <th scope="row">
                      {row.experimentKey}
                      {running.has(row.experimentKey) && (
                        <span className={styles.note}> (running now)</span>
                      )}
                    </th>
                    <td>{row.variation}</td>
                    <td className={styles.number}>{formatCount(row.exposed)}</td>
                    <td className={styles.number}>{formatCount(row.converted)}</td>
                    <td className={styles.number}>{formatShare(row.conversion?.rate ?? null)}</td>
                    <td className={styles.number}>
                      {row.conversion
                        ? `${formatShare(row.conversion.low)} to ${formatShare(row.conversion.high)}`
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <Empty>No experiment was shown to visitors in this range.</Empty>
        )}
      </section>
    </div>
  );
}
