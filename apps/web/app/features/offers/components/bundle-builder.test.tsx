import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BundleBuilder } from './bundle-builder.tsx';

const GROUPS = [
  { title: 'Bakery', threshold: 2, productCount: 12 },
  { title: 'Vegetables', threshold: 3, productCount: 12 },
];

function builders() {
  return within(screen.getByRole('list', { name: 'Bundle builders' })).getAllByRole('heading', {
    level: 3,
  });
}

describe('BundleBuilder', () => {
  it('before the trolley is known shows one empty builder and how to start', () => {
    render(<BundleBuilder groups={GROUPS} itemCounts={null} />);
    expect(builders().map((h) => h.textContent)).toEqual(['Bundle 1: not complete']);
    expect(screen.getByText('Bakery: choose 2 more')).toBeVisible();
    expect(screen.getByText('Vegetables: choose 3 more')).toBeVisible();
    expect(
      screen.getByText('Add items with the buttons below to build your bundle.'),
    ).toBeVisible();
  });

  it('is complete when every group reaches its threshold; overflow starts the next', () => {
    render(<BundleBuilder groups={GROUPS} itemCounts={[3, 3]} />);
    expect(builders().map((h) => h.textContent)).toEqual([
      'Bundle 1: complete',
      'Bundle 2: not complete',
    ]);
    expect(screen.getByText('Bakery: choose 1 more')).toBeVisible();
    expect(screen.getByText('1 bundle complete')).toBeVisible();
  });

  it('shows no more builders than the fewest group allows', () => {
    render(
      <BundleBuilder
        groups={[
          { title: 'Bakery', threshold: 2, productCount: 2 },
          { title: 'Vegetables', threshold: 1, productCount: 12 },
        ]}
        itemCounts={[6, 6]}
      />,
    );
    expect(builders().map((h) => h.textContent)).toEqual(['Bundle 1: complete']);
  });
});
