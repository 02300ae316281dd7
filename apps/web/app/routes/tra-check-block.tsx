import { Link, useRouteLoaderData } from 'react-router';
import { MAIN_CONTENT_ID } from '../features/shell/components/skip-link.tsx';
import type { loader as rootLoader } from '../root.tsx';
import styles from './tra-check-block.module.css';

export const TRA_CHECK_BLOCK_TITLE = 'This page could not be opened';

/**
 * The tra-check-block page (spec doc 1 §2: standalone, renders alone; decision 0096): where a
 * sponsored link lands when the ad vendor's traffic check blocks the visit. It has no frame, no
 * header or footer and nothing personal, so any visitor gets the same document; it is never
 * indexed.
 */
export function meta() {
  return [{ title: TRA_CHECK_BLOCK_TITLE }, { name: 'robots', content: 'noindex' }];
}

export default function TraCheckBlock() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const brand = shell?.site.brandName ?? '';
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.page}>
      {brand && <p className={styles.brand}>{brand}</p>}
      <h1>{TRA_CHECK_BLOCK_TITLE}</h1>
      <p>
        The link you followed was stopped by a check on advertising traffic. Nothing has been added
        to your trolley.
      </p>
      <p>
        <Link to="/" reloadDocument>
          Go to the groceries home page
        </Link>
      </p>
    </main>
  );
}
