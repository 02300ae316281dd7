import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';
import type { LiveContentFragment } from '@grocer/server/contexts/content/content.contract';
import { buildMenuTree, type MenuEntry, type MenuLinkSection } from '../lib/menu-model.ts';

export interface GroceriesMenuData {
  tree: MenuEntry[];
  /** The middle mega-menu fragment, then the seasonal menu (decision 0077); either may be absent. */
  sections: MenuLinkSection[];
}

/** A fragment's link list as a menu section, when it has a title and links (spec doc 3 §2). */
function sectionOf(
  id: MenuLinkSection['id'],
  fragment: LiveContentFragment | null,
): MenuLinkSection[] {
  const list = fragment?.blocks.find((block) => block.kind === 'linkList');
  if (list?.kind !== 'linkList' || list.title.trim() === '' || list.links.length === 0) {
    return [];
  }
  return [{ id, title: list.title, links: list.links }];
}

/**
 * The Groceries menu tree, built on the server so the browser gets only what it shows, and the
 * menus' content fragments (read by the caller: a missing or failing one is left out).
 */
export async function loadGroceriesMenu(
  catalogue: CatalogueService,
  fragments: {
    middle: Promise<LiveContentFragment | null>;
    seasonal: Promise<LiveContentFragment | null>;
  } = { middle: Promise.resolve(null), seasonal: Promise.resolve(null) },
): Promise<GroceriesMenuData> {
  const [taxonomy, middle, seasonal] = await Promise.all([
    catalogue.getTaxonomy(),
    fragments.middle,
    fragments.seasonal,
  ]);
  return {
    tree: buildMenuTree(taxonomy),
    sections: [...sectionOf('middle', middle), ...sectionOf('seasonal', seasonal)],
  };
}
