import { useQuery } from "convex/react";
import { useKeptPaginatedQuery } from "@/lib/kept/useKept";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_PAGE_SIZE } from "@convex/model/pagination";
import { MESSAGES } from "@convex/rules/messages";
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from "@convex/rules/reviewSort";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { BadgeList } from "@/components/people/BadgeList";
import { HelpfulButton } from "@/features/shop/HelpfulButton";
import { OwnReviewActions } from "@/components/reviews/OwnReviewActions";
import { ReviewCard } from "@/components/reviews/ReviewCard";
import { useVotesCount } from "@/features/shop/useVotesCount";
import { useBlockedIds } from "@/lib/useBlockedIds";
import { ReportButton } from "@/components/ReportButton";
import { VisitorHelpfulButton } from "@/features/shop/HelpfulButton";
import { reviewItemId, useReviewInSight } from "@/features/shop/useReviewInSight";

const PAGE = 5;

/**
 * The reviews shown that the viewer marked helpful (not the viewer's own). An established viewer's
 * votes are in the counts, so only reviews with votes are asked about and a new review arriving
 * does not change the question; a newer account's votes are not counted, so every review shown is
 * asked about, and while a changed question loads the last answer stands.
 */
function useHelpfulByMe(
  reviews: { _id: Id<"reviews">; userId: Id<"users">; helpfulCount?: number }[],
  me: Id<"users"> | undefined,
  counts: boolean,
) {
  const asked = reviews
    .filter((review) => review.userId !== me && (!counts || (review.helpfulCount ?? 0) > 0))
    .map((review) => review._id)
    .slice(0, MAX_PAGE_SIZE);
  const mine = useQuery(api.helpfulVotes.mine, me === undefined || asked.length === 0 ? "skip" : { reviewIds: asked });
  const [last, setLast] = useState<readonly Id<"reviews">[]>([]);
  if (mine !== undefined && mine !== last) setLast(mine);
  return new Set(asked.length === 0 ? [] : (mine ?? last));
}

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

/**
 * 'Shop Reviews', newest first or in another order the viewer picks, each with the reviewer's link
 * and shop-panel badge names, Helpful (or, on one's own, Edit and Delete), live. A visitor (not
 * signed in) reads them all; Helpful and Report ask them to join.
 */
export function ShopReviews({ shopId, focusReview }: { shopId: Id<"shops">; focusReview?: string | null }) {
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const blocked = useBlockedIds();
  const {
    results: all,
    status,
    loadMore,
  } = useKeptPaginatedQuery(api.reviews.listForShop, { shopId, sort }, { initialNumItems: PAGE });
  const results = all.filter((review) => !blocked.has(review.userId));
  useReviewInSight(focusReview, {
    ids: results.map((review) => review._id),
    canLoadMore: status === "CanLoadMore",
    loadMore: () => loadMore(PAGE),
  });
  const { me, counts } = useVotesCount();
  const helpfulByMe = useHelpfulByMe(results, me?._id, counts);
  const loading = status === "LoadingFirstPage";
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
                  <BadgeList userId={review.userId} compact />
                  <Timestamp time={review._creationTime} className="text-xs text-dark-grey" />
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton status={status} onClick={() => loadMore(PAGE)}>
        More reviews
      </LoadMoreButton>
    </div>
  );
}
