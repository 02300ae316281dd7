import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';

export interface HomeCategory {
  id: string;
  name: string;
  url: string;
  iconName: string;
}

export interface HomeData {
  categories: HomeCategory[];
  popular: Product[];
}

const POPULAR_COUNT = 12;

/** Top categories with their illustrations, and the most popular groceries. */
export async function loadHome(catalogue: CatalogueService): Promise<HomeData> {
  const [taxonomy, listing] = await Promise.all([
    catalogue.getTaxonomy(),
    catalogue.browse({ categoryPath: 'groceries', size: POPULAR_COUNT, sortBy: 'MOST_POPULAR' }),
  ]);
  const root = taxonomy.categories[taxonomy.rootId];
  const categories = (root?.categoryIds ?? []).flatMap((id) => {
    const category = taxonomy.categories[id];
    if (!category || category.hiddenInNav || category.emptyOfProducts) return [];
    return [
      {
        id,
        name: category.name,
        url: category.url,
        iconName: category.iconName ?? 'shopping-cart',
      },
    ];
  });
  return { categories, popular: listing?.products ?? [] };
}
