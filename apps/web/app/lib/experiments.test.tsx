import { ALL_ALLOWED } from '@grocer/domain/consent/cookie-consent';
import type { ExperimentAssignments } from '@grocer/domain/experiments/experiment-catalogue';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SlotButton } from '../features/shell/components/slot-button.tsx';
import { mainNavLinks, topBarLinks } from '../features/shell/lib/header-links.ts';
import { flushAnalytics, installAnalytics } from './analytics.ts';

/**
 * The experiments store (decision 0072): a component shows its experiment's variation from the
 * root's assignments, and showing it to a visitor in the experiment records one exposure per
 * session; a preview shows it and records nothing; everyone else sees the control.
 */

let sent: { event_name: string; params?: Record<string, unknown> }[];
let stop: (() => void) | null;

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  window.sessionStorage.clear();
  stop = installAnalytics('web', {
    consent: () => ALL_ALLOWED,
    send: async (body) => {
      sent.push(...JSON.parse(body).events);
      return true;
    },
  });
});

afterEach(() => stop?.());

const Nothing = () => null;
const Root = () => <Outlet />;
/**
 * React runs a commit's effects together, children's first, after the page is shown: once this
 * one has run, so has the button's, which records the exposure. Checking what was sent any
 * earlier (as the link appears) could find nothing for a visitor who is about to be recorded.
 */
let effectsRan = false;
const UnbookedSlotButton = () => {
  useEffect(() => {
    effectsRan = true;
  });
  return <SlotButton slot={null} />;
};

function renderSlotButton(assignments: ExperimentAssignments, preview = false) {
  effectsRan = false;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ experiments: { assignments, preview } }),
      HydrateFallback: Nothing,
      Component: Root,
      children: [{ index: true, Component: UnbookedSlotButton }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const exposures = async () => {
  await waitFor(() => expect(effectsRan).toBe(true));
  flushAnalytics();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.filter((event) => event.event_name === 'experiment_exposure');
};

describe('an experiment’s variation on the page', () => {
  it('shows the lower-case ‘book slot’ to a visitor in the variant and records one exposure a session', async () => {
    const first = renderSlotButton({ book_slot_lower_case: 'variant' });
    expect(await screen.findByRole('link', { name: 'book slot' })).toBeTruthy();
    first.unmount();
    renderSlotButton({ book_slot_lower_case: 'variant' });
    await screen.findByRole('link', { name: 'book slot' });
    expect(await exposures()).toEqual([
      expect.objectContaining({
        params: { experiment_key: 'book_slot_lower_case', variation: 'variant' },
      }),
    ]);
  });

  it('records the control’s exposure for a visitor in the experiment’s control', async () => {
    renderSlotButton({ book_slot_lower_case: 'control' });
    expect(await screen.findByRole('link', { name: 'Book Slot' })).toBeTruthy();
    expect((await exposures()).map((event) => event.params)).toEqual([
      { experiment_key: 'book_slot_lower_case', variation: 'control' },
    ]);
  });

  it('shows the control and records nothing for a visitor not in the experiment', async () => {
    renderSlotButton({});
    expect(await screen.findByRole('link', { name: 'Book Slot' })).toBeTruthy();
    expect(await exposures()).toEqual([]);
  });

  it('shows a previewed variant and records nothing', async () => {
    renderSlotButton({ book_slot_lower_case: 'variant' }, true);
    expect(await screen.findByRole('link', { name: 'book slot' })).toBeTruthy();
    expect(await exposures()).toEqual([]);
  });
});

describe('the header’s variants', () => {
  const site = {
    partnerLinks: {
      cellar: 'https://cellar.example/',
      garden: 'https://garden.example/',
      dishpatch: 'https://dishpatch.example/',
    },
  };

  it('the grocery header keeps the top bar to the shop’s own links', () => {
    expect(topBarLinks(site).map((link) => link.label)).toEqual([
      'Find a store',
      'Customer service',
      'Cellar',
      'Garden',
      'Dishpatch',
    ]);
    expect(topBarLinks(site, true).map((link) => link.label)).toEqual([
      'Find a store',
      'Customer service',
    ]);
  });

  it('the other main menu is Offers, New, Recipes, Inspiration and a calendar link to book a slot', () => {
    expect(mainNavLinks(false, 'Book Slot').map((link) => link.label)).toEqual([
      'Entertaining',
      'Offers',
      'New',
      'Recipes',
      'Inspiration',
    ]);
    const other = mainNavLinks(true, 'Book Slot');
    expect(other.map((link) => link.label)).toEqual([
      'Offers',
      'New',
      'Recipes',
      'Inspiration',
      'Book Slot',
    ]);
    expect(other.at(-1)).toMatchObject({ href: '/ecom/service-selection', calendar: true });
  });
});
