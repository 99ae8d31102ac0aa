import { useMutation } from "convex/react";
import { useState, type DragEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { cityName } from "@convex/rules/placeNames";
import { MESSAGES } from "@convex/rules/messages";
import { ShopLink } from "@/components/ShopLink";
import { useSubmit } from "@/lib/useSubmit";
import { EntryNoteEditor } from "@/features/lists/EntryNote";

export type ListEntry = {
  _id: Id<"listEntries">;
  shopId: Id<"shops">;
  name: string;
  city: string;
  state: string;
  closed: boolean;
  note: string;
};

const SMALL =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-espresso hover:bg-latte-light aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

type Props = {
  entry: ListEntry;
  position: number;
  total: number;
  ranked: boolean;
  editable: boolean;
  highlighted: boolean;
  onMove: (to: number) => void;
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void };
};

/** One shop of a list: its place when ranked, its name (to its panel), town and note; for editors, the controls. */
export function EntryRow({ entry, position, total, ranked, editable, highlighted, onMove, drag }: Props) {
  const [editing, setEditing] = useState(false);
  const first = position === 1;
  const last = position === total;
  return (
    <li
      id={`entry-${entry.shopId}`}
      data-testid="list-entry"
      draggable={editable && !editing}
      {...(editable ? drag : {})}
      onKeyDown={(e) => {
        // Alt+Up / Alt+Down from anywhere in the row: the keyboard's drag.
        if (!editable || editing || !e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
        e.preventDefault();
        if (e.key === "ArrowUp" && !first) onMove(position - 2);
        if (e.key === "ArrowDown" && !last) onMove(position);
      }}
      className={`flex gap-3 rounded-xl border p-3 ${highlighted ? "border-latte bg-latte-light/50" : "border-light-grey bg-white"}`}
    >
      {ranked && (
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-espresso font-bold text-white"
        >
          {position}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <ShopLink shopId={entry.shopId} name={entry.name} className="min-h-8 font-semibold text-espresso" />
        <p className="text-sm text-dark-grey">
          {cityName(entry.city)}, {entry.state}
          {entry.closed && <span className="ml-2 font-semibold text-alert">Closed</span>}
        </p>
        {!editing && entry.note && <p className="mt-1 break-words whitespace-pre-line text-black">{entry.note}</p>}
        {editing && (
          <EntryNoteEditor
            entryId={entry._id}
            shopName={entry.name}
            note={entry.note}
            onDone={() => setEditing(false)}
          />
        )}
        {editable && !editing && (
          <EntryControls
            entry={entry}
            first={first}
            last={last}
            position={position}
            onMove={onMove}
            onNote={() => setEditing(true)}
          />
        )}
      </div>
      {editable && (
        <span
          aria-hidden
          title="Drag to reorder"
          className="hidden cursor-grab self-center px-1 text-xl text-grey sm:block"
        >
          ⠿
        </span>
      )}
    </li>
  );
}

/** Move up, Move down, the note and Remove, each named with the shop for screen readers. */
function EntryControls({
  entry,
  first,
  last,
  position,
  onMove,
  onNote,
}: {
  entry: ListEntry;
  first: boolean;
  last: boolean;
  position: number;
  onMove: (to: number) => void;
  onNote: () => void;
}) {
  const remove = useMutation(api.listEntries.remove);
  const removing = useSubmit(() => remove({ entryId: entry._id }), {
    errorToast: "list-entry-remove",
    failure: MESSAGES.listSaveFailed,
  });
  const named = <span className="sr-only">: {entry.name}</span>;
  return (
    <div className="-ml-3 mt-1 flex flex-wrap items-center" role="group" aria-label={`${entry.name}: change`}>
      <button type="button" className={SMALL} aria-disabled={first} onClick={() => !first && onMove(position - 2)}>
        Move up{named}
      </button>
      <button type="button" className={SMALL} aria-disabled={last} onClick={() => !last && onMove(position)}>
        Move down{named}
      </button>
      <button type="button" className={SMALL} onClick={onNote}>
        {entry.note ? "Edit note" : "Add note"}
        {named}
      </button>
      <button
        type="button"
        className={`${SMALL} text-alert`}
        aria-busy={removing.busy || undefined}
        onClick={() => void removing.run()}
      >
        Remove{named}
      </button>
    </div>
  );
}
