import { useKeptPaginatedQuery } from "@/lib/kept/useKept";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PANEL_REVIEWS as PAGE, withoutBlocked } from "@convex/rules/shopPanel";
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from "@convex/rules/reviewSort";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { ReviewerBadges } from "@/components/people/BadgeList";
import { HelpfulButton } from "@/features/shop/HelpfulButton";
import { OwnReviewActions } from "@/components/reviews/OwnReviewActions";
import { ReviewCard } from "@/components/reviews/ReviewCard";
import { useVotesCount } from "@/features/shop/useVotesCount";
import { ReportButton } from "@/components/ReportButton";
import { VisitorHelpfulButton } from "@/features/shop/HelpfulButton";
import { reviewItemId, useReviewInSight } from "@/features/shop/useReviewInSight";
import type { PanelShared } from "@/features/shop/panelTypes";

/** Helpful and Report as a visitor sees them: each asks them to join first (decision 30). */
function VisitorReviewActions({ review }: { review: { _id: Id<"reviews">; userName: string } }) {
  return (
    <>
      <VisitorHelpfulButton userName={review.userName} />
      <ReportButton kind="review" itemId={review._id} about={`review by ${review.userName}`} />
    </>
  );
}

/** The order of the reviews, newest first unless the viewer picks another. */
function ReviewSortSelect({ sort, onChange }: { sort: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const sortId = useId();
  return (
    <div className="flex items-center justify-end gap-2">
      <label htmlFor={sortId} className="text-sm font-medium text-dark-grey">
        Sort by
      </label>
      <select
        id={sortId}
        value={sort}
        onChange={(event) => onChange(event.target.value as ReviewSort)}
        className="min-h-11 rounded-lg border border-grey/60 bg-white px-3 text-sm text-black"
      >
        {REVIEW_SORTS.map((option) => (
          <option key={option} value={option}>
            {REVIEW_SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The reviews to show: the shared first page, until "More reviews" or another order pages through reviews.listForShop. */
function useReviewPages(shopId: Id<"shops">, sort: ReviewSort, first: PanelShared["reviews"], moreFirst: boolean) {
  const [more, setMore] = useState(false);
  const paged = more || sort !== DEFAULT_REVIEW_SORT;
  const pages = useKeptPaginatedQuery(
    api.reviews.listForShop,
    paged ? { shopId, sort } : "skip",
    // Asked for more of the newest: the first page again and the next one.
    { initialNumItems: sort === DEFAULT_REVIEW_SORT ? 2 * PAGE : PAGE },
  );
  const all = paged ? pages.results : first;
  const status = paged ? pages.status : moreFirst ? "CanLoadMore" : "Exhausted";
  const loadMore = paged ? () => pages.loadMore(PAGE) : () => setMore(true);
  return { all, status, loadMore };
}

/** What the panel gives the reviews: the shared first page and the viewer's own answers. */
type ShopReviewsProps = {
  shopId: Id<"shops">;
  focusReview?: string | null;
  /** The newest reviews and whether there are more (shared panel query). */
  first: PanelShared["reviews"];
  moreFirst: boolean;
  reviewerBadges: PanelShared["reviewerBadges"];
  /** The people the viewer blocked (none for a visitor), and the reviews they marked helpful; undefined while loading. */
  blockedIds: readonly string[] | undefined;
  helpfulByMe: readonly string[];
  /** The reviews shown that the viewer cheered (from the panel's own query); undefined while unknown. */
  cheeredByMe: readonly string[] | undefined;
  /** The reviews on screen, for the panel's per-viewer query to ask about their votes. */
  onShown: (reviews: PanelShared["reviews"]) => void;
};

/**
 * 'Shop Reviews', newest first or in another order the viewer picks, each with the reviewer's link
 * and shop-panel badge names, Helpful (or, on one's own, Edit and Delete), live. The first page is the
 * shared panel query's; "More reviews" or another order pages through reviews.listForShop. A visitor
 * (not signed in) reads them all; Helpful and Report ask them to join.
 */
export function ShopReviews(props: ShopReviewsProps) {
  const { shopId, focusReview, first, moreFirst, blockedIds, onShown } = props;
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const { all, status, loadMore } = useReviewPages(shopId, sort, first, moreFirst);
  const results = withoutBlocked(all, blockedIds ?? []);
  useEffect(() => onShown(all), [all, onShown]);
  useReviewInSight(focusReview, {
    ids: results.map((review) => review._id),
    canLoadMore: status === "CanLoadMore",
    loadMore,
  });
  const { me } = useVotesCount();
  const helpfulByMe = new Set(props.helpfulByMe);
  const badgesOf = new Map(props.reviewerBadges.map((row) => [row.userId, row.counts]));
  // A signed-in viewer's blocks are known before any review shows, so none of a blocked person's flashes by.
  const loading = status === "LoadingFirstPage" || (me !== null && blockedIds === undefined);
  if (loading && sort === DEFAULT_REVIEW_SORT)
    return (
      <p role="status" className="text-sm text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  if (!loading && results.length === 0) return <p className="text-dark-grey">{MESSAGES.noShopReviews}</p>;
  return (
    <div className="space-y-3">
      <ReviewSortSelect sort={sort} onChange={setSort} />
      {loading && (
        <p role="status" className="text-sm text-dark-grey">
          {MESSAGES.loading}
        </p>
      )}
      <ul aria-label="Shop Reviews" className="space-y-3">
        {results.map((review) => (
          <li
            key={review._id}
            id={reviewItemId(review._id)}
            // The review just written or edited is focused (useReviewInSight), and marked.
            tabIndex={review._id === focusReview ? -1 : undefined}
            className="rounded-xl focus:outline-3 focus:outline-latte"
          >
            <ReviewCard
              review={review}
              cheered={props.cheeredByMe?.includes(review._id)}
              heading={
                <Link
                  to={paths.otherUser(review.userId, review.userName)}
                  state={{ userId: review.userId }}
                  className="inline-flex min-h-11 items-center underline decoration-latte underline-offset-2 hover:text-latte"
                >
                  {review.userName}
                </Link>
              }
              actions={
                me === undefined ? null : me === null ? (
                  <VisitorReviewActions review={review} />
                ) : review.userId === me._id ? (
                  <OwnReviewActions review={review} />
                ) : (
                  <>
                    <HelpfulButton review={{ ...review, helpfulByMe: helpfulByMe.has(review._id) }} />
                    <ReportButton kind="review" itemId={review._id} about={`review by ${review.userName}`} />
                  </>
                )
              }
              footer={
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-light-grey pt-2">
                  <ReviewerBadges userId={review.userId} known={badgesOf.get(review.userId)} />
                  <Timestamp time={review._creationTime} className="text-xs text-dark-grey" />
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton status={status} onClick={loadMore}>
        More reviews
      </LoadMoreButton>
    </div>
  );
}
