import { usePaginatedQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { paths } from "@/lib/routes";
import { BadgeList } from "../badges/BadgeList";
import { ReviewCard } from "../reviews/ReviewCard";

const PAGE = 5;

/** 'Shop Reviews', newest first, each with the reviewer's link and shop-panel badge names, live. */
export function ShopReviews({ shopId }: { shopId: Id<"shops"> }) {
  const { results, status, loadMore } = usePaginatedQuery(api.reviews.listForShop, { shopId }, { initialNumItems: PAGE });
  if (status === "LoadingFirstPage") return <p role="status" className="text-sm text-dark-grey">{MESSAGES.loading}</p>;
  if (results.length === 0) return <p className="text-dark-grey">{MESSAGES.noShopReviews}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label="Shop Reviews" className="space-y-3">
        {results.map((review) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              heading={
                <Link to={paths.otherUser(review.userId, review.userName)} state={{ userId: review.userId }} className="underline decoration-latte underline-offset-2 hover:text-latte">
                  {review.userName}
                </Link>
              }
              footer={
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-light-grey pt-2">
                  <BadgeList userId={review.userId} reading="shop" />
                  <time dateTime={new Date(review._creationTime).toISOString()} className="text-xs text-dark-grey">
                    {new Date(review._creationTime).toLocaleDateString()}
                  </time>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button variant="secondary" busy={status === "LoadingMore"} onClick={() => loadMore(PAGE)}>
          More reviews
        </Button>
      )}
    </div>
  );
}
