import { loadGroceriesMenu } from '../features/navigation/api/groceries-menu.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/resources.groceries-menu';

/** JSON for the mega and burger menus; the taxonomy itself is cached for 5 minutes upstream. */
export async function loader({ context }: Route.LoaderArgs) {
  const menu = await loadGroceriesMenu(getServices(context).catalogue);
  return Response.json(menu, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
