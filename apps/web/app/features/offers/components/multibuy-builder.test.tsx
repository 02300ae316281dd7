import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultibuyBuilder } from './multibuy-builder.tsx';

function bundleTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Bundles' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('MultibuyBuilder', () => {
  it('before the trolley is known shows one empty bundle and how to start', () => {
    render(<MultibuyBuilder threshold={3} wine={false} itemCount={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Build your bundles' })).toBeVisible();
    expect(
      screen.getByText('Choose any 3 items from this offer to complete a bundle.'),
    ).toBeVisible();
    expect(bundleTitles()).toEqual(['Bundle 1 of 1: 3 more to complete']);
    expect(screen.getByText('0 of 3 added')).toBeVisible();
    expect(
      screen.getByText('Add items with the buttons below to start your bundle.'),
    ).toBeVisible();
  });

  it('a part-filled bundle says how many more it needs', () => {
    render(<MultibuyBuilder threshold={3} wine={false} itemCount={2} />);
    expect(bundleTitles()).toEqual(['Bundle 1 of 1: 1 more to complete']);
    expect(screen.getByText('2 of 3 added')).toBeVisible();
    expect(screen.getByText('0 bundles complete, 2 items added')).toBeVisible();
  });

  it('a full bundle is complete and an empty one is added after it', () => {
    render(<MultibuyBuilder threshold={3} wine={false} itemCount={3} />);
    expect(bundleTitles()).toEqual([
      'Bundle 1 of 2: complete',
      'Bundle 2 of 2: 3 more to complete',
    ]);
    expect(screen.getByText('1 bundle complete, 3 items added')).toBeVisible();
  });

  it('overflowing items start the next bundle', () => {
    render(<MultibuyBuilder threshold={2} wine={false} itemCount={5} />);
    expect(bundleTitles()).toEqual([
      'Bundle 1 of 3: complete',
      'Bundle 2 of 3: complete',
      'Bundle 3 of 3: 1 more to complete',
    ]);
    expect(screen.getByText('2 bundles complete, 5 items added')).toBeVisible();
  });

  it('a wine offer is the build-your-offer with two builders', () => {
    render(<MultibuyBuilder threshold={6} wine itemCount={4} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Build your offer' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Offer builders' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Builder 1 of 2: 2 more to complete', 'Builder 2 of 2: 6 more to complete']);
    expect(
      screen.getByText('Choose any 6 bottles from this offer to complete a builder.'),
    ).toBeVisible();
  });
});
