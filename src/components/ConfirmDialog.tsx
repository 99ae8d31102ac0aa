import { useState, type ReactNode } from "react";
import { useSubmit } from "@/lib/useSubmit";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";

/**
 * Asks before a step that cannot simply be taken back (delete, block, a report): Cancel is focused first;
 * the danger button runs `onConfirm`, busy meanwhile, and a refusal is said in the dialog, which
 * stays open to try again. `onDone` runs when it succeeded.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  failure,
  onConfirm,
  onDone,
  onClose,
  confirmVariant = "danger",
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What to say when the server gives no message of its own. */
  failure: string;
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  /** "primary" for a step that is not destructive (send a report). */
  confirmVariant?: "danger" | "primary";
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useSubmit(
    async () => {
      await onConfirm();
      onDone();
    },
    { report: setProblem, failure, staysBusy: true },
  );
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="text-dark-grey">{children}</div>
      {problem && (
        <Alert look="box" className="mt-3">
          {problem}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={confirm.busy}>
          Cancel
        </Button>
        <Button
          variant={confirmVariant}
          busy={confirm.busy}
          onClick={() => {
            setProblem(null);
            void confirm.run();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
