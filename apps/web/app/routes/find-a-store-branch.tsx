import { branchDisplayName } from '@grocer/domain/branches/branch-page';
import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { BranchDetails } from '../features/find-a-store/components/branch-details.tsx';
import styles from '../features/find-a-store/components/find-a-store.module.css';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/find-a-store-branch';

/**
 * A branch's page (decision 0075): address, directions, opening hours and services. The same
 * for every shopper, so a shared page; an unknown branch is the ordinary not-found page.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const branch = await getServices(context).catalogue.getBranchDetails(params.branchSlug);
  if (!branch) throw data(null, { status: 404 });
  return { branch };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  const { branch } = loaderData;
  const name = branchDisplayName(branch);
  return [
    { title: `${name} - Find a store` },
    {
      name: 'description',
      content: `Opening hours, services and directions for our ${name} branch, ${branch.line1}, ${branch.town} ${branch.postcode}.`,
    },
  ];
}

export default function FindAStoreBranch({ loaderData }: Route.ComponentProps) {
  const { branch } = loaderData;
  return (
    <PageContainer>
      <article className={styles.page}>
        <h1 className={styles.title}>{branchDisplayName(branch)}</h1>
        <BranchDetails branch={branch} />
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
