import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { ACTION_LABELS } from "@convex/rules/reports";
import { SectionCard } from "@/components/PageShell";
import { Timestamp } from "@/components/Timestamp";

/** The latest moderation actions: who, when, what, on whose item and why. */
export function ModerationLog() {
  const entries = useQuery(api.moderation.log);
  return (
    <SectionCard title="Recent actions" headingId="moderation-log-heading">
      {entries === undefined ? (
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
    </SectionCard>
  );
}
