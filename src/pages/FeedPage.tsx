import { useRef, useState } from "react";
import { needsPagination } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import { PageShell } from "../components/PageShell";
import { FeedItemCard } from "../features/feed/FeedItemCard";
import { FeedPager } from "../features/feed/FeedPager";
import { useFeed } from "../features/feed/useFeed";

export default function FeedPage() {
  const [page, setPage] = useState(1);
  const feed = useFeed(page);
  const top = useRef<HTMLDivElement>(null);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: "start" });
  };

  return (
    <PageShell title="Friends' Activity (Last 30 Days)">
      <div ref={top} className="scroll-mt-20">
        {feed === undefined ? (
          <p role="status" className="text-dark-grey">
            {MESSAGES.loading}
          </p>
        ) : feed.items.length === 0 ? (
          <p className="text-dark-grey">{MESSAGES.noFeed}</p>
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
