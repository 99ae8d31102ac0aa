import { useRef, type DragEvent } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { Alert } from "@/components/Alert";
import { EntryRow, type ListEntry } from "@/features/lists/EntryRow";
import { useEntryMoves } from "@/features/lists/useEntryMoves";

/**
 * A list's shops in their order, numbered when ranked. Editors reorder by dragging a row (a pointer), by Move up /
 * Move down or Alt+Up / Alt+Down (the keyboard); a hidden live region says where the entry went.
 */
export function ListEntries({
  listId,
  entries,
  ranked,
  editable,
  highlighted,
}: {
  listId: Id<"lists">;
  entries: ListEntry[];
  ranked: boolean;
  editable: boolean;
  highlighted: string | null;
}) {
  const { moveTo, announcement, problem } = useEntryMoves(listId, entries);
  const dragged = useRef<Id<"listEntries"> | null>(null);
  const dragFor = (entry: ListEntry, index: number) => ({
    onDragStart: (e: DragEvent) => {
      dragged.current = entry._id;
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", entry.name);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged.current !== null) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const moving = entries.find((other) => other._id === dragged.current);
      dragged.current = null;
      if (moving) moveTo(moving, index);
    },
  });
  const List = ranked ? "ol" : "ul";
  return (
    <div className="space-y-2">
      {problem && <Alert look="box">{problem}</Alert>}
      {entries.length === 0 ? (
        <p className="text-dark-grey">No shops on this list yet.</p>
      ) : (
        <List aria-label="Shops on this list" className="space-y-2">
          {entries.map((entry, index) => (
            <EntryRow
              key={entry._id}
              entry={entry}
              position={index + 1}
              total={entries.length}
              ranked={ranked}
              editable={editable}
              highlighted={highlighted === entry.shopId}
              onMove={(to) => moveTo(entry, to)}
              drag={dragFor(entry, index)}
            />
          ))}
        </List>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
