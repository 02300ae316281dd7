import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { SwapAlternative } from '../lib/swap-alternative.ts';
import { SwapModal, type SwapStatus } from './swap-modal.tsx';

const alternative = (lineNumber: string, name: string, price: number): SwapAlternative => ({
  lineNumber,
  productId: `${lineNumber}-P`,
  name,
  href: `/ecom/products/x/${lineNumber}-P`,
  image: 'bread',
  size: '800g',
  price,
  estimated: false,
  unitPrice: null,
  defaultQuantity: { amount: 1, uom: 'C62' },
});

const ALTERNATIVES = [
  alternative('101', 'Seeded Loaf', 145),
  alternative('102', 'White Bloomer', 95),
];

function renderModal(status: SwapStatus, alternatives: SwapAlternative[] = ALTERNATIVES) {
  const events: string[] = [];
  renderWithRouter(
    <SwapModal
      isOpen
      onOpenChange={(open) => events.push(`open:${open}`)}
      name="Sourdough"
      status={status}
      alternatives={alternatives}
      onChoose={(chosen) => events.push(`choose:${chosen.lineNumber}`)}
      onRemove={() => events.push('remove')}
    />,
  );
  return { events, dialog: screen.getByRole('dialog', { name: 'Swap unavailable product' }) };
}

describe('the swap-unavailable-product modal', () => {
  it('lists the alternatives with their prices, and choosing one swaps it and closes', async () => {
    const { events, dialog } = renderModal('loaded');
    expect(
      within(dialog).getByText('Sourdough is unavailable. Choose an alternative to swap it for:'),
    ).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('list', { name: 'Alternatives' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Seeded Loaf.*800g.*£1\.45/),
      expect.stringMatching(/White Bloomer.*800g.*95p/),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose White Bloomer' }));
    expect(events).toEqual(['choose:102', 'open:false']);
  });

  it('says so when there is no alternative, and offers Remove item', async () => {
    const { events, dialog } = renderModal('loaded', []);
    expect(within(dialog).getByText("Sorry, we couldn't find an alternative")).toBeVisible();
    expect(within(dialog).queryByRole('list')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove item Sourdough' }));
    expect(events).toEqual(['remove', 'open:false']);
  });

  it('says it is looking while the alternatives load, and Cancel closes without a change', async () => {
    const { events, dialog } = renderModal('loading');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Finding alternatives…');
    expect(within(dialog).queryByRole('button', { name: /^Choose/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(events).toEqual(['open:false']);
  });

  it('says when the alternatives could not be loaded', () => {
    const { dialog } = renderModal('failed');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't load the alternatives. Please try again.",
    );
    expect(within(dialog).queryByRole('button', { name: /Remove item/ })).toBeNull();
  });
});
