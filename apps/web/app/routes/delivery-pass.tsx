import { DELIVERY_PASS_MESSAGES as M } from '@grocer/domain/delivery-pass/delivery-pass-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  type PassActionRefusal,
  plansPageData,
  runBuyAction,
} from '../features/delivery-pass/api/delivery-pass.server.ts';
import styles from '../features/delivery-pass/components/delivery-pass.module.css';
import { DeliveryPassPlans } from '../features/delivery-pass/components/delivery-pass-plans.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/delivery-pass';

/**
 * The delivery pass plans (spec doc 3 §2, the available page; decision 0087). Anyone may see the
 * plans; a signed-in shopper buys with a saved card. Never shared: it names the shopper's cards.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.deliveryPass }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return plansPageData(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runBuyAction(request, context, identity);
}

export default function DeliveryPassPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData as PassActionRefusal | undefined;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{M.PLANS_HEADING}</h1>
        <p className={styles.intro}>{M.PLANS_INTRO}</p>
        <DeliveryPassPlans {...loaderData} error={refusal?.message ?? loaderData.refused} />
      </div>
    </PageContainer>
  );
}
