import { useEffect, useState } from "react";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";

/** The values a server's problem was about are the ones on screen when it is reported. */
const ON_SCREEN = Symbol("values on screen");

type Reported<T> = { message: string; checked: boolean; values: T | typeof ON_SCREEN };

/**
 * The problem a form shows, which goes once it is fixed. A problem `check` found stays only while
 * `check` still finds that same problem in the form's values: the person fixes the field and the
 * message goes (the next submit names whatever is wrong next). A problem `check` cannot see (the
 * server's answer, `checked: false`) stays until the values change. With `toastId` the problem also
 * shows as that error toast, which goes with it.
 */
export function useFormProblem<T>(values: T, check: (values: T) => string | null, toastId?: string) {
  const [reported, setReported] = useState<Reported<T> | null>(null);
  if (reported?.values === ON_SCREEN) setReported({ ...reported, values });
  const stillThere =
    reported !== null &&
    (reported.checked
      ? check(values) === reported.message
      : reported.values === ON_SCREEN || reported.values === values);
  // Once fixed it is forgotten: undoing the fix does not bring the old message back unasked.
  if (reported !== null && !stillThere) setReported(null);
  const problem = stillThere ? reported.message : null;

  useEffect(() => {
    if (toastId && problem === null) clearErrorToast(toastId);
  }, [toastId, problem]);

  /** Shows `message` (null: no problem); `checked: false` for a problem `check` does not look for. */
  const report = (message: string | null, { checked = true }: { checked?: boolean } = {}) => {
    setReported(message === null ? null : { message, checked, values: ON_SCREEN });
    if (toastId && message !== null) showErrorToast(toastId, message);
  };
  return { problem, report };
}
