// Blocking (docs/product.md §6): how many people one may block, so the list of them is one bounded read.

/** People one account may block; the screens filter by this list, so it stays small. */
export const MAX_BLOCKS = 200;
