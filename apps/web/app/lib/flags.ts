import { FLAG_DEFAULTS, type FlagValues } from '@grocer/domain/flags/flag-catalogue';
import { useRouteLoaderData } from 'react-router';

/**
 * The feature flags the page was rendered with (decision 0068): the root loader's, the same for
 * every visitor to a shared page. Defaults where there is no root data (an error page, a test).
 */
export function useFlags(): FlagValues {
  const root = useRouteLoaderData('root') as { flags?: FlagValues } | undefined;
  return root?.flags ?? FLAG_DEFAULTS;
}
