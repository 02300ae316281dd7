import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';
import type { LiveContentFragment } from '@grocer/server/contexts/content/content.contract';
import type { AdBanner } from '@grocer/server/contexts/sponsored/sponsored.contract';
import { buildMenuTree, type MenuEntry, type MenuLinkSection } from '../lib/menu-model.ts';

export interface GroceriesMenuData {
  tree: MenuEntry[];
  /** The middle mega-menu fragment, then the seasonal menu (decision 0077); either may be absent. */
  sections: MenuLinkSection[];
  /** A top-level category's ad banner (decision 0096), by category id; none for most. */
  banners: Record<string, AdBanner>;
}

/** The ad banners of the menu's top-level categories (the sponsored service's read). */
export type MenuBannersRead = (categoryIds: string[]) => Promise<Record<string, AdBanner[]>>;

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
  menuBanners?: MenuBannersRead,
): Promise<GroceriesMenuData> {
  const [taxonomy, middle, seasonal] = await Promise.all([
    catalogue.getTaxonomy(),
    fragments.middle,
    fragments.seasonal,
  ]);
  const tree = buildMenuTree(taxonomy);
  return {
    tree,
    sections: [...sectionOf('middle', middle), ...sectionOf('seasonal', seasonal)],
    banners: menuBanners ? await bannersOf(menuBanners, tree) : {},
  };
}

/** One banner a top-level category; a failing read leaves the menu without banners. */
async function bannersOf(read: MenuBannersRead, tree: MenuEntry[]) {
  try {
    const found = await read(tree.map((entry) => entry.id));
    const banners: Record<string, AdBanner> = {};
    for (const entry of tree) {
      const [first] = found[entry.id] ?? [];
      if (first) banners[entry.id] = first;
    }
    return banners;
  } catch {
    return {};
  }
}
