// Blocking (issue 25, part 5): how many people one may block, so the list of them is one bounded read.

/** People one account may block; the screens filter by this list, so it stays small. */
export const MAX_BLOCKS = 200;
