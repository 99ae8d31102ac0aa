import { useAuthActions } from "@convex-dev/auth/react";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail } from "@convex/rules/validation";
import { errorMessage, rateLimitMessage } from "@/lib/errors";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";

/**
 * The first request of a password reset: a code to `email`. `onSent` gets what the code step says:
 * a code was sent, or one was sent a moment ago (use that one).
 */
export function useSendResetCode({
  email,
  report,
  onSent,
}: {
  email: string;
  report: ReportProblem;
  onSent: (said: string) => void;
}) {
  const { signIn } = useAuthActions();
  return useSubmit(
    async () => {
      let said: string = MESSAGES.resetCodeSent;
      await signIn("password", { flow: "reset", email: normalizeEmail(email) }).catch((error: unknown) => {
        // A code sent a moment ago (known or not) moves on to enter that one; too many requests, or
        // no reset on this deployment at all, is said; nothing else is, since unknown addresses fail
        // here too and the answer must look the same either way.
        if (errorMessage(error, "") === MESSAGES.codeSentRecently) said = MESSAGES.codeSentRecently;
        else if (rateLimitMessage(error) !== null || errorMessage(error, "") === MESSAGES.resetUnavailable) throw error;
      });
      onSent(said);
    },
    // Only the server's refusals above reach this, in their own words.
    { report, failure: MESSAGES.resetUnavailable },
  );
}
