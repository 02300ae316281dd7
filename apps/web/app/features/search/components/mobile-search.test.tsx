import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { MobileSearch } from './mobile-search.tsx';

// The overlay is loaded on first use; importing it once here keeps a slow first transform of
// its React Aria code from eating into each query's wait.
beforeAll(async () => {
  await import('./mobile-search-dialog.tsx');
});

describe('MobileSearch', () => {
  it('opens the search overlay with the search box, and Cancel closes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileSearch />);
    const trigger = screen.getByRole('button', { name: 'Search groceries...' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('combobox', { name: 'Search groceries' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
