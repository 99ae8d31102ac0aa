import { useState } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { errorMessage } from "@/lib/errors";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { toast } from "@/lib/toast";
import { useOffline } from "@/lib/useOffline";

/** Says a form's problem, or takes it away (null): `useFormProblem`'s `report`, or a dialog's own line. */
export type ReportProblem = (message: string | null, options: { checked: false }) => void;

type SubmitOptions = {
  /**
   * What a failure says: the server's own words, else this. As a function, the words for that error
   * whatever the server said. A step can refuse in its own words by throwing `new ConvexError(words)`.
   */
  failure: string | ((error: unknown) => string);
  /** The toast a success shows. */
  success?: string;
  /**
   * A success moves the screen on (it navigates, closes or shows its alert): busy stays on until the
   * screen has gone, so the same thing cannot be sent twice meanwhile.
   */
  staysBusy?: boolean;
  /** Reads the failure for what else the server attached (errors.ts `errorData`), before it is said. */
  onFailure?: (error: unknown) => void;
  /** It does what it must without the network (log-out ends the session on this device): not refused offline. */
  worksOffline?: boolean;
} & (
  | {
      /** A failure is said in the form (a problem `check` cannot see); a success takes it away. */
      report: ReportProblem;
      errorToast?: undefined;
    }
  | {
      /** A failure is said as the error toast of this id; a success takes it away. */
      errorToast: string;
      report?: undefined;
    }
);

/**
 * The app's one way to send something: busy while `action` runs; a failure said in the person's
 * words (in the form or as an error toast) and the button free to try again; a success takes the
 * failure away and shows its toast. `pending` is the input being sent (the vote, the edit restored),
 * null when nothing is. While the app is offline nothing is sent: the person is told so in the same
 * place a failure would be (decision 31), rather than see a change that may never arrive.
 */
export function useSubmit<Input = void>(action: (input: Input) => Promise<unknown>, options: SubmitOptions) {
  const [running, setRunning] = useState<{ input: Input } | null>(null);
  const { offline } = useOffline();
  const run = async (input: Input): Promise<void> => {
    const { failure, success, staysBusy = false } = options;
    if (offline && !options.worksOffline) {
      if (options.report) options.report(MESSAGES.offlineSubmit, { checked: false });
      else showErrorToast(options.errorToast, MESSAGES.offlineSubmit);
      return;
    }
    setRunning({ input });
    try {
      await action(input);
    } catch (error) {
      options.onFailure?.(error);
      const message = typeof failure === "string" ? errorMessage(error, failure) : failure(error);
      if (options.report) options.report(message, { checked: false });
      else showErrorToast(options.errorToast, message);
      setRunning(null);
      return;
    }
    if (options.report) options.report(null, { checked: false });
    else clearErrorToast(options.errorToast);
    if (success) toast.success(success);
    if (!staysBusy) setRunning(null);
  };
  return { run, busy: running !== null, pending: running === null ? null : running.input };
}
