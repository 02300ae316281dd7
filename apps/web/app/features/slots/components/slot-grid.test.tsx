import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDay, makeSlot } from '../../../../test/slot-fixture.ts';
import { SlotGrid } from './slot-grid.tsx';

const days = [
  makeDay('2026-11-24', [
    makeSlot('2026-11-24T09:00:00.000Z', { slotId: 'tue-9', greenSlot: true }),
    makeSlot('2026-11-24T10:00:00.000Z', { slotId: 'tue-10', availability: 'FULLY_BOOKED' }),
  ]),
  makeDay('2026-11-25', [
    makeSlot('2026-11-25T09:00:00.000Z', { slotId: 'wed-9', bookedByMe: true }),
    makeSlot('2026-11-25T10:00:00.000Z', {
      slotId: 'wed-10',
      price: { amount: 0, currencyCode: 'GBP' },
      gridType: 'SAVER',
    }),
  ]),
];

function renderGrid(onBook?: Parameters<typeof SlotGrid>[0]['onBook']) {
  return render(
    <SlotGrid
      days={days}
      kind="Delivery slots"
      action="/ecom/bookslot/delivery?addressId=12"
      addressId={12}
      onBook={onBook}
    />,
  );
}

describe('slot grid', () => {
  it('lays days across and times down, named for the days it shows', () => {
    renderGrid();
    const grid = screen.getByRole('grid', {
      name: 'Delivery slots, Tuesday 24 November to Wednesday 25 November',
    });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Time',
      'Tue 24 NovTuesday 24 November',
      'Wed 25 NovWednesday 25 November',
    ]);
    const rowHeaders = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rowHeaders).toEqual(['9AM - 10AM9AM to 10AM', '10AM - 11AM10AM to 11AM']);
  });

  it('offers each open slot as a button with its day, time, price and markers', () => {
    renderGrid();
    expect(
      screen.getByRole('button', {
        name: 'Book Tuesday 24 November, 9AM to 10AM, £4.50, Green slot',
      }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Book Wednesday 25 November, 10AM to 11AM, Free, Saver' }),
    ).toHaveTextContent('FreeSaver');
  });

  it('shows a full slot as fully booked, with nothing to press', () => {
    renderGrid();
    const rows = screen.getAllByRole('row');
    const tenAm = rows.find((row) => row.textContent?.startsWith('10AM'));
    expect(tenAm).toBeDefined();
    const cells = within(tenAm as HTMLElement).getAllByRole('gridcell');
    expect(cells[0]).toHaveTextContent('Fully booked');
    expect(within(cells[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Tuesday 24 November, 10AM/ })).toBeNull();
  });

  it('marks the shopper’s own slot, which is not offered again', () => {
    renderGrid();
    expect(screen.getByText('Your slot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wednesday 25 November, 9AM/ })).toBeNull();
  });

  it('posts the slot, the address and the price seen as a plain form without JavaScript', () => {
    renderGrid();
    const button = screen.getByRole('button', { name: /Tuesday 24 November, 9AM/ });
    const form = button.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/ecom/bookslot/delivery?addressId=12');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'book',
      slotId: 'tue-9',
      addressId: '12',
      expectedPricePence: '450',
    });
  });

  it('books by pressing a slot, with the keyboard too', async () => {
    const onBook = vi.fn();
    renderGrid(onBook);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Tuesday 24 November, 9AM/ }));
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook.mock.calls[0]?.[0].slotId).toBe('tue-9');

    screen.getByRole('button', { name: /Wednesday 25 November, 10AM/ }).focus();
    await user.keyboard('{Enter}');
    expect(onBook).toHaveBeenCalledTimes(2);
    expect(onBook.mock.calls[1]?.[0].slotId).toBe('wed-10');
  });

  it('moves between slots with the arrow keys', async () => {
    renderGrid();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Tuesday 24 November, 9AM/ }),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveRole('gridcell');
    expect(document.activeElement).toHaveTextContent('Fully booked');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Wednesday 25 November, 10AM/ }),
    );
  });

  it('shows a spinner in place of the price of the slot being booked', () => {
    render(
      <SlotGrid
        days={days}
        kind="Delivery slots"
        action="/x"
        addressId={null}
        pendingSlotId="tue-9"
      />,
    );
    const button = screen.getByRole('button', { name: /Tuesday 24 November, 9AM/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveTextContent('£4.50');
  });
});
