/** Products per page of a browse, search or offers listing (spec doc 3 §7, §9). */
export const DEFAULT_PAGE_SIZE = 48;
/** The largest page a listing call may ask for (the spec's other listing limit, 200). */
export const MAX_PAGE_SIZE = 200;
/** Products are looked up by line number in chunks of this many (spec doc 1 §7, §9). */
export const PRODUCT_CHUNK_SIZE = 100;
