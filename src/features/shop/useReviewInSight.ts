import { useEffect, useRef } from "react";

/** Pages of reviews loaded, at most, looking for the one to show. */
const PAGES_AT_MOST = 10;
/** Room above the review once scrolled to, so its top edge is not flush with the header. */
const ROOM_ABOVE_PX = 8;

/** The element id of a review's item in the panel's list. */
export const reviewItemId = (reviewId: string) => `review-${reviewId}`;

/**
 * After a review is written or edited the app opens its shop's panel (decision 17): the panel's
 * list scrolls to that review and focuses it, loading more pages while it is not among those
 * loaded (a few, at most). Once, per review.
 */
export function useReviewInSight(
  reviewId: string | null | undefined,
  { ids, canLoadMore, loadMore }: { ids: readonly string[]; canLoadMore: boolean; loadMore: () => void },
) {
  const done = useRef<string | null>(null);
  const pages = useRef(0);
  useEffect(() => {
    if (!reviewId || done.current === reviewId) return;
    if (!ids.includes(reviewId)) {
      if (canLoadMore && pages.current < PAGES_AT_MOST) {
        pages.current += 1;
        loadMore();
      }
      return;
    }
    const item = document.getElementById(reviewItemId(reviewId));
    if (!item) return;
    done.current = reviewId;
    // Only the panel's own scrolling part moves: scrollIntoView would also shift the page around it.
    const scroller = item.closest<HTMLElement>("[data-sheet-scroll]");
    if (scroller) {
      scroller.scrollTop += item.getBoundingClientRect().top - scroller.getBoundingClientRect().top - ROOM_ABOVE_PX;
    }
    item.focus({ preventScroll: true });
  }, [reviewId, ids, canLoadMore, loadMore]);
}
