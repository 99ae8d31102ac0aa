import { useAuthActions } from "@convex-dev/auth/react";
import { useState, type FormEvent } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail } from "@convex/rules/email";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { errorMessage } from "@/lib/errors";
import { useSubmit } from "@/lib/useSubmit";

/** A random id of this browser's request: the code it asks for answers only to it (decision 26). */
function newAttempt(): string {
  return crypto.randomUUID();
}

/**
 * Log in with a one-time code sent by email instead of the password: failed password guesses by
 * anyone never keep the owner of the address out. Never says whether an account exists.
 */
export function CodeLoginForm({ onSignedIn, onPassword }: { onSignedIn: () => void; onPassword: () => void }) {
  const { signIn } = useAuthActions();
  const [attempt] = useState(newAttempt);
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string>(MESSAGES.signInCodeSent);
  const [problem, setProblem] = useState<string | null>(null);
  const report = (message: string | null) => setProblem(message);

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
  const busy = sendCode.busy || logIn.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // No format check here: the password rules' module is too big for the log-in screen, and any address
    // gets the same answer anyway.
    const entry = step === "email" ? email : code;
    const missing = entry.trim() === "" ? MESSAGES.fieldRequired(step === "email" ? "email" : "code") : null;
    report(missing);
    if (!missing) void (step === "email" ? sendCode : logIn).run();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {step === "email" ? (
        <>
          <p className="text-dark-grey">We will email you a code to log in with, no password needed.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      ) : (
        <>
          <p role="status" className="rounded-lg bg-latte-light p-3 text-espresso-dark">
            {sent}
          </p>
          <TextField
            label="Sign-in code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      {problem && <Alert look="box">{problem}</Alert>}
      <Button type="submit" busy={busy} className="w-full">
        {step === "email" ? "Email me a code" : "Log In with code"}
      </Button>
      <button type="button" className="min-h-11 w-full text-sm text-espresso underline" onClick={onPassword}>
        Log in with a password instead
      </button>
    </form>
  );
}
