import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrokenTrolleyPanel, type BrokenTrolleyPanelProps } from './broken-trolley-panel.tsx';

// The panel's props for the render under way; a module-level page renders it.
let current: BrokenTrolleyPanelProps = { lineCount: 0, saved: null };

function Page() {
  return <BrokenTrolleyPanel {...current} />;
}

/** The panel on a page whose save and restore actions refuse with `reason` (or are counted). */
function renderPanel(props: BrokenTrolleyPanelProps, reason: string | null) {
  current = props;
  const posted: string[] = [];
  const answer = (kind: string) => async () => {
    posted.push(kind);
    return reason ? data({ error: reason }, { status: 409 }) : null;
  };
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/customer/trolley/save', action: answer('save') },
    { path: '/customer/trolley/restore', action: answer('restore') },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { posted, panel: screen.getByRole('region', { name: 'Staff: broken trolley' }) };
}

describe('the broken-trolley panel on My Trolley', () => {
  it('offers Save broken trolley for a trolley with lines, asks first, and tells a refused save in "saving failed"', async () => {
    const { posted, panel } = renderPanel(
      { lineCount: 2, saved: null },
      'A saved trolley is waiting for this customer: restore it before saving another.',
    );
    expect(within(panel).queryByRole('button', { name: 'Restore saved trolley' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save broken trolley' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Fix broken trolley?' });
    expect(confirm).toHaveTextContent('The 2 items in this trolley');
    expect(posted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save broken trolley' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Saving failed' });
    expect(posted).toEqual(['save']);
    expect(failed).toHaveTextContent('restore it before saving another.');
    expect(screen.queryByRole('alertdialog', { name: 'Fix broken trolley?' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers Restore saved trolley only when one waits (and then no save), and tells a refused restore in "restoring failed"', async () => {
    const { posted, panel } = renderPanel(
      { lineCount: 0, saved: { lineCount: 3, savedAt: '2026-03-12T10:00:05Z' } },
      'No saved trolley waits for this customer.',
    );
    expect(panel).toHaveTextContent(
      'A saved trolley is waiting: 3 items saved on 12 Mar 2026, 10:00:05.',
    );
    expect(within(panel).queryByRole('button', { name: 'Save broken trolley' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Restore saved trolley' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore saved trolley?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore saved trolley' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Restoring failed' });
    expect(failed).toHaveTextContent('No saved trolley waits for this customer.');
    expect(posted).toEqual(['restore']);
  });

  it('offers nothing for an empty trolley with nothing saved, and says why', () => {
    const { panel } = renderPanel({ lineCount: 0, saved: null }, null);
    expect(panel).toHaveTextContent('The trolley is empty: there is nothing to save.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
