import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { makeViewerSlot } from '../../../../test/slot-fixture.ts';
import { SlotExpiryTimer } from './slot-expiry-timer.tsx';

const EXPIRES = '2026-11-23T15:00:00.000Z';
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Two hours before the reservation runs out.
  vi.setSystemTime(new Date('2026-11-23T13:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderTimer(props: Partial<Parameters<typeof SlotExpiryTimer>[0]> = {}) {
  const onExpired = vi.fn();
  renderWithRouter(
    <SlotExpiryTimer
      slot={makeViewerSlot({ slotExpiryTime: EXPIRES })}
      pathname="/shop/trolley"
      amending={false}
      serviceSelectionHref="/service-selection"
      onExpired={onExpired}
      {...props}
    />,
  );
  return onExpired;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('slot expiry timer', () => {
  it('says nothing while more than 100 minutes are left', async () => {
    renderTimer();
    await advance(19 * MINUTE);
    expect(screen.queryByText(/check out within/)).toBeNull();
  });

  it('tells the shopper to check out within the time left from 100 minutes, and warns from 30', async () => {
    renderTimer();
    await advance(20 * MINUTE);
    const notice = () => screen.getByRole('region', { name: 'Your slot reservation' });
    expect(notice()).toHaveTextContent(
      'Your slot is reserved for 1 hour 40 minutes. Check out within this time to keep it.',
    );
    expect(notice()).toHaveAttribute('data-kind', 'info');
    await advance(MINUTE);
    expect(notice()).toHaveTextContent('reserved for 1 hour 39 minutes');
    await advance(69 * MINUTE);
    expect(notice()).toHaveTextContent('reserved for 30 minutes');
    expect(notice()).toHaveAttribute('data-kind', 'warning');
    // Screen readers hear the warning when it starts, once.
    expect(screen.getByRole('status')).toHaveTextContent('reserved for 30 minutes');
    await advance(MINUTE);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(notice()).toHaveTextContent('reserved for 29 minutes');
  });

  it('clears the slot at expiry and sends the shopper to service selection', async () => {
    const onExpired = renderTimer();
    await advance(120 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
    // The dialog's code loads when the slot runs out.
    const dialog = await vi.waitFor(() =>
      screen.getByRole('alertdialog', { name: 'Sorry, your slot has now expired' }),
    );
    expect(dialog).toHaveTextContent('We held your slot for as long as we could.');
    expect(screen.getByRole('link', { name: 'Book a slot' })).toHaveAttribute(
      'href',
      '/service-selection',
    );
  });

  it('does not run on checkout or interstitial pages, or while amending', async () => {
    for (const props of [
      { pathname: '/checkout' },
      { pathname: '/interstitials/1' },
      { amending: true },
    ]) {
      const onExpired = renderTimer(props);
      await advance(120 * MINUTE);
      expect(onExpired).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByText(/check out within/)).toBeNull();
    }
  });

  it('never runs out a confirmed slot', async () => {
    const onExpired = renderTimer({
      slot: makeViewerSlot({ slotExpiryTime: EXPIRES, status: 'CONFIRMED' }),
    });
    await advance(180 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
