import { STAFF_ONLY_TEXT, STAFF_ONLY_TITLE } from '@grocer/domain/messages/staff-messages';
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import { MAIN_CONTENT_ID } from '../../features/shell/components/skip-link.tsx';
import { requireStaff } from '../../features/staff/api/staff-access.server.ts';
import { AdminHeader } from '../../features/staff/components/admin-header.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/admin-layout';
import styles from './admin-layout.module.css';

/** The staff console's frame (decision 0022): staff only, never a shared page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { signedIn: true };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

function Frame({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <AdminHeader brandName={shell?.site.brandName ?? ''} signedIn={signedIn} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}

export default function AdminLayout() {
  return (
    <Frame signedIn>
      <Outlet />
    </Frame>
  );
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** A customer opening the console sees why they cannot, with HTTP 403. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Frame signedIn={false}>
        <title>{STAFF_ONLY_TITLE}</title>
        <h1>{STAFF_ONLY_TITLE}</h1>
        <p>{STAFF_ONLY_TEXT}</p>
        <p>
          <Link to="/">Go to Groceries</Link>
        </p>
      </Frame>
    );
  }
  throw error;
}
