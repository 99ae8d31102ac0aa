import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, type ListDraft, type ListVisibility } from "@convex/rules/lists";
import { RadioGroup } from "@/components/RadioGroup";
import { CountedField } from "@/features/lists/CountedField";
import { VISIBILITY_OPTIONS, VISIBILITY_TEXT } from "@/features/lists/listText";

/** A list's title, description, who sees it and whether it is ranked: the new-list form and the owner's settings. */
export function ListSettingsFields({
  draft,
  onChange,
  autoFocus = false,
}: {
  draft: ListDraft;
  onChange: (draft: ListDraft) => void;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-3">
      <CountedField
        label="Title"
        required
        autoFocus={autoFocus}
        max={LIST_TITLE_MAX}
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <CountedField
        label="Description (optional)"
        multiline
        max={LIST_DESCRIPTION_MAX}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <div>
        <RadioGroup
          legend="Who sees it"
          options={VISIBILITY_OPTIONS}
          value={draft.visibility}
          onChange={(visibility) => onChange({ ...draft, visibility: visibility as ListVisibility })}
        />
        <p className="mt-1 text-sm text-dark-grey">{VISIBILITY_TEXT[draft.visibility]}</p>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-dark-grey">
        <input
          type="checkbox"
          checked={draft.ranked}
          onChange={(e) => onChange({ ...draft, ranked: e.target.checked })}
          className="size-5 accent-espresso"
        />
        Ranked: number the shops in order
      </label>
    </div>
  );
}
