import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { makeViewerSlot } from '../../../../test/slot-fixture.ts';
import { SlotButton } from './slot-button.tsx';

// The summary's React Aria code loads on first use; importing it once keeps that out of each wait.
beforeAll(async () => {
  await import('./slot-summary-popover.tsx');
});

function renderButton(slot: Parameters<typeof SlotButton>[0]['slot']) {
  return renderWithRouter(
    <>
      <SlotButton slot={slot} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

describe('header slot button', () => {
  it("offers 'Book Slot', leading to service selection, with no slot booked", () => {
    renderButton(null);
    expect(screen.getByRole('link', { name: 'Book Slot' })).toHaveAttribute(
      'href',
      '/service-selection',
    );
  });

  it("reads 'Change Slot' with a slot booked, its summary collapsed at first", async () => {
    renderButton(makeViewerSlot());
    const button = await screen.findByRole('button', { name: 'Change Slot' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the delivery slot summary on a click, and closes it on a click outside', async () => {
    const user = userEvent.setup();
    renderButton(makeViewerSlot());
    await user.click(await screen.findByRole('button', { name: 'Change Slot' }));
    const summary = await screen.findByRole('dialog', { name: 'Your delivery slot' });
    expect(within(summary).getByText('Tuesday 24 November')).toBeInTheDocument();
    expect(within(summary).getByText('9AM - 10AM')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Delivery to: 5 Elm Road, Reading, RG1 4AB');
    expect(within(summary).getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/bookslot/delivery?addressId=12',
    );
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on focus of Change Slot and closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderButton(makeViewerSlot());
    await screen.findByRole('button', { name: 'Change Slot' });
    await user.tab();
    const summary = await screen.findByRole('dialog', { name: 'Your delivery slot' });
    expect(summary).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back on the button, and that does not open it again.
    expect(screen.getByRole('button', { name: 'Change Slot' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when focus leaves it for the page', async () => {
    const user = userEvent.setup();
    renderButton(makeViewerSlot());
    await screen.findByRole('button', { name: 'Change Slot' });
    await user.tab();
    await screen.findByRole('dialog', { name: 'Your delivery slot' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Collect from:' the branch, and shows 11:30PM as 12AM", async () => {
    const user = userEvent.setup();
    renderButton(
      makeViewerSlot({
        slotType: 'GROCERY_COLLECTION',
        addressId: -1,
        branchId: 651,
        place: 'Reading',
        startDateTime: '2026-11-24T22:30:00.000Z',
        endDateTime: '2026-11-24T23:30:00.000Z',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change Slot' }));
    const summary = await screen.findByRole('dialog', { name: 'Your collection slot' });
    expect(within(summary).getByText('10PM - 12AM')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Collect from: Reading');
    expect(within(summary).getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/bookslot/collection/groceries?branchId=651',
    );
  });
});
