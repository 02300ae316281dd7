import { isStaffSignOn } from '@grocer/domain/identity/identity';
import { identityContext } from '@grocer/server/web/load-context';
import { data, Outlet, useRouteLoaderData } from 'react-router';
import { ReturnToAdmin } from '../../features/shell/components/return-to-admin.tsx';
import { MAIN_CONTENT_ID } from '../../features/shell/components/skip-link.tsx';
import { AdminHeader } from '../../features/staff/components/admin-header.tsx';
import { requireSignIn } from '../../lib/route-guard.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/staff-sign-on-layout';
import styles from './staff-sign-on-layout.module.css';

/**
 * The standalone admin frame for staff signed on as a customer (spec doc 1 §2: customer address
 * admin at /customer/address, standalone). Anonymous visitors go to sign in and come back; anyone
 * else who is not staff signed on as a customer gets the not-found page (decision 0029). Never
 * a shared page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  requireSignIn('signed-in'),
  async ({ context }, next) => {
    const identity = await context.get(identityContext)();
    if (!isStaffSignOn(identity)) throw data({ reason: 'not-found' }, { status: 404 });
    return next();
  },
];

// A loader makes every client navigation into these pages ask the server, so the guard runs.
export function loader() {
  return null;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function StaffSignOnLayout() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <AdminHeader brandName={shell?.site.brandName ?? ''} signedIn={false} />
      <div className={styles.bar}>
        <p className={styles.signedOn}>Signed on as a customer</p>
        <ReturnToAdmin />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
