import type { OptimisticLocalStore } from "convex/browser";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

/**
 * A Helpful vote (`helpful`) or its withdrawal, shown before the server answers: the review's count
 * in every loaded page of the shop's reviews and the panel's first page, from the shared query or over the panel's
 * file (the button holds its own pressed state meanwhile).
 * Convex drops these values when the server's answer arrives, or puts the old ones back if it refuses.
 */
export function showHelpful(store: OptimisticLocalStore, reviewId: Id<"reviews">, helpful: boolean) {
  const change = helpful ? 1 : -1;
  for (const { args, value } of store.getAllQueries(api.reviews.listForShop)) {
    if (!value?.page.some((review) => review._id === reviewId)) continue;
    const page = value.page.map((review) =>
      review._id === reviewId ? { ...review, helpfulCount: Math.max(0, (review.helpfulCount ?? 0) + change) } : review,
    );
    store.setQuery(api.reviews.listForShop, args, { ...value, page });
  }
  for (const { args, value } of store.getAllQueries(api.shopPanel.shared)) {
    if (!value?.reviews.some((review) => review._id === reviewId)) continue;
    const reviews = value.reviews.map((review) =>
      review._id === reviewId ? { ...review, helpfulCount: Math.max(0, (review.helpfulCount ?? 0) + change) } : review,
    );
    store.setQuery(api.shopPanel.shared, args, { ...value, reviews });
  }
  for (const { args, value } of store.getAllQueries(api.shopPanel.live)) {
    if (!value?.counts.some((row) => row.reviewId === reviewId)) continue;
    const counts = value.counts.map((row) =>
      row.reviewId === reviewId ? { ...row, helpfulCount: Math.max(0, row.helpfulCount + change) } : row,
    );
    store.setQuery(api.shopPanel.live, args, { ...value, counts });
  }
}
