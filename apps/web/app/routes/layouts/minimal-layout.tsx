import { Outlet, useMatches, useRouteLoaderData } from 'react-router';
import { MinimalFooter } from '../../features/footer/components/minimal-footer.tsx';
import { MinimalHeader } from '../../features/shell/components/minimal-header.tsx';
import { MAIN_CONTENT_ID } from '../../features/shell/components/skip-link.tsx';
import { layoutHandleOf } from '../../lib/layout-handle.ts';
import type { loader as rootLoader } from '../../root.tsx';
import styles from './minimal-layout.module.css';

/**
 * Minimal layout: no full header or footer (spec doc 1 §2). Each route's `handle` says whether
 * it has the minimal header, the secure checkout header or the minimal footer.
 */
export default function MinimalLayout() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const handle = layoutHandleOf(useMatches());
  const brandName = shell?.site.brandName ?? '';
  const secureLine =
    handle.secureHeader && shell && shell.webview === null
      ? { phone: shell.site.customerCarePhone }
      : null;
  return (
    <>
      {(handle.minimalHeader || secureLine) && (
        <MinimalHeader brandName={brandName} secureLine={secureLine} />
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {handle.minimalFooter && shell && <MinimalFooter brandName={brandName} year={shell.year} />}
    </>
  );
}
