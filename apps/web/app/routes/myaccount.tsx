import { ACCOUNT_OVERVIEW_TITLE } from '@grocer/domain/messages/account-area-messages';
import { PageContainer } from '../components/ui/page-container.tsx';
import { accountOverview } from '../features/account/api/account-overview.server.ts';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { AccountOverviewView } from '../features/account/components/account-overview.tsx';
import { loginRedirect, requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/myaccount';

/** Never a shared page: everything on it is the shopper's (decisions 0020, 0028). */
export function meta() {
  return [{ title: ACCOUNT_OVERVIEW_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const overview = await accountOverview(context, identity);
  // The account has gone since the session began.
  if (!overview) throw loginRedirect('/ecom/myaccount');
  return overview;
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <AccountOverviewView {...loaderData} />
    </PageContainer>
  );
}
