import { shoppingListTitleFromPath } from '@grocer/domain/shopping-lists/shopping-list-paths';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import {
  runShoppingListAction,
  type ShoppingListActionResult,
  shoppingListPageData,
} from '../features/shopping-lists/api/shopping-lists.server.ts';
import { ShoppingListView } from '../features/shopping-lists/components/shopping-list-view.tsx';
import styles from '../features/shopping-lists/components/shopping-lists.module.css';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/shopping-list';

/**
 * A shopping list's page, /ecom/shopping-lists/{shoppingListName}/{shoppingListId} (spec doc 1
 * §2; decision 0081). Its title derives from the path (spec doc 3 §2): the name segment.
 * The shopper's own: never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: shoppingListTitleFromPath(params.shoppingListName) ?? 'Shopping Lists' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return shoppingListPageData(context, identity, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runShoppingListAction(request, context, identity, params.shoppingListId);
}

export default function ShoppingListPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{loaderData.list.name}</h1>
        <ShoppingListView
          {...loaderData}
          actionData={(actionData as ShoppingListActionResult | undefined) ?? null}
        />
      </div>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
