// The orders a shop's reviews can be read in (the panel's sort control). Newest first is docs/product.md §4's
// and the default; each order is one index range on reviews (convex/reviews.ts listForShop).

export const REVIEW_SORTS = ["newest", "helpful", "highest", "lowest"] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const DEFAULT_REVIEW_SORT: ReviewSort = "newest";

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: "Newest",
  helpful: "Most helpful",
  highest: "Highest rated",
  lowest: "Lowest rated",
};
