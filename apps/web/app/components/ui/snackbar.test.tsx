import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Snackbar } from './snackbar.tsx';

describe('snackbar', () => {
  it('keeps an empty live region in the page, so a message arriving is announced', () => {
    const { rerender } = render(<Snackbar message={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Snackbar message="Contact address updated" />);
    expect(screen.getByRole('status')).toHaveTextContent('Contact address updated');
  });

  it('hides by itself after its time, and says so', async () => {
    const onClose = vi.fn();
    render(<Snackbar message="Address added" durationMs={30} onClose={onClose} />);
    expect(screen.getByText('Address added')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can be dismissed, and the same text shows again under a new key', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Snackbar message="Address deleted" messageKey={1} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Snackbar message="Address deleted" messageKey={1} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Snackbar message="Address deleted" messageKey={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Address deleted');
  });
});
