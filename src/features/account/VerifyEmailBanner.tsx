import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { useSubmit } from "@/lib/useSubmit";

/**
 * Above every signed-in screen while the account's email is not verified (decision 26): the code
 * emailed at sign-up is entered here, or a new one sent. Until then the account may browse and set
 * up its profile; posting, voting, following and reporting say MESSAGES.verifyEmailFirst.
 */
export function VerifyEmailBanner() {
  const me = useQuery(api.users.me);
  if (!me || me.emailVerified) return null;
  return <VerifyEmailForm email={me.email} />;
}

function VerifyEmailForm({ email }: { email: string }) {
  const { signIn } = useAuthActions();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const report = (message: string | null) => setProblem(message);
  const verify = useSubmit(
    async () => {
      await signIn("password", { flow: "email-verification", email, code: code.trim() });
    },
    { report, failure: MESSAGES.codeFailed, success: MESSAGES.emailVerified },
  );
  const resend = useSubmit(
    async () => {
      setNotice(null);
      await signIn("password", { flow: "email-verification", email });
      setNotice(MESSAGES.verificationSent);
    },
    { report, failure: MESSAGES.codeFailed },
  );
  const busy = verify.busy || resend.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") report(MESSAGES.fieldRequired("verification code"));
    else void verify.run();
  };

  return (
    <section
      aria-label="Verification needed"
      className="border-b border-latte bg-latte-light px-4 py-3 text-espresso-dark"
    >
      <form onSubmit={submit} className="mx-auto max-w-3xl space-y-2" noValidate>
        <p className="text-sm">
          Verify your email to post, vote, follow and report: enter the code we sent to{" "}
          <strong className="break-all">{email}</strong>.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-40">
            <TextField
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <Button type="submit" busy={verify.busy} disabled={busy && !verify.busy}>
            Verify
          </Button>
          <Button
            type="button"
            variant="secondary"
            busy={resend.busy}
            disabled={busy && !resend.busy}
            onClick={() => void resend.run()}
          >
            Send a new code
          </Button>
        </div>
        {problem && <Alert>{problem}</Alert>}
        {notice && !problem && (
          <p role="status" className="text-sm">
            {notice}
          </p>
        )}
      </form>
    </section>
  );
}
