import { wilsonInterval } from '@grocer/domain/analytics/conversion-interval';
import { funnelSteps } from '@grocer/domain/analytics/dashboard-funnel';
import type { AnalyticsDashboard } from '@grocer/server/contexts/analytics/analytics-dashboard.contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import AdminAnalytics from './admin-analytics.tsx';

/**
 * The staff analytics dashboard's page (decision 0071): every figure the service gives is on the
 * page as text (totals, the funnel, searches, experiments with their interval, each day in a
 * table), the date range is a GET form, charts are drawn once the page runs, and a range with
 * no events says so instead of drawing empty charts.
 */

const figures: AnalyticsDashboard = {
  range: { from: '2025-03-01', to: '2025-03-03' },
  days: [
    { day: '2025-03-01', visitors: 120, orders: 9, abandonedTrolleys: 4 },
    { day: '2025-03-02', visitors: 80, orders: 3, abandonedTrolleys: 0 },
    { day: '2025-03-03', visitors: 1_500, orders: 41, abandonedTrolleys: 7 },
  ],
  totals: { visitors: 1_650, orders: 53, abandonedTrolleys: 11 },
  funnel: funnelSteps({ view_item: 400, add_to_cart: 100, begin_checkout: 60, purchase: 30 }),
  topSearches: [
    { term: 'milk', searches: 50, noResults: 0 },
    { term: 'oat milk', searches: 12, noResults: 5 },
  ],
  noResultSearches: [{ term: 'oat milk', searches: 5, noResults: 5 }],
  experiments: [
    {
      experimentKey: 'lower_case_book_slot',
      variation: 'control',
      exposed: 100,
      converted: 10,
      conversion: wilsonInterval(10, 100),
    },
    {
      experimentKey: 'lower_case_book_slot',
      variation: 'variant',
      exposed: 90,
      converted: 18,
      conversion: wilsonInterval(18, 90),
    },
  ],
};

const quiet: AnalyticsDashboard = {
  range: { from: '2025-01-01', to: '2025-01-02' },
  days: [
    { day: '2025-01-01', visitors: 0, orders: 0, abandonedTrolleys: 0 },
    { day: '2025-01-02', visitors: 0, orders: 0, abandonedTrolleys: 0 },
  ],
  totals: { visitors: 0, orders: 0, abandonedTrolleys: 0 },
  funnel: funnelSteps({ view_item: 0, add_to_cart: 0, begin_checkout: 0, purchase: 0 }),
  topSearches: [],
  noResultSearches: [],
  experiments: [],
};

function renderPage(
  pick: (url: URL) => AnalyticsDashboard,
  problem: string | null = null,
  runningExperiments: string[] = [],
) {
  const asked: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/admin/analytics',
      // The stub's props are the generic route's; the page reads only loaderData.
      Component: AdminAnalytics as never,
      HydrateFallback: NothingYet,
      loader: ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const dashboard = pick(url);
        return { dashboard, problem, fields: dashboard.range, runningExperiments };
      },
    },
  ]);
  render(<Stub initialEntries={['/admin/analytics']} />);
  return asked;
}

/** What a stub route shows until its loader answers. */
function NothingYet() {
  return null;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the analytics dashboard page', () => {
  it('proves the experiments running now come first, marked so', async () => {
    const stopped = figures.experiments.map((row) => ({ ...row, experimentKey: 'grocery_header' }));
    renderPage(() => ({ ...figures, experiments: [...stopped, ...figures.experiments] }), null, [
      'lower_case_book_slot',
    ]);
    const experiments = await screen.findByRole('region', { name: 'Experiments' });
    const headers = within(experiments)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'lower_case_book_slot (running now)',
      'lower_case_book_slot (running now)',
      'grocery_header',
      'grocery_header',
    ]);
  });

  it('proves every figure is on the page as text, beside its chart', async () => {
    renderPage(() => figures);
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const totals = screen.getByRole('region', {
      name: 'Totals, 1 March 2025 to 3 March 2025',
    });
    expect(totals).toHaveTextContent('Visitors1,650');
    expect(totals).toHaveTextContent('Orders53');
    expect(totals).toHaveTextContent('Abandoned trolleys11');

    const funnel = screen.getByRole('region', { name: 'From product view to order' });
    expect(cells(within(funnel).getByRole('row', { name: /Added to trolley/ }))).toEqual([
      '100',
      '25%',
      '25%',
    ]);
    expect(cells(within(funnel).getByRole('row', { name: /Placed an order/ }))).toEqual([
      '30',
      '50%',
      '7.5%',
    ]);

    const searches = screen.getByRole('region', { name: 'Searches' });
    const top = within(searches).getByRole('table', { name: 'Top searches' });
    expect(cells(within(top).getByRole('row', { name: /^oat milk/ }))).toEqual(['12', '5']);
    const none = within(searches).getByRole('table', { name: 'Searches with no results' });
    expect(
      within(none)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SearchSearches with no results', 'oat milk5']);

    const experiments = screen.getByRole('region', { name: 'Experiments' });
    expect(cells(within(experiments).getByRole('row', { name: /variant/ }))).toEqual([
      'variant',
      '90',
      '18',
      '20%',
      '13% to 29.4%',
    ]);

    const daily = screen.getByRole('table', { name: 'Each day’s figures' });
    expect(cells(within(daily).getByRole('row', { name: /^3 Mar/ }))).toEqual(['1,500', '41', '7']);

    // Charts are images of the same figures, drawn with Recharts once the page runs.
    const chart = screen.getByRole('img', { name: /visitors and orders per day/ });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('proves the date range is a GET form whose Apply asks for the chosen days', async () => {
    const user = userEvent.setup();
    const asked = renderPage((url) =>
      url.searchParams.get('from') === '2025-01-01' ? quiet : figures,
    );
    const form = await screen.findByRole('form', { name: 'Date range' }, { timeout: 5_000 });
    expect(form).toHaveAttribute('method', 'get');
    const from = within(form).getByLabelText('From');
    expect(from).toHaveValue('2025-03-01');
    expect(within(form).getByLabelText('To')).toHaveValue('2025-03-03');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-01-02');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2025-01-01&to=2025-01-02'));
    expect(await screen.findByText('No visits in this range.')).toBeVisible();
  });

  it('proves a range with no events says so in each part and draws no chart', async () => {
    renderPage(() => quiet);
    expect(await screen.findByText('No visits in this range.')).toBeVisible();
    expect(screen.getByText('No product was viewed in this range.')).toBeVisible();
    expect(screen.getByText('No searches in this range.')).toBeVisible();
    expect(screen.getByText('Every search in this range found something.')).toBeVisible();
    expect(screen.getByText('No trolley was abandoned in this range.')).toBeVisible();
    expect(screen.getByText('No experiment was shown to visitors in this range.')).toBeVisible();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('proves a range that cannot be shown is named, with the default shown instead', async () => {
    renderPage(() => figures, 'The first day must be on or before the last day.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first day must be on or before the last day. Showing the last 28 days instead.',
    );
  });
});
