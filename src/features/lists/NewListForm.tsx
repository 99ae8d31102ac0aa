import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { listProblem, tidyListText, type ListDraft } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { paths } from "@/lib/routes";
import { useSubmit } from "@/lib/useSubmit";
import { ListSettingsFields } from "@/features/lists/ListSettingsFields";

const EMPTY: ListDraft = { title: "", description: "", visibility: "private", ranked: false };

/** "New list": makes it, then opens its page. A refusal is said above the button and the typed text stays. */
export function NewListForm({ onCancel }: { onCancel?: () => void }) {
  const create = useMutation(api.lists.create);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ListDraft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit(
    async (values: ListDraft) => {
      const listId = await create(values);
      void navigate(paths.list(listId));
    },
    { report: setProblem, failure: MESSAGES.listSaveFailed, staysBusy: true },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listProblem(tidyListText(draft));
    setProblem(checked);
    if (checked === null) void submit.run(draft);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="New list">
      <ListSettingsFields draft={draft} onChange={setDraft} autoFocus />
      {problem && <Alert look="box">{problem}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={submit.busy}>
          Make the list
        </Button>
      </div>
    </form>
  );
}
