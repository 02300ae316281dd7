import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';
import { buildMenuTree, type MenuEntry } from '../lib/menu-model.ts';

export interface GroceriesMenuData {
  tree: MenuEntry[];
}

/** The Groceries menu tree, built on the server so the browser gets only what it shows. */
export async function loadGroceriesMenu(catalogue: CatalogueService): Promise<GroceriesMenuData> {
  return { tree: buildMenuTree(await catalogue.getTaxonomy()) };
}
