import { ACCOUNT_OVERVIEW_TITLE } from '@grocer/domain/messages/account-area-messages';
import { redirect } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { accountOverview } from '../features/account/api/account-overview.server.ts';
import {
  PRIVATE_PAGE_HEADERS,
  requireSignedIn,
} from '../features/account/api/account-settings.server.ts';
import { AccountOverviewView } from '../features/account/components/account-overview.tsx';
import type { Route } from './+types/myaccount';

/** Never a shared page: everything on it is the shopper's (decisions 0020, 0028). */
export function meta() {
  return [{ title: ACCOUNT_OVERVIEW_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireSignedIn(request, context);
  const overview = await accountOverview(context, identity);
  // The account has gone since the session began.
  if (!overview) throw redirect(`/login?redirect=${encodeURIComponent('/ecom/myaccount')}`);
  return overview;
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <AccountOverviewView {...loaderData} />
    </PageContainer>
  );
}
