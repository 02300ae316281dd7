/**
 * URL rules for categories and products. Category segments are lower-cased names with
 * '&' spelled 'and' and runs of other characters joined by '_' (e.g. 'Fresh & Chilled' →
 * 'fresh_and_chilled'); paths match case-insensitively.
 */
export function categoryUrlName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Normalises a requested browse path for lookup: lower case, no leading/trailing or doubled slashes. */
export function normaliseCategoryPath(path: string): string {
  return path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/');
}

/** No category path is longer; a longer browse address names no category. */
export const MAX_CATEGORY_PATH_LENGTH = 300;

/** Category ids as the catalogue issues them: 1 to 32 letters, digits, '-' or '_'. */
export function isCategoryId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,32}$/.test(value);
}

export const SITE_BASE = '/ecom';

export function browseUrl(categoryPath: string): string {
  return `${SITE_BASE}/shop/browse/${normaliseCategoryPath(categoryPath)}`;
}

/** Product page: /ecom/products/{name}/{id}, the name segment being a readable slug. */
export function productUrl(name: string, id: string): string {
  const slug = categoryUrlName(name).replace(/_/g, '-');
  return `${SITE_BASE}/products/${slug || 'product'}/${id}`;
}
