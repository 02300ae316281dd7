/** Products per page of a browse, search or offers listing (spec doc 3 §7, §9). */
export const DEFAULT_PAGE_SIZE = 48;
/** The largest page a listing call may ask for (the spec's other listing limit, 200). */
export const MAX_PAGE_SIZE = 200;
/** Products are looked up by line number in chunks of this many (spec doc 1 §7, §9). */
export const PRODUCT_CHUNK_SIZE = 100;
/** The furthest a listing may be paged; deep offsets cost a full sort and no shopper pages this far. */
export const MAX_START = 10_000;
