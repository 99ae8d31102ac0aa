import { usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import {
  ACTION_LABELS,
  MODERATION_PAGE,
  REPORT_REASONS,
  waitedText,
  waitingText,
  type ModerationAction,
  type ReportReason,
} from "@convex/rules/reports";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Card } from "@/components/PageShell";
import { ShopLink } from "@/components/ShopLink";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { ModerationDialog } from "@/features/moderation/ModerationDialog";

type QueueItem = FunctionReturnType<typeof api.moderation.queue>["page"][number];

const KIND_LABELS = { review: "Review", photo: "Photo", shop: "Shop", profile: "Profile", comment: "Comment" } as const;

/**
 * The waiting items, heaviest first (reports weighed by their reporters' standing, the app's own flags
 * above them) and longest waiting among equals, live, a page at a time; how many wait in all.
 */
export function ModerationQueue() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.moderation.queue,
    {},
    { initialNumItems: MODERATION_PAGE },
  );
  const waiting = useQuery(api.moderation.waiting);
  const now = useMinuteClock();
  return (
    <section aria-labelledby="moderation-queue-heading" className="min-w-0 space-y-3">
      <h2 id="moderation-queue-heading" className="text-lg font-semibold text-espresso">
        Reported items
        {waiting !== undefined && waiting > 0 && (
          <span role="status" className="ml-2 text-sm font-normal text-dark-grey">
            {waitingText(waiting)}
          </span>
        )}
      </h2>
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : results.length === 0 ? (
        <p className="text-dark-grey">Nothing waits for a moderator. New reports appear here as they arrive.</p>
      ) : (
        <ul aria-label="Reported items" className="space-y-3">
          {results.map((item) => (
            <li key={item.subject}>
              <QueueCard item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton status={status} className="w-full" onClick={() => loadMore(MODERATION_PAGE)} />
    </section>
  );
}

function QueueCard({ item, now }: { item: QueueItem; now: number }) {
  const [acting, setActing] = useState<ModerationAction | null>(null);
  const { preview } = item;
  return (
    <Card>
      <article aria-label={preview.title} className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-dark-grey">
          <span className="rounded-full bg-light-grey px-2 py-0.5 font-semibold text-espresso">
            {KIND_LABELS[item.kind]}
          </span>
          <span>
            {item.reports > 0 && `${item.reports} ${item.reports === 1 ? "report" : "reports"} · `}
            waiting {waitedText(item.firstReportedAt, now)}
          </span>
          {preview.hidden && (
            <span className="rounded-full bg-alert/10 px-2 py-0.5 font-semibold text-alert">Hidden</span>
          )}
        </p>
        <h3 className="font-semibold break-words text-espresso">{preview.title}</h3>
        {item.flag && (
          <p className="rounded-lg bg-latte-light px-3 py-2 text-sm break-words">
            <span className="font-semibold">Flagged by Brew Map:</span> {item.flag}
          </p>
        )}
        {item.kind === "shop" && !preview.gone && (
          // A flagged shop is judged on its panel: its reviews, and who wrote them.
          <ShopLink shopId={item.itemId as Id<"shops">} name="Open the shop" className="text-sm text-espresso" />
        )}
        {preview.text && <p className="line-clamp-4 break-words whitespace-pre-line text-dark-grey">{preview.text}</p>}
        {preview.photoUrl && (
          <img src={preview.photoUrl} alt={preview.title} className="h-32 w-32 rounded-lg object-cover" />
        )}
        <ul aria-label="Reasons given" className="space-y-1 text-sm">
          {item.reasons.map((report, i) => (
            <li key={i}>
              <span className="font-medium">{REPORT_REASONS[report.reason as ReportReason] ?? report.reason}</span>
              {report.note && <span className="break-words text-dark-grey">: {report.note}</span>}
            </li>
          ))}
        </ul>
        <div role="group" aria-label={`Act on ${preview.title}`} className="flex flex-wrap gap-2 pt-1">
          {item.actions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setActing(action)}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${action === "remove" || action === "suspend" ? "border-alert text-alert hover:bg-alert/10" : "border-espresso text-espresso hover:bg-latte-light"}`}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      </article>
      {acting && (
        <ModerationDialog
          subject={item.subject}
          title={preview.title}
          action={acting}
          onClose={() => setActing(null)}
        />
      )}
    </Card>
  );
}
