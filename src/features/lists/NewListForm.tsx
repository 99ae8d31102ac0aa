import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { ListDraft } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { MakeListActions } from "@/components/lists/MakeListActions";
import { useListDraftForm } from "@/components/lists/useListDraftForm";
import { paths } from "@/lib/routes";
import { ListSettingsFields } from "@/features/lists/ListSettingsFields";

const EMPTY: ListDraft = { title: "", description: "", visibility: "private", ranked: false };

/** "New list": makes it, then opens its page. A refusal is said above the button and the typed text stays. */
export function NewListForm({ onCancel }: { onCancel?: () => void }) {
  const create = useMutation(api.lists.create);
  const navigate = useNavigate();
  const { draft, setDraft, problem, busy, onSubmit } = useListDraftForm(
    EMPTY,
    async (values) => {
      const listId = await create(values);
      void navigate(paths.list(listId));
    },
    { failure: MESSAGES.listSaveFailed, staysBusy: true },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="New list">
      <ListSettingsFields draft={draft} onChange={setDraft} autoFocus />
      {problem && <Alert look="box">{problem}</Alert>}
      <MakeListActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
