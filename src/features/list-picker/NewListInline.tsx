import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { listProblem, tidyListText } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { ListDraftFields, type ShortDraft } from "@/features/list-picker/ListDraftFields";

/** "New list" inside Add to list: a title and who sees it; makes the list with this shop on it. */
export function NewListInline({
  shopId,
  onMade,
  onCancel,
}: {
  shopId: Id<"shops">;
  onMade: (title: string) => void;
  onCancel: () => void;
}) {
  const create = useMutation(api.lists.create);
  const add = useMutation(api.listEntries.add);
  const [draft, setDraft] = useState<ShortDraft>({ title: "", visibility: "private" });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit(
    async (values: ShortDraft) => {
      const listId = await create({ ...values, description: "", ranked: false });
      await add({ listId, shopId });
      onMade(tidyListText(values).title);
    },
    { report: setProblem, failure: MESSAGES.listPickerFailed },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listProblem(tidyListText(draft));
    setProblem(checked);
    if (checked === null) void submit.run(draft);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New list" className="space-y-3 rounded-xl bg-latte-light/50 p-3">
      <ListDraftFields draft={draft} onChange={setDraft} error={problem ?? undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={submit.busy}>
          Make the list
        </Button>
      </div>
    </form>
  );
}
