import { usePaginatedQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { describeOpeningHours } from "@convex/rules/hoursText";
import { websiteText } from "@convex/rules/links";
import { SHOP_FIELD_LABELS, type EditableField } from "@convex/rules/shopForm";
import { EDIT_HISTORY_PAGE, EditHistory } from "@/components/EditHistory";
import { Timestamp } from "@/components/Timestamp";

const fieldLabel = (field: string) => SHOP_FIELD_LABELS[field as EditableField] ?? field;
/** A recorded value as people read it: opening hours in words, not OpenStreetMap's notation; a website
 * by its real host when the typed one would mislead (rules/links.ts). */
function valueText(field: string, value: string): string {
  if (field === "openingHours") return describeOpeningHours(value) || "(empty)";
  return (field === "website" && value ? websiteText(value) : value) || "(empty)";
}

/** A shop's last edit and its edit history, newest first, live. Self-contained: give it the shop's id. */
export function ShopHistory({ shopId }: { shopId: Id<"shops"> }) {
  const edits = usePaginatedQuery(api.shops.history, { shopId }, { initialNumItems: EDIT_HISTORY_PAGE });
  const last = edits.results[0];
  return (
    <EditHistory
      edits={edits}
      empty="No edits yet. This shop is as it was added."
      lead={
        last && (
          <p className="text-sm">
            Last edited by <strong>{last.editorName}</strong> on <Timestamp time={last._creationTime} withTime />
          </p>
        )
      }
    >
      {(entry) => (
        <ul className="space-y-0.5">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{fieldLabel(change.field)}:</span>{" "}
              <del className="text-dark-grey">{valueText(change.field, change.before)}</del> →{" "}
              <ins className="no-underline">{valueText(change.field, change.after)}</ins>
            </li>
          ))}
        </ul>
      )}
    </EditHistory>
  );
}
