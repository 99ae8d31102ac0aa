import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { NewListInline } from "@/features/list-picker/NewListInline";
import { listMeta } from "@/features/list-picker/pickerText";
import { useListToggle, type PickerNote } from "@/features/list-picker/useListToggle";

type Lists = NonNullable<ReturnType<typeof useQuery<typeof api.listPicker.mine>>>;

/** Add to list: a checkbox per list the caller owns or edits (ticked: the shop is on it), and "New list". */
export function AddToListDialog({
  shopId,
  shopName,
  onClose,
}: {
  shopId: Id<"shops">;
  shopName: string;
  onClose: () => void;
}) {
  const lists = useQuery(api.listPicker.mine, { shopId });
  const [note, setNote] = useState<PickerNote>(null);
  const [making, setMaking] = useState(false);
  return (
    <Dialog title="Add to list" onClose={onClose}>
      {lists === undefined ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : lists.length === 0 ? (
        <p className="text-dark-grey">You have no lists yet. Make one with this shop below.</p>
      ) : (
        <>
          <p className="mb-1 break-words text-dark-grey">Tick the lists {shopName} belongs on.</p>
          <ListChoices lists={lists} shopId={shopId} onNote={setNote} />
        </>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-espresso">
        {note?.tone === "ok" ? note.text : ""}
      </p>
      {note?.tone === "problem" && <Alert look="box">{note.text}</Alert>}
      <div className="mt-3 space-y-3">
        {making ? (
          <NewListInline
            shopId={shopId}
            onCancel={() => setMaking(false)}
            onMade={(title) => {
              setMaking(false);
              setNote({ tone: "ok", text: MESSAGES.listCreatedWithShop(title) });
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setMaking(true)}>
            New list
          </Button>
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}

function ListChoices({
  lists,
  shopId,
  onNote,
}: {
  lists: Lists;
  shopId: Id<"shops">;
  onNote: (note: PickerNote) => void;
}) {
  const toggle = useListToggle(shopId, onNote);
  return (
    <fieldset>
      <legend className="sr-only">Your lists</legend>
      <ul className="divide-y divide-light-grey">
        {lists.map((list) => {
          const pending = toggle.pending?._id === list._id;
          const on = pending ? list.entryId === null : list.entryId !== null;
          return (
            <li key={list._id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={pending}
                  onChange={() => void toggle.run(list)}
                  className="size-5 shrink-0 accent-espresso"
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-espresso">{list.title}</span>
                  <span className="block text-sm text-dark-grey">{listMeta(list)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
