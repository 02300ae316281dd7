import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTrolleyServer } from '../../../../test/fake-trolley-server.ts';
import { actionPathOf, fieldsPostedBy } from '../../../../test/form-posts.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { line, manualScheduler, WithTrolley } from '../../../../test/trolley-test-kit.tsx';
import { TrolleyControl } from './trolley-control.tsx';

const bread = {
  lineNumber: '555',
  productId: '555-P',
  name: 'Rye Sourdough',
  defaultQuantity: { amount: 1, uom: 'C62' as const },
};

describe('TrolleyControl', () => {
  it('is a plain Add form for a shopper without a trolley (signed out): it posts, to log in', async () => {
    const server = fakeTrolleyServer();
    const { container } = renderWithRouter(
      <WithTrolley server={server} scheduler={manualScheduler().scheduler} viewer={null}>
        <TrolleyControl product={bread} canAdd />
      </WithTrolley>,
      '/shop/browse/groceries/bakery?sortBy=A_2_Z',
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(actionPathOf(form)).toBe('/ecom/shop/trolley/items');
    expect(await fieldsPostedBy(form)).toEqual({
      lineNumber: '555',
      productId: '555-P',
      quantity: '1',
      uom: 'C62',
      redirectTo: '/ecom/shop/browse/groceries/bakery?sortBy=A_2_Z',
    });
    expect(screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' })).toBeEnabled();
  });

  it('shows the shopper’s quantity at once on Add, before the server answers, and moves focus to +', async () => {
    const server = fakeTrolleyServer();
    server.hold();
    renderWithRouter(
      <WithTrolley server={server} scheduler={manualScheduler().scheduler}>
        <TrolleyControl product={bread} canAdd />
      </WithTrolley>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' }));
    expect(screen.getByText('1', { selector: 'output' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Rye Sourdough' }),
    ).toHaveFocus();
    expect(server.lines()).toEqual([]);
    server.release();
    await waitFor(() => expect(server.lines()).toHaveLength(1));
    expect(server.calls.map((call) => call.kind)).toEqual(['ADD_ITEM']);
  });

  it('removes from 1, announces it, brings Add back with focus, and Undo puts the line back', async () => {
    const server = fakeTrolleyServer('10000001', [line('555', 1)]);
    renderWithRouter(
      <WithTrolley server={server} scheduler={manualScheduler().scheduler}>
        <TrolleyControl product={bread} canAdd />
      </WithTrolley>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Rye Sourdough from trolley' }),
    );
    const add = screen.getByRole('button', { name: 'Add Rye Sourdough to trolley' });
    expect(add).toHaveFocus();
    expect(screen.getByText('Rye Sourdough removed from your trolley')).toBeInTheDocument();
    await waitFor(() => expect(server.lines()).toEqual([]));
    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText('1', { selector: 'output' })).toBeInTheDocument();
    await waitFor(() => expect(server.lines()).toHaveLength(1));
    expect(server.calls.map((call) => call.kind)).toEqual(['REMOVE_ITEM', 'REPLACE_ITEM']);
  });

  it('puts the line back as the server has it when a change is refused, and says why', async () => {
    const server = fakeTrolleyServer('10000001', [line('555', 2)]);
    server.refuseNext({ message: 'Sorry, Rye Sourdough has sold out online.', type: '410' });
    renderWithRouter(
      <WithTrolley server={server} scheduler={manualScheduler().scheduler}>
        <TrolleyControl product={bread} canAdd />
      </WithTrolley>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Rye Sourdough' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry, Rye Sourdough has sold out online.');
    expect(screen.getByText('2', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets the shopper buy a product sold each or by weight in either unit', async () => {
    const server = fakeTrolleyServer();
    const avocados = { ...bread, name: 'Loose Avocados' };
    const { container } = renderWithRouter(
      <WithTrolley server={server} scheduler={manualScheduler().scheduler}>
        <TrolleyControl product={avocados} canAdd uoms={['C62', 'KGM']} />
      </WithTrolley>,
    );
    const choice = screen.getByRole('group', { name: 'Buy Loose Avocados' });
    expect(within(choice).getByRole('radio', { name: 'Each' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'By weight (kg)' }));
    // Without JavaScript the form posts the unit and no quantity: the unit's default is added.
    const fields = Object.fromEntries(
      new FormData(container.querySelector('form') as HTMLFormElement),
    );
    expect(fields).toMatchObject({ uom: 'KGM' });
    expect(fields).not.toHaveProperty('quantity');
    await userEvent.click(screen.getByRole('button', { name: 'Add Loose Avocados to trolley' }));
    expect(screen.getByText('0.5kg', { selector: 'output' })).toBeInTheDocument();
    await waitFor(() => expect(server.lines()[0]?.quantity).toEqual({ amount: 0.5, uom: 'KGM' }));
  });
});
