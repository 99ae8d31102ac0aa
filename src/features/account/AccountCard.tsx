import { useAction, useConvex } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { DATA_FILE_NAME } from "@convex/rules/account";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { SectionCard } from "@/components/PageShell";
import { TextField } from "@/components/fields";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/useSubmit";
import { useSignOutToLogin } from "@/features/account/useLogout";

/** The owner's profile: take a copy of one's data, or leave. */
export function AccountCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard
      title="Your account"
      headingId="account-heading"
      after={deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    >
      <p className="text-sm text-dark-grey">
        Download everything your account holds as one file, or delete your account and what you wrote.
      </p>
      <div className="flex flex-wrap gap-2">
        <DownloadDataButton />
        <Button variant="secondary" className="text-alert" onClick={() => setDeleting(true)}>
          Delete account
        </Button>
      </div>
    </SectionCard>
  );
}

/** Saves brew-map-my-data.json: asked once when pressed, not kept live. */
function DownloadDataButton() {
  const convex = useConvex();
  const download = useSubmit(
    async () => {
      const data: unknown = await convex.query(api.account.exportData, {});
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: DATA_FILE_NAME });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    { errorToast: "download-data", failure: "Could not prepare your data. Please try again." },
  );
  return (
    <Button variant="secondary" busy={download.busy} onClick={() => void download.run()}>
      Download my data
    </Button>
  );
}

/** "Delete your account?": says what goes and what stays, and asks for the password. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useAction(api.account.remove);
  const signOutToLogin = useSignOutToLogin();
  const [password, setPassword] = useState("");
  return (
    <ConfirmDialog
      title="Delete your account?"
      confirmLabel="Delete my account"
      failure="Your account could not be deleted. Please try again."
      onConfirm={() => remove({ password })}
      onDone={() => {
        // The server already ended the session; signing out here only clears this browser's copy.
        void signOutToLogin().catch(() => {});
        toast.success(MESSAGES.accountDeleted);
      }}
      onClose={onClose}
    >
      <div className="space-y-3">
        <p>
          You are signed out everywhere at once. Your reviews, photos, follows, saved shops and notifications are
          deleted. Shops you added and your edits to shops and bean lists stay, credited to "A former member". This
          can't be undone.
        </p>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
