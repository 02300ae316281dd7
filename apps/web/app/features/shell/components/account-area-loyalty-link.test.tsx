import type { ExperimentAssignments } from '@grocer/domain/experiments/experiment-catalogue';
import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountArea } from './account-area.tsx';

/**
 * The account menu's loyalty link in the `loyalty_hub_vouchers` experiment (spec doc 3 §2 "the
 * loyalty hub (goes to the vouchers page in one experiment variant)"; decisions 0072 and 0086):
 * the hub in the control, the vouchers page in the variant.
 */
const jane: Viewer = { ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Jane' };

const Nothing = () => null;
const Root = () => <Outlet />;
const Area = () => <AccountArea viewer={jane} loyaltySchemeName="myHillside" />;

function renderInExperiment(assignments: ExperimentAssignments) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ experiments: { assignments, preview: true } }),
      HydrateFallback: Nothing,
      Component: Root,
      children: [{ index: true, Component: Area }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

async function loyaltyItem() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Your account: Jane' }));
  const menu = await screen.findByRole('menu', { name: 'Your account: Jane' });
  return within(menu).getByRole('menuitem', { name: 'myHillside' });
}

beforeAll(async () => {
  await import('./account-menu-popover.tsx');
});

beforeEach(() => window.sessionStorage.clear());

describe('the account menu’s loyalty link', () => {
  it('goes to the loyalty hub in the control, and for a visitor outside the experiment', async () => {
    const { unmount } = renderInExperiment({ loyalty_hub_vouchers: 'control' });
    expect(await loyaltyItem()).toHaveAttribute('href', '/ecom/loyalty');
    unmount();
    renderInExperiment({});
    expect(await loyaltyItem()).toHaveAttribute('href', '/ecom/loyalty');
  });

  it('goes to the vouchers page in the variant', async () => {
    renderInExperiment({ loyalty_hub_vouchers: 'variant' });
    expect(await loyaltyItem()).toHaveAttribute('href', '/ecom/loyalty/vouchers');
  });
});
