import { loadFragment } from '../features/content/api/content.server.ts';
import { loadGroceriesMenu } from '../features/navigation/api/groceries-menu.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/resources.groceries-menu';

/**
 * JSON for the mega and burger menus; the taxonomy itself is cached for 5 minutes upstream, the
 * middle and seasonal menus staff manage for 10 s (decision 0077).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const menu = await loadGroceriesMenu(getServices(context).catalogue, {
    middle: loadFragment(context, 'mega-menu-middle'),
    seasonal: loadFragment(context, 'seasonal-menu'),
  });
  return Response.json(menu, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
