import { FAVOURITE_NOT_CHANGED } from '@grocer/domain/favourites/favourite-toggle';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { identityOf } from '../features/account/api/auth.server.ts';
import { readFavouriteToggleForm } from '../features/favourites/api/favourite-toggle-form.server.ts';
import { savePendingFavourite } from '../features/trolley/api/pending-actions.server.ts';
import { safeStorefrontPath, toRoutePath } from '../lib/app-path.ts';
import { postedFields } from '../lib/form-action-fields.ts';
import { loginRedirect } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/favourite-toggle';

/**
 * Where a heart posts without JavaScript (decision 0080). Signed in: the product is made a
 * favourite or taken off, as the form asks (the opposite of what the heart showed), and the
 * shopper comes back to the page they were on. Signed out: the toggle is kept for after sign-in
 * (spec doc 1 §4) and they go to log in, returning to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedFields(request);
  const back = safeStorefrontPath(form.get('redirectTo'));
  const read = readFavouriteToggleForm(form);
  if (!read.ok) return data({ message: read.message, back }, { status: 400 });
  const identity = await identityOf(context);
  if (!isSignedIn(identity)) {
    throw loginRedirect(back, {
      headers: { 'Set-Cookie': savePendingFavourite(request.headers.get('cookie'), read.value) },
    });
  }
  const { favourites } = getServices(context);
  const { lineNumber, favourite } = read.value;
  try {
    if (favourite) await favourites.add(identity.customerId, lineNumber);
    else await favourites.remove(identity.customerId, lineNumber);
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return data({ message: refused.message, back }, { status: refused.status });
  }
  throw redirect(toRoutePath(back), 303);
}

/** The address itself is not a page: it leads to the shopper's favourites. */
export function loader() {
  throw redirect('/favourites');
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: FAVOURITE_NOT_CHANGED }];
}

/** Without JavaScript, a refused toggle shows why, with the way back. */
export default function FavouriteToggleRefused({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <h1>{FAVOURITE_NOT_CHANGED}</h1>
      <p role="alert">{actionData?.message}</p>
      <p>
        <Link to={toRoutePath(actionData?.back ?? '/ecom')} className={buttonClass()}>
          Back
        </Link>
      </p>
    </PageContainer>
  );
}
