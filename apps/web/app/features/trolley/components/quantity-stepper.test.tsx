import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

function stepper(quantity: Quantity, onStep?: (next: Quantity) => void) {
  return renderWithRouter(
    <QuantityStepper
      lineNumber="123"
      productId="123-P"
      name="Rye Sourdough"
      quantity={quantity}
      redirectTo="/ecom/shop/browse/groceries/bakery"
      onStep={onStep}
    />,
  );
}

describe('QuantityStepper', () => {
  it('shows the quantity and moves one item at a time', async () => {
    const steps: Quantity[] = [];
    stepper({ amount: 2, uom: 'C62' }, (next) => steps.push(next));
    expect(screen.getByRole('status')).toHaveTextContent('2 of Rye Sourdough in trolley');
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Rye Sourdough' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Rye Sourdough' }),
    );
    expect(steps).toEqual([
      { amount: 3, uom: 'C62' },
      { amount: 1, uom: 'C62' },
    ]);
  });

  it('steps kilograms by 0.5 and grams by 100, showing the unit', async () => {
    const steps: Quantity[] = [];
    const { unmount } = stepper({ amount: 1.5, uom: 'KGM' }, (next) => steps.push(next));
    expect(screen.getByRole('status')).toHaveTextContent('1.5kg');
    await userEvent.click(screen.getByRole('button', { name: /^Increase/ }));
    unmount();
    stepper({ amount: 300, uom: 'GRM' }, (next) => steps.push(next));
    expect(screen.getByRole('status')).toHaveTextContent('300g');
    await userEvent.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect(steps).toEqual([
      { amount: 2, uom: 'KGM' },
      { amount: 200, uom: 'GRM' },
    ]);
  });

  it('offers to remove the line at the unit minimum, and stops at the maximum', async () => {
    const steps: Quantity[] = [];
    const { unmount } = stepper({ amount: 100, uom: 'GRM' }, (next) => steps.push(next));
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Rye Sourdough from trolley' }),
    );
    expect(steps).toEqual([{ amount: 0, uom: 'GRM' }]);
    unmount();
    stepper({ amount: 99, uom: 'C62' }, (next) => steps.push(next));
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeDisabled();
  });

  it('without JavaScript, posts the stepped quantity to the trolley action and comes back', () => {
    const { container } = stepper({ amount: 0.5, uom: 'KGM' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', '/ecom/shop/trolley/items');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: /^Increase/ })).toHaveAttribute('value', '1');
    expect(screen.getByRole('button', { name: /^Decrease/ })).toHaveAttribute('value', '0.1');
    const fields = Object.fromEntries(new FormData(form as HTMLFormElement).entries());
    expect(fields).toEqual({
      lineNumber: '123',
      productId: '123-P',
      uom: 'KGM',
      intent: 'set',
      redirectTo: '/ecom/shop/browse/groceries/bakery',
    });
  });
});
