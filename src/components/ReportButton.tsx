import { useMutation, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_REPORT_NOTE, REASONS_FOR, REPORT_REASONS, reportError, type ReportKind } from "@convex/rules/reports";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { RadioGroup } from "@/components/RadioGroup";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { TextArea } from "@/components/fields";
import { toast } from "@/lib/toast";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { JoinButton } from "@/components/JoinPrompt";

const ACTION =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-dark-grey underline decoration-grey underline-offset-2 hover:bg-latte-light";

const NOUN: Record<ReportKind, string> = {
  review: "review",
  photo: "photo",
  shop: "shop",
  profile: "profile",
  comment: "comment",
};

/**
 * Report (a review, photo, shop or profile someone else posted): a reason and an optional note,
 * once per item. `about` names the item for screen readers. Whether it was reported already is
 * asked only when the dialog opens, so a list of cards holds no query per card.
 */
export function ReportButton({
  kind,
  itemId,
  about,
  className = "",
}: {
  kind: ReportKind;
  itemId: string;
  about: string;
  className?: string;
}) {
  const me = useQuery(api.users.me);
  const visitor = useIsVisitor();
  const [asking, setAsking] = useState(false);
  if (visitor) {
    return (
      <JoinButton action={`report this ${NOUN[kind]}`} className={`${ACTION} ${className}`}>
        Report <span className="sr-only">{about}</span>
      </JoinButton>
    );
  }
  if (!me) return null;
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={`${ACTION} ${className}`}>
        Report <span className="sr-only">{about}</span>
      </button>
      {asking && <ReportDialog kind={kind} itemId={itemId} onClose={() => setAsking(false)} />}
    </>
  );
}

/** "Report this review": why (required), and anything the moderators should know. */
function ReportDialog({ kind, itemId, onClose }: { kind: ReportKind; itemId: string; onClose: () => void }) {
  const reported = useQuery(api.reports.mine, { kind, itemId });
  if (reported) {
    return (
      <Dialog title={`Report this ${NOUN[kind]}`} onClose={onClose}>
        <p className="text-dark-grey">{MESSAGES.alreadyReported}</p>
        <div className="mt-4 flex justify-end">
          <Button data-autofocus onClick={onClose}>
            Close
          </Button>
        </div>
      </Dialog>
    );
  }
  return <ReportForm kind={kind} itemId={itemId} onClose={onClose} />;
}

function ReportForm({ kind, itemId, onClose }: { kind: ReportKind; itemId: string; onClose: () => void }) {
  const report = useMutation(api.reports.create);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const send = async () => {
    const problem = reportError(kind, reason, note);
    if (problem) throw new ConvexError(problem);
    await report({ kind, itemId, reason, note });
  };
  return (
    <ConfirmDialog
      title={`Report this ${NOUN[kind]}`}
      confirmLabel="Send report"
      confirmVariant="primary"
      failure="The report could not be sent. Please try again."
      onConfirm={send}
      onDone={() => {
        toast.success(MESSAGES.reportThanks);
        onClose();
      }}
      onClose={onClose}
    >
      <div className="space-y-4">
        <p className="text-sm">
          Moderators look at every report. The person who posted it is not told who reported it.
        </p>
        <RadioGroup
          legend="What's wrong?"
          required
          options={REASONS_FOR[kind].map((value) => ({ value, label: REPORT_REASONS[value] }))}
          value={reason}
          onChange={setReason}
        />
        <TextArea
          label="Anything else we should know? (optional)"
          value={note}
          maxLength={MAX_REPORT_NOTE}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
