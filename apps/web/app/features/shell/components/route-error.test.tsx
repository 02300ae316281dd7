import { offersExperienceText } from '@grocer/domain/promotions/offers-experience';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.tsx';

function Page() {
  return null;
}

function renderFailing(failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Page,
      ErrorBoundary: RouteError,
      HydrateFallback: NothingYet,
      loader: failure,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('RouteError', () => {
  it('tells a shopper an address was not found (404)', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find that page" }),
    ).toBeVisible();
  });

  it('shows a refused address (400) as a page that cannot be shown, with a way back to the shop', async () => {
    renderFailing(() => {
      throw data({ message: 'Invalid query.categoryPath' }, { status: 400 });
    });
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't show that page" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Groceries' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('shows an offers fetch that failed with its offers experience code, its text and the reload', async () => {
    const code = 'OFFERS_EXPERIENCE_002';
    renderFailing(() => {
      throw data({ code, message: offersExperienceText(code) }, { status: 503 });
    });
    expect(
      await screen.findByText("Sorry, we couldn't load this offer. Please try again."),
    ).toBeVisible();
    expect(screen.getByText('Error code: OFFERS_EXPERIENCE_002')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('keeps the unexpected-error message, with its reload, for faults', async () => {
    renderFailing(() => {
      throw new Error('database down');
    });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
