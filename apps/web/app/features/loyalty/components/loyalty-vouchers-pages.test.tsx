import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { ExperiencesPage, PartnerRewardsPage, VouchersPage } from './loyalty-vouchers-pages.tsx';

/**
 * The vouchers page and the partner's pages (decision 0086), as a shopper sees them: a voucher
 * for each reward reached and how far the next is; how to join for a non-member; the partner
 * named as configured.
 */
const member = { schemeName: 'myHillside', member: true, points: 1200 };

describe('the vouchers page', () => {
  it('lists a voucher for each reward reached and the points to the next', () => {
    renderWithRouter(
      <VouchersPage
        data={{
          ...member,
          vouchers: [{ threshold: 500 }, { threshold: 1000 }],
          pointsToNext: 800,
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your myHillside vouchers' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your vouchers' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['500 points reward', '1,000 points reward']);
    expect(screen.getByTestId('vouchers-progress').textContent).toBe(
      'You have 1,200 points. 800 points to your next voucher.',
    );
  });

  it('says a member has none yet before the first reward, and when every reward is reached', () => {
    const { unmount } = renderWithRouter(
      <VouchersPage data={{ ...member, points: 0, vouchers: [], pointsToNext: 500 }} />,
    );
    expect(screen.getByText(/You have no vouchers yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your vouchers' })).toBeNull();
    unmount();
    renderWithRouter(
      <VouchersPage
        data={{ ...member, points: 2500, vouchers: [{ threshold: 500 }], pointsToNext: null }}
      />,
    );
    expect(screen.getByTestId('vouchers-progress').textContent).toContain(
      'You have reached every reward.',
    );
  });

  it('shows a non-member how to join', () => {
    renderWithRouter(
      <VouchersPage
        data={{ ...member, member: false, points: 0, vouchers: [], pointsToNext: null }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Find out about myHillside' })).toHaveAttribute(
      'href',
      '/loyalty/become-a-member',
    );
    expect(screen.queryByTestId('vouchers-progress')).toBeNull();
  });
});

describe('the partner’s pages', () => {
  const partner = { schemeName: 'myHillside', partnerName: 'Ashby & Lowe', member: true };

  it('names the configured partner on the experiences and rewards pages', () => {
    const { unmount } = renderWithRouter(<ExperiencesPage data={partner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'myHillside experiences' })).toBeTruthy();
    expect(screen.getByText(/with Ashby & Lowe/)).toBeTruthy();
    unmount();
    renderWithRouter(<PartnerRewardsPage data={partner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ashby & Lowe rewards' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ashby & Lowe partnership card and details' }),
    ).toHaveAttribute('href', '/loyalty/my-partnership/card-and-details');
  });

  it('shows a non-member how to join instead of the way back to the hub', () => {
    renderWithRouter(<ExperiencesPage data={{ ...partner, member: false }} />);
    expect(screen.queryByRole('link', { name: 'Go to myHillside' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find out about myHillside' })).toBeTruthy();
  });
});
