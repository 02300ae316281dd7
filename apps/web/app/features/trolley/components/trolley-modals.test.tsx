import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import {
  ConflictModal,
  EmptyTrolleyModal,
  ReuseNoteModal,
  SubstituteAllModal,
} from './trolley-modals.tsx';

const noop = () => {};

describe('the trolley modals', () => {
  it('asks before emptying the trolley, holding the focus, and keeps the items on the safe answer', async () => {
    const events: string[] = [];
    renderWithRouter(
      <EmptyTrolleyModal
        isOpen
        onOpenChange={(open) => events.push(`open:${open}`)}
        onConfirm={() => events.push('empty')}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Empty your trolley?' });
    // Which element inside takes the focus is checked in Chromium (e2e): happy-dom differs.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my items' }));
    expect(events).toEqual(['open:false']);
  });

  it('empties the trolley when the shopper confirms', async () => {
    const events: string[] = [];
    renderWithRouter(
      <EmptyTrolleyModal
        isOpen
        onOpenChange={(open) => events.push(`open:${open}`)}
        onConfirm={() => events.push('empty')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Empty trolley' }));
    expect(events).toEqual(['empty', 'open:false']);
  });

  it('sets substitutions for every item, either way', async () => {
    const chosen: boolean[] = [];
    renderWithRouter(
      <SubstituteAllModal isOpen onOpenChange={noop} onChoose={(v) => chosen.push(v)} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Substitutions for all items' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Don't substitute any item" }),
    );
    expect(chosen).toEqual([false]);
  });

  it('offers a note to one other product by name', async () => {
    const applied: string[][] = [];
    renderWithRouter(
      <ReuseNoteModal
        isOpen
        onOpenChange={noop}
        note="Ripe ones"
        candidates={[{ lineNumber: '1', name: 'Bananas' }]}
        onApply={(lines) => applied.push(lines)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Use this note for Bananas too?' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this note' }));
    expect(applied).toEqual([['1']]);
  });

  it('offers a note to several products, each of which the shopper can leave out', async () => {
    const applied: string[][] = [];
    renderWithRouter(
      <ReuseNoteModal
        isOpen
        onOpenChange={noop}
        note="Ripe ones"
        candidates={[
          { lineNumber: '1', name: 'Bananas' },
          { lineNumber: '2', name: 'Avocados' },
          { lineNumber: '3', name: 'Pears' },
        ]}
        onApply={(lines) => applied.push(lines)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Use this note for other items too?' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Avocados' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this note' }));
    expect(applied).toEqual([['1', '3']]);
  });

  it("shows a conflict's title, reasons, resolutions and dismissal", async () => {
    const resolved: string[] = [];
    let closed = 0;
    renderWithRouter(
      <ConflictModal
        conflict={{
          addToTrolley: true,
          itemId: 5,
          productId: '5-P',
          lineNumber: '5',
          type: 'SOFT',
          priority: 8,
          outOfStock: false,
          reason: 'RESTRICTED_DATES',
          messages: {
            title: 'Only available on some dates',
            reason: 'Whole Turkey is only available from 20 December to 24 December.',
            dismissal: 'Close',
            aside: 'Order by 15 December.',
            longGroup: null,
            longItem: 'Whole Turkey',
          },
          resolutionActions: [
            { id: 'BOOK_SLOT', message: 'Pick a slot' },
            { id: 'REMOVE_ITEM', message: 'Remove item' },
          ],
          prohibitedActions: ['CHANGE_QUANTITY'],
          slotOptionDates: [],
        }}
        onClose={() => {
          closed += 1;
        }}
        onResolve={(action) => resolved.push(action)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Only available on some dates' });
    expect(dialog).toHaveTextContent(
      'Whole Turkey is only available from 20 December to 24 December.',
    );
    expect(dialog).toHaveTextContent('Order by 15 December.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pick a slot', 'Remove item', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove item' }));
    expect(resolved).toEqual(['REMOVE_ITEM']);
    expect(closed).toBe(1);
  });
});
