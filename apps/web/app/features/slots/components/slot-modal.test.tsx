import { slotModalOf } from '@grocer/domain/slot-booking/slot-modals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { SlotModalDialog, SlotRefusalNotice } from './slot-modal.tsx';

const HREFS = {
  GO_TO_TROLLEY: '/shop/trolley',
  BOOK_NEW_SLOT: '/service-selection',
  ADD_ADDRESS: '/myaccount/addresses/add?returnTo=%2Fecom%2Fbookslot%2Fdelivery',
  VIEW_GROCERY_COLLECTION: '/bookslot/collection/groceries',
};

function renderModal(code: string, title: string) {
  const modal = slotModalOf({ code, message: title });
  if (!modal) throw new Error(code);
  const onAction = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter(
    <SlotModalDialog
      modal={modal}
      isOpen
      onOpenChange={onOpenChange}
      hrefs={HREFS}
      onAction={onAction}
    />,
  );
  return { onAction, onOpenChange };
}

describe('slot modals', () => {
  it("'Sorry, that slot's just been taken' refreshes the grid", async () => {
    const { onAction } = renderModal('SLOT_TAKEN', "Sorry, that slot's just been taken");
    const dialog = screen.getByRole('alertdialog', { name: "Sorry, that slot's just been taken" });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Refresh now' }));
    expect(onAction).toHaveBeenCalledWith('REFRESH');
  });

  it('the entertaining-only modal leads to the trolley or the grocery collection grid', () => {
    renderModal(
      'ENTERTAINING_ONLY_SLOTS',
      'These slots are for collecting Entertaining items only',
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'These slots are for collecting Entertaining items only',
    });
    expect(within(dialog).getByRole('link', { name: 'Edit your trolley' })).toHaveAttribute(
      'href',
      '/shop/trolley',
    );
    expect(
      within(dialog).getByRole('link', { name: 'View grocery collection slots' }),
    ).toHaveAttribute('href', '/bookslot/collection/groceries');
  });

  it("'Unfortunately, we don't deliver to this address' offers another address or a new one", async () => {
    const { onAction } = renderModal(
      'DELIVERY_AREA_NOT_SERVED',
      "Unfortunately, we don't deliver to this address",
    );
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute(
      'href',
      HREFS.ADD_ADDRESS,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another address' }));
    expect(onAction).toHaveBeenCalledWith('CHOOSE_ANOTHER_ADDRESS');
  });

  it("'Unavailable items in trolley' cannot be closed without an answer", async () => {
    const { onOpenChange } = renderModal(
      'TROLLEY_HAS_UNAVAILABLE_ITEMS',
      'Unavailable items in trolley',
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Unavailable items in trolley' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Trolley' })).toHaveAttribute(
      'href',
      '/shop/trolley',
    );
  });

  it('a modal that may be closed closes on Escape', async () => {
    const { onOpenChange } = renderModal(
      'CHRISTMAS_SLOT_LIMIT',
      "Sorry, you've already booked two Christmas slots",
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the refusal in the page without JavaScript, its links as links', () => {
    const modal = slotModalOf({
      code: 'NO_EARLIER_SLOTS',
      message: 'Sorry, no earlier slots available',
    });
    if (!modal) throw new Error('modal');
    renderWithRouter(<SlotRefusalNotice modal={modal} hrefs={HREFS} />);
    const notice = screen.getByRole('alert');
    expect(
      within(notice).getByRole('heading', { name: 'Sorry, no earlier slots available' }),
    ).toBeVisible();
    // 'Select a later slot' only closes the modal: the page itself is the later slots.
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Go to My Trolley']);
  });
});
