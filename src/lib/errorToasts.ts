import { toast } from "sonner";

// An error toast is about one problem, named by an id ("login", "add-shop", ...). Shown again, it
// replaces itself instead of stacking; once the problem is fixed (the next log-in succeeds, the field
// is corrected) or the person leaves the screen, it goes, so no stale error sits over what follows.

const open = new Set<string>();

/** Shows `message` as the error toast of problem `id`, replacing any earlier one of that id. */
export function showErrorToast(id: string, message: string): void {
  open.add(id);
  const closed = () => open.delete(id);
  toast.error(message, { id, onDismiss: closed, onAutoClose: closed });
}

/** Problem `id` is fixed: its toast goes (nothing happens when none is showing). */
export function clearErrorToast(id: string): void {
  if (open.delete(id)) toast.dismiss(id);
}

/** Every error toast goes (the screen they were about was left). */
export function clearErrorToasts(): void {
  for (const id of open) toast.dismiss(id);
  open.clear();
}
