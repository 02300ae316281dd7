import {
  LISTS_PATH,
  shoppingListIdOf,
  shoppingListPath,
} from '@grocer/domain/shopping-lists/shopping-list-paths';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, redirect } from 'react-router';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { toRoutePath } from '../lib/app-path.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/shopping-list-redirect';

/**
 * /ecom/shopping-lists and /ecom/shopping-lists/{id} (spec doc 1 §2, doc 3 §2): the first is the
 * Lists page, the second a list's own address with its name (decision 0081).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  if (params.shoppingListId === undefined) throw redirect(toRoutePath(LISTS_PATH));
  const id = shoppingListIdOf(params.shoppingListId);
  if (id === null) throw data(null, { status: 404 });
  try {
    const list = await getServices(context).shoppingLists.get(identity, id);
    return redirect(toRoutePath(shoppingListPath(list)));
  } catch (error) {
    if (clientErrorOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Never shown: the loader always redirects or answers 404. */
export default function ShoppingListRedirect() {
  return null;
}

export { RouteError as ErrorBoundary };
