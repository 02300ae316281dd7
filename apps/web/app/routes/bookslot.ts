import { SERVICE_SELECTION_PATH } from '@grocer/domain/slot-booking/slot-booking-paths';
import { redirect } from 'react-router';
import type { Route } from './+types/bookslot';

/** `/bookslot` itself (spec doc 1 §2) has no page: slot booking starts at service selection. */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(`${SERVICE_SELECTION_PATH}${url.search}`);
}
