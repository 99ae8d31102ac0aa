import { useMutation } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MAX_LIST_ENTRIES, tidyListText } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { MakeListActions } from "@/components/lists/MakeListActions";
import { useListDraftForm } from "@/components/lists/useListDraftForm";
import { paths } from "@/lib/routes";
import { toast } from "@/lib/toast";
import { ListDraftFields, type ShortDraft } from "@/features/list-picker/ListDraftFields";

type SavedKind = "wantToTry" | "favourite" | "been";

/** "Copy to a new list" under Want to try, Favourites or Been: a private list (by default) of those shops, in order. */
export function CopyToListButton({ from, title }: { from: SavedKind; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="w-full" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Copy to a new list
      </Button>
      {open && <CopyDialog from={from} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function CopyDialog({ from, title, onClose }: { from: SavedKind; title: string; onClose: () => void }) {
  const createFrom = useMutation(api.lists.createFrom);
  const navigate = useNavigate();
  const { draft, setDraft, problem, busy, onSubmit } = useListDraftForm<ShortDraft>(
    { title, visibility: "private" },
    async (values) => {
      const made = await createFrom({ from, ...values });
      const name = tidyListText(values).title;
      toast.success(
        made.capped ? MESSAGES.listCopyCapped(name, MAX_LIST_ENTRIES) : MESSAGES.listCopiedFrom(name, made.copied),
      );
      void navigate(paths.list(made.listId));
    },
    { failure: MESSAGES.listPickerFailed, staysBusy: true },
  );
  return (
    <Dialog title="Copy to a new list" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-dark-grey">
          A new list of these shops, newest first (at most {MAX_LIST_ENTRIES}). Private unless you choose otherwise.
        </p>
        <ListDraftFields draft={draft} onChange={setDraft} error={problem ?? undefined} />
        <MakeListActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
