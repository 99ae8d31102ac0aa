import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { tidyListText } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { MakeListActions } from "@/components/lists/MakeListActions";
import { useListDraftForm } from "@/components/lists/useListDraftForm";
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
  const { draft, setDraft, problem, busy, onSubmit } = useListDraftForm<ShortDraft>(
    { title: "", visibility: "private" },
    async (values) => {
      const listId = await create({ ...values, description: "", ranked: false });
      await add({ listId, shopId });
      onMade(tidyListText(values).title);
    },
    { failure: MESSAGES.listPickerFailed },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New list" className="space-y-3 rounded-xl bg-latte-light/50 p-3">
      <ListDraftFields draft={draft} onChange={setDraft} error={problem ?? undefined} />
      <MakeListActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
