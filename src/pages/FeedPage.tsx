import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { needsPagination } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import { PageShell } from "@/components/PageShell";
import { FeedItemCard } from "@/features/feed/FeedItemCard";
import { FeedPager } from "@/features/feed/FeedPager";
import { useFeed } from "@/features/feed/useFeed";
import { PeopleSearch } from "@/features/people/PeopleSearch";
import { PeopleSuggestions } from "@/features/people/PeopleSuggestions";

/** /feed, /feed?page=N: the page is in the address, so back, forward and reload keep it. */
export default function FeedPage() {
  const [params, setParams] = useSearchParams();
  const page = feedPageParam(params.get("page"));
  const feed = useFeed(page);
  const top = useRef<HTMLDivElement>(null);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    top.current?.scrollIntoView?.({ block: "start" });
  };

  // Past the last page (activity aged out, a hand-typed number) the server shows the last one; so
  // does the address.
  const lastPage = feed?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage)
      setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [page, lastPage, setParams]);

  return (
    <PageShell title="Friends' Activity (Last 30 Days)">
      <div className="mb-6">
        <PeopleSearch />
      </div>
      <div ref={top} className="scroll-mt-20">
        {feed === undefined ? (
          <p role="status" className="text-dark-grey">
            {MESSAGES.loading}
          </p>
        ) : feed.items.length === 0 ? (
          <div className="space-y-6">
            <p className="text-dark-grey">{MESSAGES.noFeed}</p>
            <PeopleSuggestions />
          </div>
        ) : (
          <div className="space-y-4">
            <ul aria-label="Friends' activity" className="space-y-4">
              {feed.items.map((item) => (
                <li key={item._id}>
                  <FeedItemCard item={item} />
                </li>
              ))}
            </ul>
            {needsPagination(feed.totalItems) && <FeedPager page={feed.page} pages={feed.totalPages} onPage={goTo} />}
          </div>
        )}
      </div>
    </PageShell>
  );
}

/** The page number in the address: a whole number from 1, else the first page. */
function feedPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
