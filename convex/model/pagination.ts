import type { PaginationOptions } from "convex/server";

/** The most items one page of any list may hold, whatever the client asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * The client's page request made safe: the page size becomes a whole number from 1 to
 * MAX_PAGE_SIZE (a negative, fractional, NaN or huge `numItems` would fail or read too much).
 */
export function boundedPage(options: PaginationOptions): PaginationOptions {
  const requested = Math.floor(options.numItems);
  const numItems = Number.isFinite(requested) ? Math.min(MAX_PAGE_SIZE, Math.max(1, requested)) : 1;
  return { ...options, numItems };
}
