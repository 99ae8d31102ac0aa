import { useMutation } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import {
  ACTION_LABELS,
  MAX_MODERATION_REASON,
  moderationReasonError,
  type ModerationAction,
} from "@convex/rules/reports";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { TextArea } from "@/components/fields";
import { toast } from "@/lib/toast";

const WHAT_HAPPENS: Record<ModerationAction, string> = {
  dismiss: "The reports are closed. Anything they hid comes back, and then the author is told.",
  hide: "Everyone but the author stops seeing it, and it leaves every count. You can restore it later.",
  restore: "It is shown again and counted again.",
  remove: "It is deleted for good, with its photos.",
  suspend: "The author's account can no longer post, vote, follow or report, and its sessions end now.",
  close:
    "The shop leaves the map and the list (a filter still shows it), with a banner on its panel. Only a moderator's Reopen brings it back.",
  reopen: "The shop is back on the map and the list.",
};

/** A moderator's action on one item, with the reason the author is told and the log keeps. */
export function ModerationDialog({
  subject,
  title,
  action,
  onClose,
}: {
  subject: string;
  title: string;
  action: ModerationAction;
  onClose: () => void;
}) {
  const act = useMutation(api.moderation.act);
  const [reason, setReason] = useState("");
  const run = async () => {
    const problem = moderationReasonError(reason);
    if (problem) throw new ConvexError(problem);
    await act({ subject, action, reason });
  };
  return (
    <ConfirmDialog
      title={`${ACTION_LABELS[action]}: ${title}`}
      confirmLabel={ACTION_LABELS[action]}
      confirmVariant={action === "remove" || action === "suspend" ? "danger" : "primary"}
      failure="That did not work. Please try again."
      onConfirm={run}
      onDone={() => {
        toast.success("Done. It is in the log.");
        onClose();
      }}
      onClose={onClose}
    >
      <div className="space-y-3">
        <p className="text-sm">{WHAT_HAPPENS[action]}</p>
        <TextArea
          label="Reason (the author is told it)"
          required
          value={reason}
          maxLength={MAX_MODERATION_REASON}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
