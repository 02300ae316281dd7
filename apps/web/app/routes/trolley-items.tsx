import { isSignedIn } from '@grocer/domain/identity/identity';
import { ITEM_NOT_ADDED } from '@grocer/domain/trolley/trolley-messages';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { identityOf } from '../features/account/api/auth.server.ts';
import { savePendingAdd } from '../features/trolley/api/pending-actions.server.ts';
import { readTrolleyItemForm } from '../features/trolley/api/trolley-forms.server.ts';
import { safeStorefrontPath, toRoutePath } from '../lib/app-path.ts';
import { postedFields } from '../lib/form-action-fields.ts';
import { loginRedirect } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/trolley-items';

/**
 * Where the Add button and the stepper post without JavaScript (decision 0032). Signed in: the
 * add is made (Add adds to what is there, as `planPendingAdd` plans it; a stepper sets the
 * quantity, 0 removes) and the shopper comes back to the page they were on. Signed out: the add
 * is kept for after sign-in (spec doc 1 §4) and they go to log in, returning to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedFields(request);
  const back = safeStorefrontPath(form.get('redirectTo'));
  const read = readTrolleyItemForm(form);
  if (!read.ok) return data({ message: read.message, back }, { status: 400 });
  const { intent, lineNumber, productId, quantity } = read.value;
  const identity = await identityOf(context);
  if (!isSignedIn(identity)) {
    throw loginRedirect(back, {
      headers: {
        'Set-Cookie': savePendingAdd(request.headers.get('cookie'), {
          lineNumber,
          productId,
          quantity,
        }),
      },
    });
  }
  const trolley = getServices(context).trolley;
  try {
    if (intent === 'add') {
      if (quantity.amount === 0) {
        return data({ message: 'Invalid quantity: must be more than 0', back }, { status: 400 });
      }
      await trolley.applyPendingAdd(identity, { lineNumber, productId, quantity });
    } else {
      const orderId = (await trolley.currentOrderId(identity)) as string;
      await trolley.addItem(identity, orderId, { lineNumber, productId, quantity });
    }
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return data({ message: refused.message, back }, { status: refused.status });
  }
  throw redirect(toRoutePath(back), 303);
}

/** The address itself is not a page: it leads to the trolley. */
export function loader() {
  throw redirect('/shop/trolley');
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: ITEM_NOT_ADDED }];
}

/** Without JavaScript, a refused add shows why, with the way back. */
export default function TrolleyItems({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <h1>{ITEM_NOT_ADDED}</h1>
      <p role="alert">{actionData?.message}</p>
      <p>
        <Link to={toRoutePath(actionData?.back ?? '/ecom')} className={buttonClass()}>
          Back
        </Link>{' '}
        <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
          Go to My Trolley
        </Link>
      </p>
    </PageContainer>
  );
}
