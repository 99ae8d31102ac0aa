import { usePaginatedQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { describeOpeningHours } from "@convex/rules/openingHours";
import { SHOP_FIELD_LABELS, type EditableField } from "@convex/rules/shopForm";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Timestamp } from "@/components/Timestamp";

const PAGE_SIZE = 5;

const fieldLabel = (field: string) => SHOP_FIELD_LABELS[field as EditableField] ?? field;
/** A recorded value as people read it: opening hours in words, not OpenStreetMap's notation. */
const valueText = (field: string, value: string) => (field === "openingHours" ? describeOpeningHours(value) : value) || "(empty)";

/** A shop's last edit and its edit history, newest first, live. Self-contained: give it the shop's id. */
export function ShopHistory({ shopId }: { shopId: Id<"shops"> }) {
  const { results, status, loadMore } = usePaginatedQuery(api.shops.history, { shopId }, { initialNumItems: PAGE_SIZE });
  const last = results[0];

  return (
    <section aria-labelledby={`history-${shopId}`} className="space-y-2">
      <h2 id={`history-${shopId}`} className="text-lg font-semibold text-espresso">
        Edit history
      </h2>
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-sm text-dark-grey">{MESSAGES.loading}</p>
      ) : !last ? (
        <p className="text-sm text-dark-grey">No edits yet. This shop is as it was added.</p>
      ) : (
        <>
          <p className="text-sm">
            Last edited by <strong>{last.editorName}</strong> on <Timestamp time={last._creationTime} withTime />
          </p>
          <ol className="space-y-2">
            {results.map((entry) => (
              <li key={entry._id} className="rounded-lg bg-light-grey p-3 text-sm">
                <p className="font-medium text-dark-grey">
                  {entry.editorName} · <Timestamp time={entry._creationTime} withTime />
                </p>
                <ul className="mt-1 space-y-0.5">
                  {entry.changes.map((change) => (
                    <li key={change.field} className="break-words">
                      <span className="font-medium">{fieldLabel(change.field)}:</span>{" "}
                      <del className="text-dark-grey">{valueText(change.field, change.before)}</del> → <ins className="no-underline">{valueText(change.field, change.after)}</ins>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <LoadMoreButton status={status} onClick={() => loadMore(PAGE_SIZE)}>
            Show older edits
          </LoadMoreButton>
        </>
      )}
    </section>
  );
}
