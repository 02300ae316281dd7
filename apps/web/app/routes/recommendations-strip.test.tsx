import { ALL_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-fixture.ts';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { flushAnalytics, installAnalytics } from '../lib/analytics.ts';
import { RecommendationsStrip } from './recommendations-strip.tsx';

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('the recommendations strip', () => {
  it('proves each card shown is an impression and a followed link a click', async () => {
    const events: { event_name: string; params: Record<string, unknown> }[] = [];
    stop = installAnalytics('web', {
      consent: () => ALL_ALLOWED,
      send: async (body) => events.push(...JSON.parse(body).events) > 0,
    });
    const products = [
      toProductCardView(makeProduct()),
      toProductCardView(makeProduct({ id: '2002-502', lineNumber: '2002', name: 'Red Leicester' })),
    ];
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <RecommendationsStrip products={products} placement="trolley" label="For you" />,
        },
      ],
      { initialEntries: ['/shop/trolley'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Red Leicester' }));
    flushAnalytics();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.map((event) => [event.event_name, event.params])).toEqual([
      ['recommendation_impression', { line_number: '1001', placement: 'trolley' }],
      ['recommendation_impression', { line_number: '2002', placement: 'trolley' }],
      ['recommendation_click', { line_number: '2002', placement: 'trolley' }],
    ]);
  });
});
