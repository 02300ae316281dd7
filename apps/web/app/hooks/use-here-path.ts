import { useLocation } from 'react-router';
import { BASE_PATH } from '../lib/app-path.ts';

/**
 * The page's own address as a full storefront path, for a form that comes back here (the
 * `redirectTo` of an action posted without JavaScript, or login bringing the shopper back).
 */
export function useHerePath(): string {
  const location = useLocation();
  return `${BASE_PATH}${location.pathname === '/' ? '' : location.pathname}${location.search}`;
}
