import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { listProblem, tidyListText, type ListDraft } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { ListSettingsFields } from "@/features/lists/ListSettingsFields";

/** The owner renames the list, describes it, changes who sees it or its ranking; a refusal keeps what they typed. */
export function ListSettingsEditor({
  listId,
  current,
  onDone,
}: {
  listId: Id<"lists">;
  current: ListDraft;
  onDone: () => void;
}) {
  const update = useMutation(api.lists.update);
  const [draft, setDraft] = useState<ListDraft>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSubmit(
    async (values: ListDraft) => {
      await update({ listId, ...values });
      onDone();
    },
    { report: setProblem, failure: MESSAGES.listSaveFailed, success: MESSAGES.listSaved },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listProblem(tidyListText(draft));
    setProblem(checked);
    if (checked === null) void save.run(draft);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="List settings">
      <ListSettingsFields draft={draft} onChange={setDraft} autoFocus />
      {problem && <Alert look="box">{problem}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
