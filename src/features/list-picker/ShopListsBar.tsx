import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { JoinButton } from "@/components/JoinPrompt";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { AddToListDialog } from "@/features/list-picker/AddToListDialog";
import { InListsDialog } from "@/features/list-picker/InListsDialog";
import { PILL, inListsLabel } from "@/features/list-picker/pickerText";

/**
 * The shop panel's lists: "Add to list" (a visitor is asked to join) and "In 3 lists" when any list shows it: for
 * a signed-in viewer `held` (from the panel's own query), for a visitor the public lists' own query.
 */
export function ShopListsBar({
  shopId,
  shopName,
  held: viewers,
}: {
  shopId: Id<"shops">;
  shopName: string;
  held: FunctionReturnType<typeof api.lists.forShop> | undefined;
}) {
  const visitor = useIsVisitor();
  const publicOnes = useQuery(api.lists.forShop, visitor ? { shopId } : "skip");
  const held = visitor ? publicOnes : viewers;
  const [open, setOpen] = useState<"add" | "held" | null>(null);
  return (
    <div role="group" aria-label="Lists" className="flex flex-wrap items-center gap-2">
      {visitor ? (
        <JoinButton action="add this shop to a list" className={PILL}>
          Add to list
        </JoinButton>
      ) : (
        <button type="button" aria-haspopup="dialog" onClick={() => setOpen("add")} className={PILL}>
          Add to list
        </button>
      )}
      {held !== undefined && held.count > 0 && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen("held")}
          className="min-h-11 rounded-lg px-2 font-semibold text-espresso underline decoration-latte underline-offset-2 hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
        >
          {inListsLabel(held.count, held.complete)}
        </button>
      )}
      {open === "add" && <AddToListDialog shopId={shopId} shopName={shopName} onClose={() => setOpen(null)} />}
      {open === "held" && held && (
        <InListsDialog lists={held.lists} complete={held.complete} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
