import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CancelSlot } from './cancel-slot.tsx';

function Page() {
  const [reserved, setReserved] = useState(true);
  return (
    <>
      <CancelSlot
        reserved={reserved}
        action="/bookslot/cancel"
        redirectTo="/ecom/bookslot/delivery"
      />
      <button type="button" onClick={() => setReserved(false)}>
        Slot gone
      </button>
    </>
  );
}

function renderCancel(cancelled = true) {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    return { cancelled, redirectTo: form.get('redirectTo') };
  });
  const Stub = createRoutesStub([
    { path: '/bookslot/delivery', Component: Page },
    { path: '/bookslot/cancel', action },
  ]);
  render(<Stub initialEntries={['/bookslot/delivery']} />);
  return action;
}

describe('cancel a reserved slot', () => {
  it('asks first, and Keep slot keeps it', async () => {
    const action = renderCancel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel your slot?',
    });
    expect(dialog).toHaveTextContent('released for other customers');
    await user.click(screen.getByRole('button', { name: 'Keep slot' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it("cancels on 'Cancel slot' and says 'Slot reservation cancelled', even once the slot has gone", async () => {
    const action = renderCancel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Slot gone' }));
    expect(await screen.findByText('Slot reservation cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel slot' })).toBeNull();
  });

  it('says nothing when there was no slot to cancel', async () => {
    const action = renderCancel(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
