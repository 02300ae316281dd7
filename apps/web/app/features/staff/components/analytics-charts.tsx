import type {
  AnalyticsDashboard,
  DailyFigures,
  SearchFigures,
} from '@grocer/server/contexts/analytics/analytics-dashboard.contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, formatShare, formatShortDay } from '../lib/analytics-format.ts';

/**
 * The analytics dashboard's charts (decision 0071), drawn with Recharts in the browser only: the
 * page loads this module after hydration, so the server render and every other page stay free
 * of it. Each chart repeats figures the page also shows as text, so the charts are images to
 * assistive technology (their wrapper is role="img") and Recharts' own keyboard layer is off.
 */

/** The design tokens' values (tokens.css): SVG presentation attributes do not take var(). */
const COLOUR = {
  primary: '#1c6b3f',
  info: '#1c4f8a',
  offer: '#c0132c',
  text: '#1b2420',
  muted: '#4e5b55',
  grid: '#d6ddd8',
} as const;

const HEIGHT = 260;
/** A tooltip's value as a count. */
const countText = (value: unknown) => formatCount(Number(value));
const tick = { fill: COLOUR.muted, fontSize: 12 };
const common = { accessibilityLayer: false, responsive: true } as const;
const style = (height = HEIGHT) => ({ width: '100%', height });

/** Visitors and orders per day, as two lines. */
export function DailyChart({ days }: { days: DailyFigures[] }) {
  return (
    <LineChart {...common} style={style()} data={days} margin={{ top: 8, right: 16, left: 0 }}>
      <CartesianGrid stroke={COLOUR.grid} vertical={false} />
      <XAxis dataKey="day" tickFormatter={formatShortDay} tick={tick} minTickGap={16} />
      <YAxis allowDecimals={false} tick={tick} width={48} />
      <Tooltip labelFormatter={(day) => formatShortDay(String(day))} formatter={countText} />
      <Legend />
      <Line
        type="monotone"
        dataKey="visitors"
        name="Visitors"
        stroke={COLOUR.info}
        strokeWidth={2}
        dot={days.length <= 31}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="orders"
        name="Orders"
        stroke={COLOUR.primary}
        strokeWidth={2}
        dot={days.length <= 31}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

/** Abandoned trolleys per day, as bars. */
export function AbandonedChart({ days }: { days: DailyFigures[] }) {
  return (
    <BarChart {...common} style={style()} data={days} margin={{ top: 8, right: 16, left: 0 }}>
      <CartesianGrid stroke={COLOUR.grid} vertical={false} />
      <XAxis dataKey="day" tickFormatter={formatShortDay} tick={tick} minTickGap={16} />
      <YAxis allowDecimals={false} tick={tick} width={48} />
      <Tooltip labelFormatter={(day) => formatShortDay(String(day))} formatter={countText} />
      <Bar
        dataKey="abandonedTrolleys"
        name="Abandoned trolleys"
        fill={COLOUR.offer}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Sessions at each step of the funnel, as bars from product view to order. */
export function FunnelChart({ funnel }: { funnel: AnalyticsDashboard['funnel'] }) {
  return (
    <BarChart {...common} style={style()} data={funnel} margin={{ top: 8, right: 16, left: 0 }}>
      <CartesianGrid stroke={COLOUR.grid} vertical={false} />
      <XAxis dataKey="label" tick={tick} interval={0} />
      <YAxis allowDecimals={false} tick={tick} width={48} />
      <Tooltip formatter={countText} />
      <Bar
        dataKey="sessions"
        name="Sessions"
        fill={COLOUR.primary}
        maxBarSize={120}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Search terms as horizontal bars, most searched at the top. */
export function SearchesChart({
  searches,
  noResults,
}: {
  searches: SearchFigures[];
  noResults: boolean;
}) {
  const height = Math.max(120, 36 * searches.length + 40);
  return (
    <BarChart
      {...common}
      style={style(height)}
      data={searches}
      layout="vertical"
      margin={{ top: 8, right: 24, left: 8 }}
    >
      <CartesianGrid stroke={COLOUR.grid} horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={tick} />
      <YAxis type="category" dataKey="term" tick={tick} width={120} />
      <Tooltip formatter={countText} />
      <Bar
        dataKey={noResults ? 'noResults' : 'searches'}
        name={noResults ? 'Searches with no results' : 'Searches'}
        fill={noResults ? COLOUR.offer : COLOUR.info}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** Each variant's conversion rate (%), with its 95% interval as an error bar. */
export function ExperimentsChart({
  experiments,
}: {
  experiments: AnalyticsDashboard['experiments'];
}) {
  const data = experiments.flatMap((row) =>
    row.conversion === null
      ? []
      : [
          {
            name: `${row.experimentKey} · ${row.variation}`,
            rate: row.conversion.rate * 100,
            interval: [
              (row.conversion.rate - row.conversion.low) * 100,
              (row.conversion.high - row.conversion.rate) * 100,
            ],
          },
        ],
  );
  const highest = Math.max(0, ...experiments.map((row) => (row.conversion?.high ?? 0) * 100));
  const top = Math.min(100, Math.max(10, Math.ceil(highest / 10) * 10));
  return (
    <BarChart {...common} style={style()} data={data} margin={{ top: 8, right: 16, left: 0 }}>
      <CartesianGrid stroke={COLOUR.grid} vertical={false} />
      <XAxis dataKey="name" tick={tick} interval={0} />
      <YAxis tick={tick} width={48} domain={[0, top]} unit="%" />
      <Tooltip formatter={(value) => formatShare(Number(value) / 100)} />
      <Bar
        dataKey="rate"
        name="Conversion"
        fill={COLOUR.primary}
        maxBarSize={96}
        isAnimationActive={false}
      >
        <ErrorBar dataKey="interval" width={8} stroke={COLOUR.text} strokeWidth={1.5} />
      </Bar>
    </BarChart>
  );
}
