import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import {
  ConfirmFixModal,
  ConfirmRestoreModal,
  RestoringFailedModal,
  SavingFailedModal,
} from './broken-trolley-modals.tsx';

describe('the broken-trolley modals', () => {
  it('confirm fix: explains what saving does, holds the focus, and Cancel changes nothing', async () => {
    const events: string[] = [];
    renderWithRouter(
      <ConfirmFixModal
        isOpen
        onOpenChange={(open) => events.push(`open:${open}`)}
        lineCount={3}
        onConfirm={() => events.push('save')}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Fix broken trolley?' });
    expect(dialog).toHaveTextContent(
      'The 3 items in this trolley will be saved aside and the trolley cleared. You will return to the staff console, and the customer will need to sign in again.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(events).toEqual(['open:false']);
  });

  it('confirm fix: Save broken trolley saves, and while it is on its way the buttons wait', async () => {
    const events: string[] = [];
    const { unmount } = renderWithRouter(
      <ConfirmFixModal
        isOpen
        onOpenChange={(open) => events.push(`open:${open}`)}
        lineCount={1}
        onConfirm={() => events.push('save')}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The 1 item in this trolley');
    await userEvent.click(screen.getByRole('button', { name: 'Save broken trolley' }));
    expect(events).toEqual(['save']);
    unmount();
    renderWithRouter(
      <ConfirmFixModal isOpen onOpenChange={() => {}} lineCount={1} pending onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Save broken trolley' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('confirm restore: says how many items and when they were saved, and restores on confirm', async () => {
    const events: string[] = [];
    renderWithRouter(
      <ConfirmRestoreModal
        isOpen
        onOpenChange={(open) => events.push(`open:${open}`)}
        lineCount={2}
        savedAt="12 Mar 2026, 10:00:05"
        onConfirm={() => events.push('restore')}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Restore saved trolley?' });
    expect(dialog).toHaveTextContent(
      'The 2 items saved on 12 Mar 2026, 10:00:05 will go back in this trolley. Items the customer has added since keep their quantities.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore saved trolley' }));
    expect(events).toEqual(['restore']);
  });

  it('saving failed and restoring failed: say nothing changed, give the reason, and close', async () => {
    const events: string[] = [];
    const { unmount } = renderWithRouter(
      <SavingFailedModal
        isOpen
        onOpenChange={(open) => events.push(`saving:${open}`)}
        reason="A saved trolley is waiting for this customer: restore it before saving another."
      />,
    );
    const saving = screen.getByRole('alertdialog', { name: 'Saving failed' });
    expect(saving).toHaveTextContent(
      'The trolley has not been saved, and nothing in it has changed.',
    );
    expect(saving).toHaveTextContent('restore it before saving another.');
    await userEvent.click(within(saving).getByRole('button', { name: 'Close' }));
    unmount();
    renderWithRouter(
      <RestoringFailedModal
        isOpen
        onOpenChange={(open) => events.push(`restoring:${open}`)}
        reason={null}
      />,
    );
    const restoring = screen.getByRole('alertdialog', { name: 'Restoring failed' });
    expect(restoring).toHaveTextContent(
      'The saved trolley has not been restored; it is still waiting.',
    );
    await userEvent.click(within(restoring).getByRole('button', { name: 'Close' }));
    expect(events).toEqual(['saving:false', 'restoring:false']);
  });
});
