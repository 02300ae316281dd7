import { LISTS_TITLE } from '@grocer/domain/shopping-lists/shopping-list-messages';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  type ListActionRefusal,
  listsPageData,
  runListsAction,
} from '../features/shopping-lists/api/shopping-lists.server.ts';
import { ListsPageView } from '../features/shopping-lists/components/lists-page-view.tsx';
import styles from '../features/shopping-lists/components/shopping-lists.module.css';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/lists';

/**
 * Lists (spec doc 3 §2, title Lists; decision 0081): the shopper's own, so never a shared page
 * and never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: LISTS_TITLE }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return listsPageData(request, context, identity);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runListsAction(request, context, identity);
}

export default function ListsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{LISTS_TITLE}</h1>
        <ListsPageView
          {...loaderData}
          refusal={(actionData as ListActionRefusal | undefined) ?? null}
        />
      </div>
    </PageContainer>
  );
}
