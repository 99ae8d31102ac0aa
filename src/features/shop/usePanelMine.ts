import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_PAGE_SIZE } from "@convex/model/pagination";
import { useKeptQuery } from "@/lib/kept/useKept";
import { useVotesCount } from "@/features/shop/useVotesCount";

type ShownReview = { _id: Id<"reviews">; userId: Id<"users">; helpfulCount?: number; cheerCount?: number };

/**
 * The reviews shown whose Helpful vote and cheer by the viewer the panel asks about (not the viewer's own). An
 * established viewer's votes are in the counts, as everyone's cheers are, so only reviews with votes or cheers
 * are asked about and a new review arriving does not change the question; a newer account's votes are not
 * counted, so every review shown is.
 */
function askedAbout(reviews: readonly ShownReview[], me: Id<"users"> | undefined, counts: boolean) {
  const touched = (review: ShownReview) => (review.helpfulCount ?? 0) > 0 || (review.cheerCount ?? 0) > 0;
  return reviews
    .filter((review) => review.userId !== me && (!counts || touched(review)))
    .map((review) => review._id)
    .slice(0, MAX_PAGE_SIZE);
}

/**
 * The panel's one per-viewer subscription (`shopPanel.mine`, decision 39): saved lists, followed reviewers,
 * Helpful votes on the reviews shown, blocked people and the viewer's part of who is looking. Skipped for a
 * visitor (`me` null). While a changed question loads, the last answer stands.
 */
export function usePanelMine(shopId: Id<"shops">, shown: readonly ShownReview[]) {
  const { me, counts } = useVotesCount();
  const reviewIds = askedAbout(shown, me?._id, counts);
  // Offline after a reload, the viewer's part as they last saw this shop (decision 31).
  const hasReviews = shown.length > 0;
  const { data: answer } = useKeptQuery(api.shopPanel.mine, me ? { shopId, reviewIds, hasReviews } : "skip", {
    latestAs: `shop ${shopId}`,
  });
  const [last, setLast] = useState<{ shopId: Id<"shops">; value: NonNullable<typeof answer> }>();
  if (answer !== undefined && answer !== last?.value) setLast({ shopId, value: answer });
  return { me, mine: answer ?? (last?.shopId === shopId ? last.value : undefined) };
}
