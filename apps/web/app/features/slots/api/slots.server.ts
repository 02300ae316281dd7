import { addressSummary } from '@grocer/domain/address/address';
import type { Identity } from '@grocer/domain/identity/identity';
import { readBookSlotForm } from '@grocer/domain/slot-booking/book-slot-form.schema';
import {
  type CollectionService,
  campaignOfVariant,
  type SlotPageVariant,
  slotTypeOfCollectionService,
  trolleyFulfilmentMix,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import {
  SELECTION_PARAMS,
  selectionFromQuery,
} from '@grocer/domain/slot-booking/slot-booking-selection';
import {
  chosenGridLengthOf,
  gridWindow,
  PHONE_GRID_LENGTH,
} from '@grocer/domain/slot-booking/slot-grid';
import { viewerSlotOf } from '@grocer/domain/slot-booking/viewer-slot';
import type {
  CurrentSlot,
  SlotFailure,
  SlotGridType,
  SlotsService,
} from '@grocer/server/contexts/slots/slots.contract';
import { identityContext } from '@grocer/server/web/load-context';
import { refusalStatusOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import type { SlotGridPageData } from '../lib/slot-page-data.ts';
import { gridTypeOf, NOTICE_PARAM, slotNoticeOf } from '../lib/slot-query.ts';

type Context = Readonly<RouterContextProvider>;

/** The slots context (issue 12), through the load context. */
export function slotsService(context: Context): SlotsService {
  return getServices(context).slots;
}

export function identityOf(context: Context): Promise<Identity> {
  return context.get(identityContext)();
}

/** The days a grid asks for at once: the whole bookable horizon, paged in the page (0036). */
const GRID_HORIZON_DAYS = 21;

/** The booked slot with its charge, for the grid pages' banner. */
function bookedOf(current: CurrentSlot | null): SlotGridPageData['booked'] {
  const slot = viewerSlotOf(current);
  return slot && current ? { ...slot, deliveryChargePence: current.deliveryCharge.amount } : null;
}

interface GridRequest {
  url: URL;
  variant: SlotPageVariant | null;
  service: CollectionService | null;
}

/**
 * A grid page's data: the shopper's booked slot, the addresses (delivery) or branches
 * (collection) to pick from with the one shown, and the page of days asked for.
 */
export async function loadSlotGridPage(
  context: Context,
  { url, variant, service }: GridRequest,
): Promise<SlotGridPageData> {
  const identity = await identityOf(context);
  const slots = slotsService(context);
  const fulfilment = service === null ? 'DELIVERY' : 'COLLECTION';
  const slotType = service === null ? 'DELIVERY' : slotTypeOfCollectionService(service);
  const selection = selectionFromQuery(url.searchParams, fulfilment);
  const requestedGridType: SlotGridType = gridTypeOf(url.searchParams);
  const chosenGridLength = chosenGridLengthOf(url.searchParams.get(SELECTION_PARAMS.gridLength));
  const campaign = campaignOfVariant(variant ?? undefined);
  // The booked slot, and the address book or the collection branches, read at once.
  const [current, book, collection] = await Promise.all([
    slots.currentSlot(identity),
    fulfilment === 'DELIVERY' ? getServices(context).addresses.list(identity) : [],
    fulfilment === 'DELIVERY' ? [] : slots.collectionBranches(),
  ]);

  let addresses: SlotGridPageData['addresses'] = [];
  let branches: SlotGridPageData['branches'] = [];
  if (fulfilment === 'DELIVERY') {
    addresses = book.map((address) => ({ id: address.id, summary: addressSummary(address) }));
    const wanted = [
      selection.selectedAddress,
      current?.slotType === 'DELIVERY' ? current.addressId : null,
      book.find((address) => address.isContactAddress)?.id ?? null,
      book[0]?.id ?? null,
    ];
    selection.selectedAddress =
      wanted.find((id) => id !== null && addresses.some((a) => a.id === id)) ?? null;
  } else {
    const offered = collection.filter((branch) => branch.services.includes(slotType));
    branches = offered.map((branch) => ({ id: branch.id, name: branch.name }));
    const wanted = [
      selection.selectedBranch,
      current?.slotType === slotType ? current.branchId : null,
      offered.find((branch) => branch.defaultBranch)?.id ?? null,
      offered[0]?.id ?? null,
    ];
    selection.selectedBranch =
      wanted.find((id) => id !== null && branches.some((b) => b.id === id)) ?? null;
  }

  const base: SlotGridPageData = {
    fulfilment,
    service,
    slotType,
    variant,
    campaign,
    selection,
    requestedGridType,
    gridType: requestedGridType,
    gridNotice: null,
    addresses,
    branches,
    days: [],
    previousFrom: null,
    nextFrom: null,
    chosenGridLength,
    phonePage: null,
    gridBranchId: null,
    availabilityToken: null,
    failure: null,
    booked: bookedOf(current),
    notice: slotNoticeOf(url.searchParams.get(NOTICE_PARAM)),
  };
  const place = fulfilment === 'DELIVERY' ? selection.selectedAddress : selection.selectedBranch;
  if (place === null) return base;

  const answer = await slots.slotDays(identity, {
    slotType,
    ...(fulfilment === 'DELIVERY' ? { addressId: place } : { branchId: place }),
    days: GRID_HORIZON_DAYS,
    gridType: requestedGridType,
    ...(campaign ? { campaign } : {}),
  });
  if (answer.outcome === 'refused') return { ...base, failure: answer.failure };
  const view = answer.value;
  const dates = view.days.map((day) => day.date);
  const page = gridWindow(dates, selection.selectedDate, selection.gridLength);
  // A phone shows 3 of these 5 days (the same first day, or the last 3 past the end).
  const phonePage =
    chosenGridLength === null ? gridWindow(dates, selection.selectedDate, PHONE_GRID_LENGTH) : null;
  return {
    ...base,
    gridType: view.gridType,
    gridNotice: view.notice,
    days: view.days.filter((day) => page.dates.includes(day.date)),
    previousFrom: page.previousFrom,
    nextFrom: page.nextFrom,
    phonePage,
    gridBranchId: view.branchId,
    availabilityToken: view.availabilityToken,
  };
}

/**
 * What the trolley holds for the generic booking-collection route (decision 0037): the product
 * types of its lines, from the catalogue.
 */
export async function trolleyMixOf(context: Context) {
  const identity = await identityOf(context);
  const services = getServices(context);
  const lines = await services.trolley.lines(identity);
  if (lines.length === 0) return null;
  const lineNumbers = [...new Set(lines.map((line) => line.lineNumber))].slice(0, 100);
  const products = await services.catalogue.getProductsByLineNumbers(lineNumbers);
  return trolleyFulfilmentMix(products.map((product) => product.productType));
}

/**
 * A grid's slot form posted (the grid routes' action): booked, and back to the page asked for
 * (303); a refusal answers with its modal and the status the page answers.
 */
export async function bookSlotFromForm(context: Context, request: Request, url: URL) {
  const read = readBookSlotForm(await request.formData());
  if (!read.ok) {
    const failure: SlotFailure = { code: 'VALIDATION_FAILED', message: read.message };
    return data({ failure }, { status: 400 });
  }
  const answer = await slotsService(context).bookSlot(await identityOf(context), read.value);
  if (answer.outcome !== 'ok') {
    return data({ failure: answer.failure }, { status: refusalStatusOf(answer.failure.code) });
  }
  throw redirect(pageOf(url), 303);
}

/** Cancels the shopper's reserved slot; false when there was none. */
export async function cancelSlot(context: Context): Promise<boolean> {
  return slotsService(context).cancelSlot(await identityOf(context));
}

/** Slot pages are about one shopper (their slot, their addresses): never kept by any cache. */
export const SLOT_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The page asked for, as the router writes it, without a notice it has already shown. `url` is
 * the loader's or action's (React Router's, without a client navigation's `.data`).
 */
export function pageOf(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete(NOTICE_PARAM);
  const path = url.pathname.replace(/^\/ecom(?=\/|$)/, '') || '/';
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
