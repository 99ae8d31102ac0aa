import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth, useQuery } from "convex/react";
import { useMemo, useState, type FormEvent } from "react";
import { Link, Navigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { emailError, normalizeEmail, passwordError } from "@convex/rules/validation";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { errorMessage, rateLimitMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";

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

  const sendCode = useSubmit(
    async () => {
      let said: string = MESSAGES.resetCodeSent;
      await signIn("password", { flow: "reset", email: normalizeEmail(email) }).catch((error: unknown) => {
        // A code sent a moment ago (known or not) moves on to enter that one; too many requests, or
        // no reset on this deployment at all, is said; nothing else is, since unknown addresses fail
        // here too and the answer must look the same either way.
        if (errorMessage(error, "") === MESSAGES.codeSentRecently) said = MESSAGES.codeSentRecently;
        else if (rateLimitMessage(error) !== null || errorMessage(error, "") === MESSAGES.resetUnavailable) throw error;
      });
      setSent(said);
      setStep("code");
    },
    // Only the server's refusals above reach this, in their own words.
    { report, failure: MESSAGES.resetUnavailable },
  );
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
    return (
      <form onSubmit={submit(sendCode)} className="space-y-4" noValidate>
        <p className="text-dark-grey">Enter the email you signed up with and we will send you a reset code.</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" busy={busy} className="w-full">
          Send reset code
        </Button>
        <BackToLogIn />
      </form>
    );
  }

  return (
    <form onSubmit={submit(reset)} className="space-y-4" noValidate>
      <p role="status" className="rounded-lg bg-latte-light p-3 text-espresso-dark">
        {sent}
      </p>
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Reset password
      </Button>
      <button
        type="button"
        className="min-h-11 w-full text-sm text-espresso underline"
        onClick={() => setStep("email")}
      >
        Use a different email
      </button>
    </form>
  );
}

function BackToLogIn() {
  return (
    <p className="text-center text-sm">
      <Link to={paths.login()} className="inline-flex min-h-11 items-center text-espresso underline">
        Back to Log In
      </Link>
    </p>
  );
}
