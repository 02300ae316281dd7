import { X } from 'lucide-react';
import { useFetcher } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './app-banner.module.css';

export interface AppBannerProps {
  brandName: string;
  storeHref: string;
}

/**
 * Promotes the native app on mobile (spec doc 1 §1). Closing posts to an action that sets a
 * one-day cookie: with JavaScript the banner hides at once; without it the page reloads.
 */
export function AppBanner({ brandName, storeHref }: AppBannerProps) {
  const fetcher = useFetcher();
  const here = useHerePath();
  const hydrated = useHydrated();
  if (fetcher.state !== 'idle' || fetcher.data) return null;

  return (
    <aside className={styles.banner} aria-label="Get our app">
      <FoodImage name="shopping-cart" size={36} alt="" className={styles.logo} />
      <p className={styles.text}>
        <strong>The {brandName} app</strong>
        Shop faster on the go
      </p>
      <a className={buttonClass({ variant: 'secondary', size: 'small' })} href={storeHref}>
        Get the app
      </a>
      <fetcher.Form method="post" action="/resources/app-banner">
        <input type="hidden" name="redirectTo" value={hydrated ? '' : here} />
        <button type="submit" className={styles.close} aria-label="Close app banner">
          <Icon icon={X} />
        </button>
      </fetcher.Form>
    </aside>
  );
}
