import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CancelSlotButton, useCancelSlot } from './cancel-slot.tsx';

/** A page as the grid pages hold it: the button in the booked slot's banner, the snackbar apart. */
function Page() {
  const [reserved, setReserved] = useState(true);
  const { cancel, busy, snackbar } = useCancelSlot('/bookslot/cancel', false);
  return (
    <>
      {reserved && (
        <section aria-label="Your slot">
          <CancelSlotButton
            onConfirm={cancel}
            busy={busy}
            action="/bookslot/cancel"
            redirectTo="/ecom/bookslot/delivery"
          />
        </section>
      )}
      <button type="button" onClick={() => setReserved(false)}>
        Slot gone
      </button>
      {snackbar}
    </>
  );
}

function renderCancel(cancelled = true) {
  const action = vi.fn(async () => ({ cancelled }));
  const Stub = createRoutesStub([
    { path: '/bookslot/delivery', Component: Page },
    { path: '/bookslot/cancel', action },
  ]);
  render(<Stub initialEntries={['/bookslot/delivery']} />);
  return action;
}

async function confirmCancel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel slot' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your slot?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
}

describe('cancel a reserved slot', () => {
  it('asks first, and Keep slot keeps it', async () => {
    const action = renderCancel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your slot?' });
    expect(dialog).toHaveTextContent('released for other customers');
    await user.click(within(dialog).getByRole('button', { name: 'Keep slot' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it("cancels on 'Cancel slot' and says 'Slot reservation cancelled', though the slot's banner has gone", async () => {
    const action = renderCancel();
    await confirmCancel();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Slot gone' }));
    expect(await screen.findByText('Slot reservation cancelled')).toBeInTheDocument();
  });

  it('says nothing when there was no slot to cancel', async () => {
    const action = renderCancel(false);
    await confirmCancel();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
