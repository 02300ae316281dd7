import { SERVICE_SELECTION_PATH } from '@grocer/domain/slot-booking/slot-booking-paths';
import { redirect } from 'react-router';
import { cancelSlot } from '../features/slots/api/slots.server.ts';
import { NOTICE_PARAM, SLOT_CANCELLED_NOTICE } from '../features/slots/lib/slot-query.ts';
import { BASE_PATH, redirectRoutePath } from '../lib/app-path.ts';
import type { Route } from './+types/bookslot-cancel';

/** Nothing to show: a cancel is a POST. */
export function loader() {
  throw redirect(SERVICE_SELECTION_PATH);
}

/**
 * Cancels the shopper's reserved slot (spec doc 1 §4). A page's fetcher gets `{cancelled}` and
 * says so in its snackbar; the form without JavaScript names the page to come back to
 * (`redirectTo`, a storefront path), which then says it (`?notice=slot-cancelled`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const cancelled = await cancelSlot(context);
  const back = form.get('redirectTo');
  if (typeof back !== 'string' || back === '') return { cancelled };
  const target = new URL(
    redirectRoutePath(back, `${BASE_PATH}${SERVICE_SELECTION_PATH}`),
    'http://shop.invalid',
  );
  if (cancelled) target.searchParams.set(NOTICE_PARAM, SLOT_CANCELLED_NOTICE);
  throw redirect(`${target.pathname}${target.search}`, 303);
}
