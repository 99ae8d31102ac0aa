import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { listViewersText } from "@convex/rules/presence";
import { usePresence } from "@/lib/usePresence";

/** "Ana and 2 others are looking at this list too.", live while the page is open; nothing when no one else is. */
export function ListViewers({ listId }: { listId: Id<"lists"> }) {
  const join = useMutation(api.presence.listJoin);
  const leave = useMutation(api.presence.listLeave);
  usePresence(
    listId,
    (sessionId) => join({ listId, sessionId }),
    (sessionId) => leave({ listId, sessionId }),
  );
  const viewers = useQuery(api.presence.listViewers, { listId });
  const text = viewers ? listViewersText(viewers.names, viewers.others, viewers.capped) : "";
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-dark-grey ${text ? "" : "sr-only"}`}>
      {text && <span aria-hidden className="inline-block size-2.5 shrink-0 animate-pulse rounded-full bg-latte" />}
      {text}
    </p>
  );
}
