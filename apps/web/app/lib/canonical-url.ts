/**
 * Paths that carry a canonical link (spec doc 1 §2, doc 3 §2), below the /ecom base. Recipe pages
 * too (decision 0084): their servings and swaps are in the query, and every variant is one recipe.
 */
const CANONICAL_PREFIXES = [
  '/ecom/shop/browse/groceries',
  '/ecom/shop/browse/entertaining',
  '/ecom/shop/offers',
  '/ecom/products',
  '/ecom/shop/featured/meal-deals',
  '/ecom/recipe',
];

/**
 * The canonical link for a page: the production origin plus the lower-cased path without a
 * trailing slash and without the query. `null` when the page has none.
 */
export function canonicalUrl(pathname: string, publicOrigin: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const listed = CANONICAL_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  if (!listed) return null;
  return `${publicOrigin.replace(/\/+$/, '')}${path}`;
}
