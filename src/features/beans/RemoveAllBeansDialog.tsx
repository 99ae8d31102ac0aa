import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";

/** Asks before a save would empty a shop's bean list; Cancel keeps the page as typed. */
export function RemoveAllBeansDialog({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog title="Remove all beans from this shop?" onClose={onCancel}>
      <p className="text-sm">
        Saving an empty list removes all {count} {count === 1 ? "bean" : "beans"} of this shop for everyone. The edit
        history keeps them, so they can be restored.
      </p>
      <div className="flex flex-wrap justify-end gap-2 pt-4">
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Remove all
        </Button>
      </div>
    </Dialog>
  );
}
