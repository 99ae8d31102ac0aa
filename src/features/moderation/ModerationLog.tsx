import { usePaginatedQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { ACTION_LABELS, MODERATION_PAGE } from "@convex/rules/reports";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { SectionCard } from "@/components/PageShell";
import { Timestamp } from "@/components/Timestamp";

/** The moderation actions, newest first, a page at a time: who, when, what, on whose item and why. */
export function ModerationLog() {
  const {
    results: entries,
    status,
    loadMore,
  } = usePaginatedQuery(api.moderation.log, {}, { initialNumItems: MODERATION_PAGE });
  return (
    <SectionCard title="Recent actions" headingId="moderation-log-heading">
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-dark-grey">No actions yet.</p>
      ) : (
        <ul aria-labelledby="moderation-log-heading" className="divide-y divide-light-grey text-sm">
          {entries.map((entry) => (
            <li key={entry._id} className="py-2">
              <p>
                <span className="font-semibold text-espresso">{entry.moderatorName}</span>:{" "}
                {ACTION_LABELS[entry.action]} · {entry.subject.split(":")[0]} by {entry.ownerName}
              </p>
              <p className="break-words text-dark-grey">
                {entry.reason} · <Timestamp time={entry._creationTime} withTime />
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton status={status} className="w-full" onClick={() => loadMore(MODERATION_PAGE)}>
        Load more actions
      </LoadMoreButton>
    </SectionCard>
  );
}
