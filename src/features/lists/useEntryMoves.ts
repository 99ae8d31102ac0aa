import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { errorMessage } from "@/lib/errors";
import { movedOrder, movedText, neighboursAt } from "@/features/lists/listMoves";

type Entry = { _id: Id<"listEntries">; name: string };

/**
 * Moves an entry to a position (keyboard or pointer): the page shows the new order at once (an optimistic
 * update of lists.get), the server places it between the same two neighbours, and `announcement` says where it
 * went. An entry another editor removed meanwhile leaves quietly: the list shows it gone.
 */
export function useEntryMoves(listId: Id<"lists">, entries: Entry[]) {
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation(api.listEntries.move).withOptimisticUpdate((store, { entryId, after }) => {
    const list = store.getQuery(api.lists.get, { listId });
    if (!list) return;
    const ids = list.entries.map((entry) => entry._id).filter((id) => id !== entryId);
    const to = after === null ? 0 : ids.indexOf(after) + 1;
    const order = movedOrder(
      list.entries.map((entry) => entry._id),
      entryId,
      to,
    );
    const byId = new Map(list.entries.map((entry) => [entry._id, entry]));
    store.setQuery(api.lists.get, { listId }, { ...list, entries: order.map((id) => byId.get(id)!) });
  });

  const moveTo = (entry: Entry, to: number) => {
    const ids = entries.map((other) => other._id);
    const from = ids.indexOf(entry._id);
    const place = Math.max(0, Math.min(to, ids.length - 1));
    if (from < 0 || place === from) return;
    setProblem(null);
    setAnnouncement(movedText(entry.name, place + 1, ids.length));
    move({ entryId: entry._id, ...neighboursAt(ids, entry._id, place) }).catch((error: unknown) => {
      const message = errorMessage(error, MESSAGES.listSaveFailed);
      // Removed by another editor meanwhile: nothing to say, the entry has left the list.
      if (message !== MESSAGES.listEntryGone) setProblem(message);
    });
  };
  return { moveTo, announcement, problem };
}
