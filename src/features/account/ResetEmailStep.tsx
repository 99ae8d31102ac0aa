import type { FormEvent } from "react";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { BackToLogIn } from "@/features/account/BackToLogIn";

/** The first step of a password reset: the email to send the code to. */
export function ResetEmailStep({
  email,
  onEmail,
  busy,
  onSubmit,
}: {
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-dark-grey">Enter the email you signed up with and we will send you a reset code.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Send reset code
      </Button>
      <BackToLogIn />
    </form>
  );
}
