import { useMutation } from "convex/react";
import { ConvexError } from "convex/values";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { errorMessage } from "@/lib/errors";
import { useSubmit } from "@/lib/useSubmit";

export type PickerNote = { tone: "ok" | "problem"; text: string } | null;
export type Pickable = {
  _id: Id<"lists">;
  title: string;
  entryId: Id<"listEntries"> | null;
};

/**
 * Ticking a list adds the shop, unticking removes its entry. What happened is said in the dialog (`onNote`): a
 * shop another editor just put on the list is "already on" it, in so many words.
 */
export function useListToggle(shopId: Id<"shops">, onNote: (note: PickerNote) => void) {
  const add = useMutation(api.listEntries.add);
  const remove = useMutation(api.listEntries.remove);
  return useSubmit(
    async (list: Pickable) => {
      if (list.entryId !== null) {
        await remove({ entryId: list.entryId });
        onNote({ tone: "ok", text: MESSAGES.listRemovedShop(list.title) });
        return;
      }
      try {
        await add({ listId: list._id, shopId });
      } catch (error) {
        if (errorMessage(error, "") === MESSAGES.listShopAlreadyThere)
          throw new ConvexError(MESSAGES.listShopAlreadyOn(list.title));
        throw error;
      }
      onNote({ tone: "ok", text: MESSAGES.listAdded(list.title) });
    },
    {
      failure: MESSAGES.listPickerFailed,
      report: (message) => {
        if (message !== null) onNote({ tone: "problem", text: message });
      },
    },
  );
}
