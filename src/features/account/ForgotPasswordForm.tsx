import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useQuery } from "convex/react";
import { useMemo, useState, type FormEvent } from "react";
import { Navigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { emailError, normalizeEmail, passwordError } from "@convex/rules/validation";
import { Alert } from "@/components/Alert";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { BackToLogIn } from "@/features/account/BackToLogIn";
import { ResetCodeStep } from "@/features/account/ResetCodeStep";
import { ResetEmailStep } from "@/features/account/ResetEmailStep";
import { useSendResetCode } from "@/features/account/useSendResetCode";

type Entered = { step: "email" | "code" | "done"; email: string; newPassword: string; confirm: string };

/** What the current step checks before asking the server. */
function enteredError({ step, email, newPassword, confirm }: Entered): string | null {
  if (step === "email") return emailError(email);
  return passwordError(newPassword) ?? (newPassword !== confirm ? MESSAGES.passwordsDiffer : null);
}

/**
 * Request a code by email, then set a new password with it. Never says whether an account exists.
 * Where the deployment cannot deliver codes, says so instead of offering the form.
 */
export function ForgotPasswordForm() {
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const resetAvailable = useQuery(api.auth.passwordResetAvailable, {});
  const [step, setStep] = useState<"email" | "code" | "done">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  // What the code step says: a code was sent, or one was sent a moment ago (use that one).
  const [sent, setSent] = useState<string>(MESSAGES.resetCodeSent);
  const entered = useMemo(() => ({ step, email, newPassword, confirm }), [step, email, newPassword, confirm]);
  const { report } = useFormProblem(entered, enteredError, "reset-password");

  const sendCode = useSendResetCode({
    email,
    report,
    onSent: (said) => {
      setSent(said);
      setStep("code");
    },
  });
  const reset = useSubmit(
    async () => {
      await signIn("password", {
        flow: "reset-verification",
        email: normalizeEmail(email),
        code: code.trim(),
        newPassword,
      });
      setStep("done");
    },
    { report, failure: MESSAGES.resetFailed, success: MESSAGES.passwordReset, staysBusy: true },
  );
  // One request at a time, whichever step is on screen.
  const busy = sendCode.busy || reset.busy;

  const submit = (send: typeof sendCode) => (event: FormEvent) => {
    event.preventDefault();
    const problem = enteredError(entered);
    report(problem);
    if (!problem) void send.run();
  };

  if (step === "done") return isAuthenticated ? <Navigate to={paths.home()} replace /> : null;

  if (step === "email" && resetAvailable === false) {
    return (
      <div className="space-y-4">
        <Alert look="box">{MESSAGES.resetUnavailable}</Alert>
        <BackToLogIn />
      </div>
    );
  }

  if (step === "email") {
    return <ResetEmailStep email={email} onEmail={setEmail} busy={busy} onSubmit={submit(sendCode)} />;
  }

  return (
    <ResetCodeStep
      sent={sent}
      code={code}
      onCode={setCode}
      newPassword={newPassword}
      onNewPassword={setNewPassword}
      confirm={confirm}
      onConfirm={setConfirm}
      busy={busy}
      onSubmit={submit(reset)}
      onOtherEmail={() => setStep("email")}
    />
  );
}
