import { analyticsBeaconOf, beaconFieldsSchema } from '@grocer/domain/analytics/analytics-beacon';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { data } from 'react-router';
import { identityOf } from '../features/account/api/auth.server.ts';
import { requestLog } from '../lib/request-log.server.ts';
import type { Route } from './+types/resources.analytics';

/**
 * The storefront's measurement endpoint (spec doc 3 §4, decision 0032): beacons (form fields,
 * so the storefront's form rules apply) are checked and written to the log as the spec's event
 * shape, naming the signed-in customer from the session. Nothing is stored; a bad beacon is a
 * 400 the browser ignores.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  );
  const parsed = beaconFieldsSchema.safeParse(fields);
  if (!parsed.success) return data({ message: 'Not a beacon this shop sends' }, { status: 400 });
  const identity = await identityOf(context);
  const beacon = analyticsBeaconOf(parsed.data, isSignedIn(identity) ? identity : null);
  requestLog(context).info({ beacon }, 'analytics beacon');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return data({ message: 'Beacons are POSTed here' }, { status: 405, headers: { Allow: 'POST' } });
}
