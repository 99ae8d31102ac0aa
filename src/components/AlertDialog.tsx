import { useId } from "react";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";

/**
 * A message the person acknowledges before the app moves on (docs/product.md §8: an alert before a redirect),
 * in the page instead of the browser's blocking alert(): an alert dialog named by the message, its
 * OK focused; OK or Escape continues.
 */
export function AlertDialog({ message, onOk }: { message: string; onOk: () => void }) {
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={messageId}
      onClose={onOk}
      backdropClassName="flex items-center justify-center bg-black/50 p-4"
      className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl"
    >
      <p id={messageId} className="text-lg font-semibold text-espresso">
        {message}
      </p>
      <div className="mt-4 flex justify-end">
        <Button data-autofocus onClick={onOk} className="min-w-24">
          OK
        </Button>
      </div>
    </Dialog>
  );
}
