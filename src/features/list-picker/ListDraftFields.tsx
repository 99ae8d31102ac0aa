import { LIST_TITLE_MAX, type ListVisibility } from "@convex/rules/lists";
import { RadioGroup } from "@/components/RadioGroup";
import { TextField } from "@/components/fields";
import { VISIBILITY_CHOICES } from "@/features/list-picker/pickerText";

export type ShortDraft = { title: string; visibility: ListVisibility };

/** A new list's title and who sees it: "New list" in Add to list, and "Copy to a new list". */
export function ListDraftFields({
  draft,
  onChange,
  error,
}: {
  draft: ShortDraft;
  onChange: (draft: ShortDraft) => void;
  error?: string;
}) {
  return (
    <div className="space-y-3">
      <TextField
        label="Title"
        required
        data-autofocus
        maxLength={LIST_TITLE_MAX}
        value={draft.title}
        error={error}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <RadioGroup
        legend="Who sees it"
        options={VISIBILITY_CHOICES}
        value={draft.visibility}
        onChange={(visibility) => onChange({ ...draft, visibility: visibility as ListVisibility })}
      />
    </div>
  );
}
