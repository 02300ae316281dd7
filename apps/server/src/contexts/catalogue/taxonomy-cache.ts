import type { Taxonomy, TaxonomyCategory } from '@grocer/domain/catalogue/catalogue.types';
import { browseUrl, normaliseCategoryPath } from '@grocer/domain/catalogue/catalogue-urls';
import type { CategoryRow } from './catalogue.repository.ts';

/** Spec doc 3 §9: taxonomy cached 5 minutes. */
export const TAXONOMY_TTL_MS = 5 * 60 * 1000;

export interface CategoryNode {
  row: CategoryRow;
  category: TaxonomyCategory;
  children: CategoryNode[];
  /** Root first, this category last. */
  chain: CategoryNode[];
}

/** The whole category tree, indexed for lookups that need no database round-trip. */
export class CategoryIndex {
  readonly byId = new Map<string, CategoryNode>();
  readonly byPath = new Map<string, CategoryNode>();

  constructor(rows: CategoryRow[]) {
    // Rows arrive ordered by depth then position, so parents precede children in order.
    for (const row of rows) {
      const node: CategoryNode = {
        row,
        children: [],
        chain: [],
        category: {
          id: row.id,
          parentId: row.parent_id,
          name: row.name,
          shortName: row.short_name,
          pageTitle: row.page_title,
          url: browseUrl(row.path),
          categoryIds: [],
          emptyOfProducts: row.empty_of_products || row.product_count === 0,
          hiddenInNav: row.hidden_in_nav,
          iconName: row.icon_name,
          offer: false,
          banner: row.banner,
        },
      };
      this.byId.set(row.id, node);
      this.byPath.set(normaliseCategoryPath(row.path), node);
    }
    for (const node of this.byId.values()) {
      const parent = node.row.parent_id ? this.byId.get(node.row.parent_id) : undefined;
      if (parent) {
        parent.children.push(node);
        parent.category.categoryIds.push(node.row.id);
      }
    }
    for (const node of this.byId.values()) {
      const chain: CategoryNode[] = [];
      let current: CategoryNode | undefined = node;
      // The depth bound guards against a cycle in bad data.
      while (current && chain.length <= 16) {
        chain.unshift(current);
        current = current.row.parent_id ? this.byId.get(current.row.parent_id) : undefined;
      }
      node.chain = chain;
    }
  }

  private readonly taxonomies = new Map<string, Taxonomy>();

  /** A root and every category below it, built once per index (the index is what expires). */
  taxonomyFrom(root: CategoryNode): Taxonomy {
    const built = this.taxonomies.get(root.row.id);
    if (built) return built;
    // No prototype: a lookup by an id from a request (`constructor`, `__proto__`) finds nothing.
    const categories: Record<string, TaxonomyCategory> = Object.create(null);
    const queue = [root];
    for (let node = queue.shift(); node; node = queue.shift()) {
      categories[node.row.id] = node.category;
      queue.push(...node.children);
    }
    const taxonomy = { rootId: root.row.id, categories };
    this.taxonomies.set(root.row.id, taxonomy);
    return taxonomy;
  }
}

/** Holds the index for TAXONOMY_TTL_MS; concurrent callers share one reload. */
export class TaxonomyCache {
  readonly #load: () => Promise<CategoryRow[]>;
  readonly #now: () => Date;
  #index: CategoryIndex | null = null;
  #loadedAt = 0;
  #pending: Promise<CategoryIndex> | null = null;

  constructor(load: () => Promise<CategoryRow[]>, now: () => Date) {
    this.#load = load;
    this.#now = now;
  }

  get(): Promise<CategoryIndex> {
    if (this.#index && this.#now().getTime() - this.#loadedAt < TAXONOMY_TTL_MS) {
      return Promise.resolve(this.#index);
    }
    this.#pending ??= this.#load()
      .then((rows) => {
        this.#index = new CategoryIndex(rows);
        this.#loadedAt = this.#now().getTime();
        return this.#index;
      })
      .finally(() => {
        this.#pending = null;
      });
    return this.#pending;
  }
}
