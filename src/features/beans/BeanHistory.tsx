import { useMutation, usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { EDIT_HISTORY_PAGE, EditHistory } from "@/components/EditHistory";
import { formatDateTime } from "@/lib/dates";
import { useSubmit } from "@/lib/useSubmit";

const RESTORE_TOAST = "restore-beans";
/** Bean names shown per line before "and N more": an emptied 50-bean list stays one short line. */
const NAMES_SHOWN = 3;

type BeanEdit = FunctionReturnType<typeof api.beans.history>["page"][number];

const names = (list: string[]) =>
  list.length <= NAMES_SHOWN
    ? list.join(", ")
    : `${list.slice(0, NAMES_SHOWN).join(", ")} and ${list.length - NAMES_SHOWN} more`;

/** The before → after of an edit, one line per kind of change. */
function summary(edit: BeanEdit): string[] {
  const lines: string[] = [];
  if (edit.added.length > 0) lines.push(`Added ${names(edit.added)}`);
  if (edit.changed.length > 0) lines.push(`Changed ${names(edit.changed)}`);
  if (edit.removed.length > 0)
    lines.push(`${edit.afterCount === 0 ? "Removed all beans" : "Removed"}: ${names(edit.removed)}`);
  if (lines.length === 0) lines.push("Reordered the beans");
  return lines;
}

/**
 * A shop's bean edits, newest first, live, each with a button that sets the list back to how it was
 * before that edit. `onRestored` runs once a restore is saved (the page shows the restored list).
 */
export function BeanHistory({ shopId, onRestored }: { shopId: Id<"shops">; onRestored: () => void }) {
  const edits = usePaginatedQuery(api.beans.history, { shopId }, { initialNumItems: EDIT_HISTORY_PAGE });
  const restoreBeans = useMutation(api.beans.restore);
  const [restored, setRestored] = useState<string | null>(null);
  const restore = useSubmit(
    async (edit: BeanEdit) => {
      setRestored(null);
      await restoreBeans({ shopId, editId: edit._id });
      setRestored(`Restored the beans from before ${edit.editorName}'s edit of ${formatDateTime(edit._creationTime)}.`);
      onRestored();
    },
    { errorToast: RESTORE_TOAST, failure: MESSAGES.beansRestoreFailed },
  );

  return (
    <EditHistory
      edits={edits}
      empty="No edits yet. Every save of this list shows here and can be undone."
      listLabel="Bean edits"
      notice={
        <p role="status" className="text-sm text-dark-grey empty:hidden">
          {restored}
        </p>
      }
    >
      {(edit) => {
        const restoring = restore.pending?._id === edit._id;
        return (
          <>
            {edit.restoredFrom && <p className="italic">Restored an earlier version</p>}
            <ul className="space-y-0.5">
              {summary(edit).map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              className="w-full"
              busy={restoring}
              disabled={restore.busy}
              aria-label={`Restore the list from before ${edit.editorName}'s edit of ${formatDateTime(edit._creationTime)}`}
              onClick={() => void restore.run(edit)}
            >
              {restoring ? "Restoring…" : "Restore the list before this edit"}
            </Button>
          </>
        );
      }}
    </EditHistory>
  );
}
