import { useAuthActions } from "@convex-dev/auth/react";
import { useState } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail } from "@convex/rules/email";
import { errorMessage } from "@/lib/errors";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";

/** A random id of this browser's request: the code it asks for answers only to it (decision 26). */
function newAttempt(): string {
  return crypto.randomUUID();
}

/**
 * The two requests of a log-in by code: `sendCode` emails one to `email` and moves to the code
 * step (`sent` says what was sent), `logIn` signs in with `code`, then calls `onSignedIn`.
 */
export function useCodeSignIn({
  email,
  code,
  report,
  onSignedIn,
}: {
  email: string;
  code: string;
  report: ReportProblem;
  onSignedIn: () => void;
}) {
  const { signIn } = useAuthActions();
  const [attempt] = useState(newAttempt);
  const [step, setStep] = useState<"email" | "code">("email");
  const [sent, setSent] = useState<string>(MESSAGES.signInCodeSent);
  const sendCode = useSubmit(
    async () => {
      let said: string = MESSAGES.signInCodeSent;
      await signIn("password", { flow: "signInCode", email: normalizeEmail(email), attempt }).catch(
        (error: unknown) => {
          // One sent a moment ago (to this browser or another): enter that one.
          if (errorMessage(error, "") !== MESSAGES.codeSentRecently) throw error;
          said = MESSAGES.codeSentRecently;
        },
      );
      setSent(said);
      setStep("code");
    },
    { report, failure: MESSAGES.signInCodeUnavailable },
  );
  const logIn = useSubmit(
    async () => {
      await signIn("password", { flow: "signInWithCode", email: normalizeEmail(email), attempt, code: code.trim() });
      onSignedIn();
    },
    { report, failure: () => MESSAGES.codeFailed, staysBusy: true },
  );
  return { step, sent, sendCode, logIn, busy: sendCode.busy || logIn.busy };
}
