import { loadFragment } from '../features/content/api/content.server.ts';
import { loadGroceriesMenu } from '../features/navigation/api/groceries-menu.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/resources.groceries-menu';

/**
 * JSON for the mega and burger menus; the taxonomy itself is cached for 5 minutes upstream, the
 * middle and seasonal menus staff manage for 10 s (decision 0077), and the top-level categories'
 * ad banners (decision 0096).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, sponsored } = getServices(context);
  const menu = await loadGroceriesMenu(
    catalogue,
    {
      middle: loadFragment(context, 'mega-menu-middle'),
      seasonal: loadFragment(context, 'seasonal-menu'),
    },
    // The menu's ad banners (decision 0096): the same for every visitor, kept 10 s upstream.
    (categoryIds) => sponsored.menuBanners(categoryIds),
  );
  return Response.json(menu, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
