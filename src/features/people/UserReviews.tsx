import { usePaginatedQuery, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_PAGE_SIZE } from "@convex/model/pagination";
import { MESSAGES } from "@convex/rules/messages";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { ShopLink } from "@/components/ShopLink";
import { Timestamp } from "@/components/Timestamp";
import { OwnReviewActions } from "@/components/reviews/OwnReviewActions";
import { useBlockedIds } from "@/lib/useBlockedIds";
import { ReviewCard } from "@/components/reviews/ReviewCard";

const PAGE_SIZE = 10;

/** A user's reviews, newest first, live, a page at a time; one's own with Edit and Delete. */
export function UserReviews({ userId }: { userId: Id<"users"> }) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.reviews.listForUser,
    { userId },
    { initialNumItems: PAGE_SIZE },
  );
  const me = useQuery(api.users.me);
  // Which of the shown reviews the viewer cheered, asked once for the page (a card asks nothing of its own);
  // reviews nobody cheered need no asking. Their own reviews they cannot cheer.
  const cheerable = results.filter((review) => review.cheerCount > 0).map((review) => review._id);
  const asked = me && me._id !== userId && cheerable.length > 0 ? cheerable.slice(0, MAX_PAGE_SIZE) : null;
  const cheered = useQuery(api.cheers.mine, asked ? { targetIds: asked } : "skip");
  const cheeredNow = (id: Id<"reviews">, count: number) =>
    count === 0 ? false : asked?.includes(id) && cheered ? cheered.includes(id) : undefined;
  const blocked = useBlockedIds().has(userId);
  if (blocked) return <p className="text-dark-grey">Hidden: you blocked this person.</p>;
  if (status === "LoadingFirstPage") {
    return (
      <p role="status" className="text-dark-grey">
        {MESSAGES.profileLoading}
      </p>
    );
  }
  if (results.length === 0) return <p className="text-dark-grey">{MESSAGES.noReviewsFound}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label="Reviews" className="space-y-3">
        {results.map((review) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              cheered={cheeredNow(review._id, review.cheerCount)}
              actions={me !== undefined && review.userId === me?._id ? <OwnReviewActions review={review} /> : undefined}
              heading={
                <h3>
                  <ShopLink shopId={review.shopId} name={review.shopName} />
                </h3>
              }
              footer={
                <p className="text-xs text-dark-grey">
                  <Timestamp time={review._creationTime} />
                </p>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton status={status} className="w-full" onClick={() => loadMore(PAGE_SIZE)} />
    </div>
  );
}
