import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CancelChanges } from './cancel-changes.tsx';

function Hub() {
  return <CancelChanges customerOrderId="10000042" />;
}

/** The hub's 'Cancel changes' (spec doc 2 §8 'Cancel changes?'), posting to the page's action. */
function renderHub() {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    return { intent: form.get('intent'), customerOrderId: form.get('customerOrderId') };
  });
  const Stub = createRoutesStub([
    {
      path: '/shop/featured/order-amend',
      Component: Hub,
      action,
    },
  ]);
  render(<Stub initialEntries={['/shop/featured/order-amend']} />);
  return action;
}

describe('Cancel changes', () => {
  it('proves it asks first, and Keep changes posts nothing', async () => {
    const action = renderHub();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel changes?' });
    expect(dialog).toHaveTextContent('revert to its previous state');
    await user.click(within(dialog).getByRole('button', { name: 'Keep changes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('proves confirming posts the cancel-amend form for the order', async () => {
    const action = renderHub();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel changes' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({
      intent: 'cancel-amend',
      customerOrderId: '10000042',
    });
  });
});
