import type { PreviousNote } from '@grocer/server/contexts/trolley/trolley.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeTrolleyServer } from '../../../../test/fake-trolley-server.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { manualScheduler, signedInViewer } from '../../../../test/trolley-test-kit.tsx';
import { TrolleyProvider, useTrolleyStore } from '../hooks/use-trolley.tsx';
import { TrolleyControl } from './trolley-control.tsx';
import { TrolleyFeedback } from './trolley-feedback.tsx';

/**
 * Decision 0098: adding products the shopper left a note on in an earlier order asks 'Reuse
 * shopper notes?', for one product or several, and Yes puts the notes on the trolley's lines.
 */

const bread = {
  lineNumber: '555',
  productId: '555-P',
  name: 'Rye Sourdough',
  defaultQuantity: { amount: 1, uom: 'C62' as const },
};

const EARLIER: PreviousNote[] = [
  { lineNumber: '555', name: 'Rye Sourdough', noteToShopper: 'Sliced, please' },
  { lineNumber: '777', name: 'Bananas', noteToShopper: 'Green ones' },
];

function withEarlierNotes(server: ReturnType<typeof fakeTrolleyServer>, earlier = EARLIER) {
  const asked: string[][] = [];
  const ports = {
    ...server.ports,
    previousNotes: async (lineNumbers: readonly string[]) => {
      asked.push([...lineNumbers]);
      return earlier.filter((note) => lineNumbers.includes(note.lineNumber));
    },
  };
  return { ports, asked };
}

/** A list's Add all: several products in one batch. */
function AddAll() {
  const store = useTrolleyStore();
  return (
    <button
      type="button"
      onClick={() =>
        store?.changeMany(
          ['555', '777', '888'].map((lineNumber) => ({
            lineNumber,
            productId: `${lineNumber}-P`,
            quantity: { amount: 1, uom: 'C62' as const },
          })),
        )
      }
    >
      Add all
    </button>
  );
}

function renderShop(server: ReturnType<typeof fakeTrolleyServer>, ports: typeof server.ports) {
  renderWithRouter(
    <TrolleyProvider
      viewer={signedInViewer(server.orderId, server.lines())}
      ports={ports}
      scheduler={manualScheduler().scheduler}
    >
      <TrolleyControl product={bread} canAdd />
      <AddAll />
      <TrolleyFeedback />
    </TrolleyProvider>,
  );
}

// The dialog is loaded on first use; importing it once here keeps a slow first transform of its
// React Aria code from eating into each query's wait.
beforeAll(async () => {
  await import('./reuse-notes-dialog.tsx');
});

describe('Reuse shopper notes?', () => {
  it('asks about one product added, and Reuse note puts its earlier note on the line', async () => {
    const server = fakeTrolleyServer();
    const { ports, asked } = withEarlierNotes(server);
    renderShop(server, ports);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reuse shopper notes?' });
    expect(asked).toEqual([['555']]);
    expect(dialog).toHaveTextContent('You left a note for Rye Sourdough in an earlier order.');
    expect(dialog).toHaveTextContent('Rye Sourdough: “Sliced, please”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reuse note' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.lines()).toEqual([
        expect.objectContaining({ lineNumber: '555', noteToShopper: 'Sliced, please' }),
      ]),
    );
  });

  it('asks about several products added at once, and Reuse notes sends them in one batch', async () => {
    const server = fakeTrolleyServer();
    const { ports, asked } = withEarlierNotes(server);
    renderShop(server, ports);
    await userEvent.click(screen.getByRole('button', { name: 'Add all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reuse shopper notes?' });
    expect(asked).toEqual([['555', '777', '888']]);
    expect(dialog).toHaveTextContent('You left notes for 2 of these items in earlier orders.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rye Sourdough: “Sliced, please”', 'Bananas: “Green ones”']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reuse notes' }));
    await waitFor(() =>
      expect(server.lines().map((line) => [line.lineNumber, line.noteToShopper])).toEqual([
        ['555', 'Sliced, please'],
        ['777', 'Green ones'],
        ['888', null],
      ]),
    );
    expect(server.calls.map((call) => call.kind)).toEqual(['UPDATE_ITEMS', 'UPDATE_ITEMS']);
  });

  it('leaves the line without a note on No thanks', async () => {
    const server = fakeTrolleyServer();
    const { ports } = withEarlierNotes(server);
    renderShop(server, ports);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reuse shopper notes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(server.lines()).toHaveLength(1));
    expect(server.lines()[0]?.noteToShopper).toBeNull();
  });

  it('asks nothing when the trolley knows of no earlier notes', async () => {
    const server = fakeTrolleyServer();
    const { ports, asked } = withEarlierNotes(server, []);
    renderShop(server, ports);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' }));
    await waitFor(() => expect(server.lines()).toHaveLength(1));
    expect(asked).toEqual([['555']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
