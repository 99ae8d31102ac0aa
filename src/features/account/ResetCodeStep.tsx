import type { FormEvent } from "react";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";

/** The second step of a password reset: what was sent, the code, and the new password twice. */
export function ResetCodeStep({
  sent,
  code,
  onCode,
  newPassword,
  onNewPassword,
  confirm,
  onConfirm,
  busy,
  onSubmit,
  onOtherEmail,
}: {
  sent: string;
  code: string;
  onCode: (code: string) => void;
  newPassword: string;
  onNewPassword: (newPassword: string) => void;
  confirm: string;
  onConfirm: (confirm: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onOtherEmail: () => void;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p role="status" className="rounded-lg bg-latte-light p-3 text-espresso-dark">
        {sent}
      </p>
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => onCode(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={newPassword}
        onChange={(e) => onNewPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Reset password
      </Button>
      <button type="button" className="min-h-11 w-full text-sm text-espresso underline" onClick={onOtherEmail}>
        Use a different email
      </button>
    </form>
  );
}
