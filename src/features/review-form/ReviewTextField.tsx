import { REVIEW_TEXT_MAX } from "@convex/rules/reviewRules";
import { TextArea } from "@/components/fields";

/** The review's text, with how much of its length is used. */
export function ReviewTextField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <div>
      <TextArea
        label="Review"
        name="text"
        rows={5}
        maxLength={REVIEW_TEXT_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="mt-1 text-right text-xs text-dark-grey">
        {value.length} / {REVIEW_TEXT_MAX}
      </p>
    </div>
  );
}
