import { useMutation } from "convex/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LIST_NOTE_MAX, noteProblem, tidyNote } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { CountedField } from "@/features/lists/CountedField";

export type ChosenShop = { _id: Id<"shops">; name: string };
/** The page's shop finder (the search feature's), calling `onChoose` with the shop picked. */
export type ShopFinderSlot = (onChoose: (shop: ChosenShop) => void) => ReactNode;

/**
 * "Add a shop": find it by name (the finder the page hands in), write an optional note, add it at the end. A
 * refusal (a shop the list has, a full list, a long note) is said here and the choice and note stay.
 */
export function AddShopSection({ listId, finder }: { listId: Id<"lists">; finder: ShopFinderSlot }) {
  const add = useMutation(api.listEntries.add);
  const [shop, setShop] = useState<ChosenShop | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState("");
  // A new finder after each addition: its box empties for the next shop.
  const [round, setRound] = useState(0);
  const submit = useSubmit(
    async (chosen: ChosenShop) => {
      await add({ listId, shopId: chosen._id, note });
      setAdded(MESSAGES.listShopAdded(chosen.name));
      setRound((n) => n + 1);
      setShop(null);
      setNote("");
    },
    { report: setProblem, failure: MESSAGES.listSaveFailed },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!shop) return;
    const checked = noteProblem(tidyNote(note));
    setProblem(checked);
    if (checked === null) void submit.run(shop);
  };
  return (
    <div className="space-y-3">
      <div key={round}>
        {finder((chosen) => {
          setShop(chosen);
          setProblem(null);
          setAdded("");
        })}
      </div>
      {shop && (
        <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Add a shop">
          <p className="text-dark-grey">
            Adding <span className="font-semibold text-espresso">{shop.name}</span>
          </p>
          <CountedField label="Note (optional)" multiline max={LIST_NOTE_MAX} value={note} onChange={setNote} />
          {problem && <Alert look="box">{problem}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" busy={submit.busy}>
              Add to this list
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm font-medium text-espresso">
        {added}
      </p>
    </div>
  );
}
