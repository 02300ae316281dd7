import {
  COLLECTION_SERVICE_HEADING,
  RESELECT_SERVICE_HINT,
} from '@grocer/domain/messages/slot-page-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import {
  collectionPageOf,
  slotPageVariantOf,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import {
  bookSlotFromForm,
  loadSlotGridPage,
  pageOf,
  SLOT_PAGE_HEADERS,
} from '../features/slots/api/slots.server.ts';
import { ServiceChoices } from '../features/slots/components/service-choices.tsx';
import { SlotGridRoutePage } from '../features/slots/components/slot-grid-route-page.tsx';
import { collectionChoices } from '../features/slots/lib/service-choices.ts';
import type { Route } from './+types/bookslot-collection-page';

/**
 * Collection (spec doc 1 §2 bookslot/collection): the collection service selection
 * (select-service, reselect-service) and the groceries, entertaining and
 * groceries-and-entertaining grids with their branch picker, each with an optional campaign
 * segment. Title Slot Booking; behind the signed-in guard.
 */
export function meta() {
  return [{ title: PAGE_TITLES.slotBooking }];
}

export function headers() {
  return SLOT_PAGE_HEADERS;
}

function pageAndVariant(params: Route.LoaderArgs['params']) {
  const page = collectionPageOf(params.page);
  const variant = slotPageVariantOf(params.variant);
  if (page === null || variant === null) throw data({ reason: 'not-found' }, { status: 404 });
  return { page, variant: variant ?? null };
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { page, variant } = pageAndVariant(params);
  if (page === 'select-service' || page === 'reselect-service') {
    return { kind: 'select' as const, reselect: page === 'reselect-service', variant };
  }
  const grid = await loadSlotGridPage(context, {
    url,
    variant,
    service: page,
  });
  return { kind: 'grid' as const, grid, page: pageOf(url) };
}

/** A slot pressed: booked, and back to the grid (303); a refusal answers with its modal. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { page } = pageAndVariant(params);
  if (page === 'select-service' || page === 'reselect-service') {
    throw data(null, { status: 405, headers: { Allow: 'GET' } });
  }
  return bookSlotFromForm(context, request, url);
}

export default function CollectionSlots({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'select') {
    return (
      <PageContainer>
        <ServiceChoices
          heading={COLLECTION_SERVICE_HEADING}
          choices={collectionChoices(loaderData.variant)}
          hint={loaderData.reselect ? RESELECT_SERVICE_HINT : undefined}
        />
      </PageContainer>
    );
  }
  const { grid, page } = loaderData;
  return <SlotGridRoutePage grid={grid} page={page} refusal={actionData?.failure ?? null} />;
}

export { RouteError as ErrorBoundary };
