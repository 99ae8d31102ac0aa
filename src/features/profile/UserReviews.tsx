import { usePaginatedQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { ReviewCard } from "../reviews/ReviewCard";

const PAGE_SIZE = 10;

/** A user's reviews, newest first, live, a page at a time. */
export function UserReviews({ userId }: { userId: Id<"users"> }) {
  const { results, status, loadMore } = usePaginatedQuery(api.reviews.listForUser, { userId }, { initialNumItems: PAGE_SIZE });
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
              heading={<h3>{review.shopName}</h3>}
              footer={
                <p className="text-xs text-dark-grey">
                  <time dateTime={new Date(review._creationTime).toISOString()}>
                    {new Date(review._creationTime).toLocaleDateString(undefined, { dateStyle: "medium" })}
                  </time>
                </p>
              }
            />
          </li>
        ))}
      </ul>
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button variant="secondary" className="w-full" busy={status === "LoadingMore"} onClick={() => loadMore(PAGE_SIZE)}>
          Load more
        </Button>
      )}
    </div>
  );
}
