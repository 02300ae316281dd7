import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { slotPageVariantOf } from '@grocer/domain/slot-booking/slot-booking-paths';
import { data } from 'react-router';
import { RouteError } from '../features/shell/components/route-error.tsx';
import {
  bookSlotFromForm,
  loadSlotGridPage,
  pageOf,
  SLOT_PAGE_HEADERS,
} from '../features/slots/api/slots.server.ts';
import { SlotGridRoutePage } from '../features/slots/components/slot-grid-route-page.tsx';
import type { Route } from './+types/bookslot-delivery';

/**
 * The delivery slot grid (spec doc 1 §2 bookslot/delivery/*, with christmas, easter, newyear and
 * thanksgiving variants; title Slot Booking), behind the signed-in guard.
 */
export function meta() {
  return [{ title: PAGE_TITLES.slotBooking }];
}

export function headers() {
  return SLOT_PAGE_HEADERS;
}

function variantOf(params: Route.LoaderArgs['params']) {
  const variant = slotPageVariantOf(params.variant);
  if (variant === null) throw data({ reason: 'not-found' }, { status: 404 });
  return variant ?? null;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const grid = await loadSlotGridPage(context, {
    url,
    variant: variantOf(params),
    service: null,
  });
  return { grid, page: pageOf(url) };
}

/** A slot pressed: booked, and back to the grid (303); a refusal answers with its modal. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  variantOf(params);
  return bookSlotFromForm(context, request, url);
}

export default function DeliverySlots({ loaderData, actionData }: Route.ComponentProps) {
  const { grid, page } = loaderData;
  return <SlotGridRoutePage grid={grid} page={page} refusal={actionData?.failure ?? null} />;
}

export { RouteError as ErrorBoundary };
