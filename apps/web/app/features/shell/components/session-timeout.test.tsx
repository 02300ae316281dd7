import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionTimeout } from './session-timeout.tsx';

beforeAll(async () => {
  await import('../../../components/ui/reload-modal-dialog.tsx');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session time-out modal', () => {
  it('shows the spec’s time-out modal once the timer runs out for a signed-in shopper', async () => {
    vi.useFakeTimers();
    render(<SessionTimeout signedIn timerMs={60_000} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    vi.useRealTimers();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sorry, your session has timed out',
    });
    expect(dialog).toHaveTextContent(
      "To secure your data, you've been timed out. Please refresh the page to complete your order",
    );
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeVisible();
    // It cannot be closed: Escape leaves it open.
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('never shows for a visitor who is not signed in', async () => {
    vi.useFakeTimers();
    render(<SessionTimeout signedIn={false} timerMs={1_000} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
