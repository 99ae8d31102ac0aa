import { useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import { FEED_TIME_BUCKET_MS, coarseNow } from "@convex/rules/feed";

/** The clock rounded down to the minute, ticking once a minute (the feed's window start). */
function useCoarseNow(): number {
  const [now, setNow] = useState(() => coarseNow(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(coarseNow(Date.now())), FEED_TIME_BUCKET_MS / 4);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** One page of the friends' feed, live; the previous answer stays on screen while the next loads. */
export function useFeed(page: number) {
  const now = useCoarseNow();
  const result = useQuery(api.feed.list, { now, page });
  const [shown, setShown] = useState(result);
  if (result !== undefined && result !== shown) setShown(result);
  return result ?? shown;
}
