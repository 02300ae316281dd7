import { DELIVERY_PASS_MESSAGES as M } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  myPassPageData,
  type PassActionRefusal,
  runMyPassAction,
} from '../features/delivery-pass/api/delivery-pass.server.ts';
import styles from '../features/delivery-pass/components/delivery-pass.module.css';
import { MyDeliveryPass } from '../features/delivery-pass/components/my-delivery-pass.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/myaccount-delivery-pass';

/**
 * The shopper's delivery pass (spec doc 3 §2, the active page; decision 0087); without an active
 * pass, the plans page.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.deliveryPass }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return myPassPageData(request, context, identity);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runMyPassAction(request, context, identity);
}

export default function MyDeliveryPassPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData as PassActionRefusal | undefined;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.ACCOUNT_HEADING}</h1>
        <MyDeliveryPass pass={loaderData} error={refusal?.message ?? null} />
      </div>
    </PageContainer>
  );
}
