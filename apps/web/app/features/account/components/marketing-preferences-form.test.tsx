import {
  MARKETING_PRESETS,
  type MarketingPreferences,
} from '@grocer/domain/marketing/marketing-preferences';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarketingPreferencesForm } from './marketing-preferences-form.tsx';

const SCHEMES = [
  { scheme: 'RETAILER', name: 'Hillside' },
  { scheme: 'LOYALTY', name: 'myHillside' },
  { scheme: 'PARTNER', name: 'Ashby & Lowe' },
  { scheme: 'PARTNER_MONEY', name: 'Ashby & Lowe Money' },
] as const;

const OFF = MARKETING_PRESETS['all-off'];

let current = { saved: OFF, justSaved: false };

function FormOnPage() {
  return (
    <MarketingPreferencesForm
      schemes={SCHEMES}
      saved={current.saved}
      shown={current.saved}
      justSaved={current.justSaved}
    />
  );
}

/** Renders the form on a route whose action records what was posted. */
function renderForm(props: { saved?: MarketingPreferences; justSaved?: boolean } = {}) {
  const posted: FormData[] = [];
  current = { saved: props.saved ?? OFF, justSaved: props.justSaved ?? false };
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: FormOnPage,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub />);
  return posted;
}

const box = (scheme: string, channel: 'Email' | 'Text message (SMS)') =>
  within(screen.getByRole('group', { name: scheme })).getByRole('checkbox', { name: channel });

describe('marketing preferences form', () => {
  it('groups an Email and a Text message box under each scheme, named as configured, ticked as stored', () => {
    const saved = structuredClone(OFF);
    saved.LOYALTY.SMS = true;
    renderForm({ saved });
    expect(
      screen.getAllByRole('group').map((group) => group.getAttribute('name') ?? group.textContent),
    ).toHaveLength(4);
    for (const { name } of SCHEMES) {
      expect(box(name, 'Email')).toBeInTheDocument();
      expect(box(name, 'Text message (SMS)')).toBeInTheDocument();
    }
    expect(box('myHillside', 'Text message (SMS)')).toBeChecked();
    expect(box('myHillside', 'Email')).not.toBeChecked();
    expect(box('Hillside', 'Email')).not.toBeChecked();
  });

  it('ticks or clears every box with the presets, without submitting, and says nothing is saved yet', async () => {
    const user = userEvent.setup();
    const posted = renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    for (const { name } of SCHEMES) {
      expect(box(name, 'Email')).toBeChecked();
      expect(box(name, 'Text message (SMS)')).toBeChecked();
    }
    expect(screen.getByRole('status')).toHaveTextContent(/not saved yet/);
    await user.click(screen.getByRole('button', { name: 'Unselect all' }));
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual(
      [],
    );
    // Back to what is stored: nothing left to save.
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(posted).toEqual([]);
  });

  it('posts exactly the ticked boxes with Save', async () => {
    const user = userEvent.setup();
    const posted = renderForm();
    await user.click(box('Ashby & Lowe', 'Email'));
    await user.click(box('Hillside', 'Text message (SMS)'));
    await user.click(box('Ashby & Lowe', 'Email'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]?.get('intent')).toBe('save');
    expect(posted[0]?.getAll('consent')).toEqual(['RETAILER.SMS']);
  });

  it('confirms a save', () => {
    renderForm({ justSaved: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your marketing preferences have been saved.',
    );
  });
});
