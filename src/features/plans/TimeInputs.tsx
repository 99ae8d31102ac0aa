import { MAX_PLAN_TIMES } from "@convex/rules/plans";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";

/** One to four candidate times, each a native date-and-time field (the phone's own picker). */
export function TimeInputs({ times, onChange }: { times: string[]; onChange: (times: string[]) => void }) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-lg font-semibold text-espresso">Times ({times.length} of 1–4)</legend>
      {times.map((value, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={`Time ${i + 1}`}
              type="datetime-local"
              value={value}
              onChange={(e) => onChange(times.map((t, j) => (j === i ? e.target.value : t)))}
            />
          </div>
          {times.length > 1 && (
            <Button
              variant="ghost"
              aria-label={`Remove time ${i + 1}`}
              onClick={() => onChange(times.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {times.length < MAX_PLAN_TIMES && (
        <Button variant="secondary" onClick={() => onChange([...times, ""])}>
          Add a time
        </Button>
      )}
    </fieldset>
  );
}
