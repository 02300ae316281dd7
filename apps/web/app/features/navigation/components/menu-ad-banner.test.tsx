import { ALL_ALLOWED, NONE_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import type { AdBanner } from '@grocer/domain/sponsored/ad-banner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { flushAnalytics, installAnalytics } from '../../../lib/analytics.ts';
import { MenuAdBanner } from './menu-ad-banner.tsx';

let stop: (() => void) | null = null;
afterEach(() => stop?.());

const banner = (id: string): AdBanner => ({
  id,
  textArea: {
    offerHeading: 'New',
    heading: `Berry week ${id}`,
    subheading: 'Picked this week',
    link: { url: '/ecom/buylist/101,102', altText: 'A bowl of berries', text: 'Shop berries' },
  },
  image: { src: '/ecom/assets/food/strawberry.svg' },
  products: ['101', '102'],
  marketingBadge: 'Offer',
  tracking: { impressionUrls: [], clickUrls: [], vendor: 'Orchard Co' },
});

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

async function sent(events: { event_name: string; params: Record<string, unknown> }[]) {
  flushAnalytics();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return events.map((event) => [event.event_name, event.params]);
}

describe('a menu ad banner', () => {
  it('shows what the shopper needs, and records its impression once and its click with advertising consent', async () => {
    const events: { event_name: string; params: Record<string, unknown> }[] = [];
    stop = installAnalytics('web', {
      consent: () => ALL_ALLOWED,
      send: async (body) => events.push(...JSON.parse(body).events) > 0,
    });
    show(<MenuAdBanner banner={banner('7')} categoryId="10052" />);
    const region = screen.getByRole('region', { name: 'Sponsored: Berry week 7' });
    expect(region).toHaveTextContent('Sponsored');
    expect(region).toHaveTextContent('Offer');
    expect(screen.getByRole('img', { name: 'A bowl of berries' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Shop berries' }));
    expect(await sent(events)).toEqual([
      ['ad_banner_impression', { banner_id: '7', category_id: '10052' }],
      ['ad_banner_click', { banner_id: '7', category_id: '10052' }],
    ]);
  });

  it('records nothing without advertising consent, and nothing from the ad preview', async () => {
    const events: { event_name: string; params: Record<string, unknown> }[] = [];
    stop = installAnalytics('web', {
      consent: () => ({ ...ALL_ALLOWED, advertising: false }),
      send: async (body) => events.push(...JSON.parse(body).events) > 0,
    });
    show(<MenuAdBanner banner={banner('8')} categoryId="10052" />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Shop berries' }));
    expect(await sent(events)).toEqual([]);
    stop();
    stop = installAnalytics('web', {
      consent: () => ({ ...NONE_ALLOWED, analytics: true, advertising: true }),
      send: async (body) => events.push(...JSON.parse(body).events) > 0,
    });
    show(<MenuAdBanner banner={banner('9')} categoryId="10052" preview />);
    expect(await sent(events)).toEqual([]);
  });
});
