import { toast } from "@/lib/toast";

// An error toast is about one problem, named by an id ("login", "add-shop", ...). Shown again, it
// replaces itself instead of stacking; once the problem is fixed (the next log-in succeeds, the field
// is corrected) or the person leaves the screen, it goes, so no stale error sits over what follows.

/**
 * The toast showing for each problem. A problem shown again after its toast went gets a new toast
 * id: sonner drops a toast created under the id of one it is still animating away.
 */
const open = new Map<string, string>();
let shown = 0;

/** Shows `message` as the error toast of problem `id`, replacing any earlier one of that id. */
export function showErrorToast(id: string, message: string): void {
  const toastId = open.get(id) ?? `${id}-${++shown}`;
  open.set(id, toastId);
  const closed = () => open.get(id) === toastId && open.delete(id);
  toast.error(message, { id: toastId, onDismiss: closed, onAutoClose: closed });
}

/** Problem `id` is fixed: its toast goes (nothing happens when none is showing). */
export function clearErrorToast(id: string): void {
  const toastId = open.get(id);
  if (toastId === undefined) return;
  open.delete(id);
  toast.dismiss(toastId);
}

/** Every error toast goes (the screen they were about was left). */
export function clearErrorToasts(): void {
  for (const toastId of open.values()) toast.dismiss(toastId);
  open.clear();
}
