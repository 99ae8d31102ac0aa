import { useState, type FormEvent } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { useCodeSignIn } from "@/features/account/useCodeSignIn";

/**
 * Log in with a one-time code sent by email instead of the password: failed password guesses by
 * anyone never keep the owner of the address out. Never says whether an account exists.
 */
export function CodeLoginForm({ onSignedIn, onPassword }: { onSignedIn: () => void; onPassword: () => void }) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const report = (message: string | null) => setProblem(message);
  const { step, sent, sendCode, logIn, busy } = useCodeSignIn({ email, code, report, onSignedIn });

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
