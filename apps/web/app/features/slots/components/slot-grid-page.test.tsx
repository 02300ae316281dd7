import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data as routeData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDay, makeSlot } from '../../../../test/slot-fixture.ts';
import type { SlotGridPageData } from '../lib/slot-page-data.ts';
import { SlotGridPage } from './slot-grid-page.tsx';

const PAGE: SlotGridPageData = {
  fulfilment: 'DELIVERY',
  service: null,
  slotType: 'DELIVERY',
  variant: null,
  campaign: null,
  selection: {
    fulfilmentType: 'DELIVERY',
    selectedAddress: 12,
    selectedBranch: null,
    selectedDate: null,
    proposedSlot: null,
    gridLength: 5,
  },
  requestedGridType: 'DEFAULT',
  gridType: 'DEFAULT',
  gridNotice: null,
  addresses: [{ id: 12, summary: '5 Elm Road, Reading, RG1 4AB' }],
  branches: [],
  days: [makeDay('2026-11-24', [makeSlot('2026-11-24T09:00:00.000Z', { slotId: '41' })])],
  previousFrom: null,
  nextFrom: null,
  chosenGridLength: null,
  phonePage: null,
  // No live events in these tests: the 2-minute check and the refusals are what they are about.
  gridBranchId: null,
  availabilityToken: 'v1',
  failure: null,
  booked: null,
  notice: null,
};

/** The page under test: a module-level component, so the router keeps one component type. */
let shown: SlotGridPageData = PAGE;
function Screen() {
  return (
    <SlotGridPage
      data={shown}
      path="/bookslot/delivery"
      refusal={null}
      addAddressHref="/myaccount/addresses/add"
      cancelAction="/bookslot/cancel"
      trolleyHref="/shop/trolley"
    />
  );
}

function renderPage(
  page: SlotGridPageData,
  server: { token?: () => string; action?: () => unknown } = {},
) {
  shown = page;
  const Stub = createRoutesStub([
    {
      path: '/bookslot/delivery',
      Component: Screen,
      HydrateFallback: NothingYet,
      loader: () => ({ grid: { ...page, availabilityToken: server.token?.() ?? 'v1' } }),
      action: server.action ?? (() => null),
    },
  ]);
  render(<Stub initialEntries={['/bookslot/delivery?addressId=12']} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('slot grid page', () => {
  it('offers a refresh when availability changed at the 2-minute check, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let token = 'v1';
    renderPage(PAGE, { token: () => token });
    await screen.findByRole('grid');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.queryByText(/Slot availability has changed/)).toBeNull();
    token = 'v2';
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(await screen.findByText(/Slot availability has changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh slots' })).toBeInTheDocument();
  });

  it("takes others' bookings live from the slots context's events", async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      readonly url: string;
      constructor(url: string) {
        super();
        this.url = url;
        sources.push(this);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    renderPage({ ...PAGE, gridBranchId: 651 });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /^Book Tuesday/ })).toBeInTheDocument();
    expect(sources.map((source) => source.url)).toEqual([
      '/api/slots/v1/availability-events?branchId=651&slotType=DELIVERY',
    ]);
    act(() => {
      sources[0]?.dispatchEvent(
        new MessageEvent('availability', {
          data: JSON.stringify({
            slotId: '41',
            branchId: 651,
            slotType: 'DELIVERY',
            availability: 'FULLY_BOOKED',
          }),
        }),
      );
    });
    expect(within(grid).queryByRole('button', { name: /^Book Tuesday/ })).toBeNull();
    expect(within(grid).getByText('Fully booked')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("opens the refusal's modal when a slot could not be booked", async () => {
    renderPage(PAGE, {
      action: () =>
        routeData(
          { failure: { code: 'SLOT_TAKEN', message: "Sorry, that slot's just been taken" } },
          { status: 409 },
        ),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Book Tuesday/ }));
    const modal = await screen.findByRole('alertdialog', {
      name: "Sorry, that slot's just been taken",
    });
    expect(within(modal).getByRole('button', { name: 'Refresh now' })).toBeInTheDocument();
  });

  it('opens the modal of a grid the context refused, with no grid', async () => {
    renderPage({
      ...PAGE,
      days: [],
      availabilityToken: null,
      failure: {
        code: 'DELIVERY_AREA_NOT_SERVED',
        message: "Unfortunately, we don't deliver to this address",
      },
    });
    const modal = await screen.findByRole('alertdialog', {
      name: "Unfortunately, we don't deliver to this address",
    });
    expect(within(modal).getByRole('link', { name: 'Add a new address' })).toHaveAttribute(
      'href',
      '/myaccount/addresses/add',
    );
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('opens the saver modal when saver slots were asked for at Christmas', async () => {
    renderPage({
      ...PAGE,
      campaign: 'christmas',
      requestedGridType: 'SAVER',
      gridNotice: 'SAVER_SLOTS_UNAVAILABLE',
    });
    expect(
      await screen.findByRole('alertdialog', { name: "Saver slots aren't available at Christmas" }),
    ).toHaveTextContent("We're showing our 1-hour Christmas slots instead.");
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
