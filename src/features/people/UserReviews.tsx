import { usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useMemo, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_PAGE_SIZE } from "@convex/model/pagination";
import { MESSAGES } from "@convex/rules/messages";
import { PROFILE_REVIEWS } from "@convex/rules/people";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { ShopLink } from "@/components/ShopLink";
import { Timestamp } from "@/components/Timestamp";
import { OwnReviewActions } from "@/components/reviews/OwnReviewActions";
import { usePersonMine } from "@/features/people/personMine";
import { ReviewCard } from "@/components/reviews/ReviewCard";

type Person = NonNullable<FunctionReturnType<typeof api.people.profile>>;
type FirstPage = Pick<Person, "reviews" | "moreReviews">;

/**
 * The reviews to show: the first page, which comes with the profile (people.profile), until "Load more" pages
 * through reviews.listForUser (the first page again and the next); the first stays in sight while those load.
 */
function useReviewPages(userId: Id<"users">, first: FirstPage | undefined) {
  const [more, setMore] = useState(false);
  const pages = usePaginatedQuery(api.reviews.listForUser, more ? { userId } : "skip", {
    initialNumItems: 2 * PROFILE_REVIEWS,
  });
  if (!more || (pages.status === "LoadingFirstPage" && first)) {
    const status = !first ? "LoadingFirstPage" : more ? "LoadingMore" : first.moreReviews ? "CanLoadMore" : "Exhausted";
    return { results: first?.reviews ?? [], status, loadMore: () => setMore(true) } as const;
  }
  return { results: pages.results, status: pages.status, loadMore: () => pages.loadMore(PROFILE_REVIEWS) } as const;
}

/**
 * A user's reviews, newest first, live, a page at a time; one's own with Edit and Delete. `first`: the profile's
 * first page (undefined while it loads).
 */
export function UserReviews({ userId, first }: { userId: Id<"users">; first: FirstPage | undefined }) {
  const { results, status, loadMore } = useReviewPages(userId, first);
  const me = useQuery(api.users.me);
  const viewer = usePersonMine();
  // Which of the shown reviews the viewer cheered comes with the page's own query (a card asks nothing of its
  // own), asked about the reviews with cheers once the first page is in; one's own reviews they cannot cheer.
  // The page's question changes only when these ids do (PersonMineProvider compares them).
  const cheerable = useMemo(
    () =>
      results
        .filter((review) => review.cheerCount > 0 && review.userId !== me?._id)
        .map((review) => review._id)
        .slice(0, MAX_PAGE_SIZE),
    [results, me?._id],
  );
  const loaded = status !== "LoadingFirstPage" && me !== undefined;
  const ask = viewer?.ask;
  useEffect(() => {
    if (ask && loaded) ask(cheerable);
  }, [ask, loaded, cheerable]);
  const answer = viewer?.answer;
  const cheeredNow = (id: Id<"reviews">, count: number) =>
    count === 0 ? false : answer && cheerable.includes(id) ? answer.cheered.includes(id) : undefined;
  if (answer?.blocked) return <p className="text-dark-grey">Hidden: you blocked this person.</p>;
  // Another person's page knows whom the viewer blocked before any review shows, so none flashes by.
  if (status === "LoadingFirstPage" || (viewer && answer === undefined)) {
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
      <LoadMoreButton status={status} className="w-full" onClick={loadMore} />
    </div>
  );
}
