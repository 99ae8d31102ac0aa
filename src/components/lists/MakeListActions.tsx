import { Button } from "@/components/Button";

/** A list form's Cancel (when there is somewhere to go back to) and "Make the list". */
export function MakeListActions({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" busy={busy}>
        Make the list
      </Button>
    </div>
  );
}
