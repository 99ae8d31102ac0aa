import { useMutation } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { SectionCard } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { toast } from "@/lib/toast";
import { InviteLink } from "@/features/lists/InviteLink";
import { ListEditors } from "@/features/lists/ListEditors";

type View = { _id: Id<"lists">; ownerId: Id<"users">; title: string; editors: { userId: Id<"users">; name: string }[] };

/** The owner's part of the page: editors and invitations, the invite link, and deleting the list. */
export function OwnerTools({ list }: { list: View }) {
  const remove = useMutation(api.lists.remove);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <SectionCard title="Editors" headingId="list-editors-heading">
        <ListEditors listId={list._id} ownerId={list.ownerId} editors={list.editors} />
      </SectionCard>
      <SectionCard title="Invite by link" headingId="list-link-heading">
        <InviteLink listId={list._id} />
      </SectionCard>
      <div className="flex justify-end">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete list
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Delete "${list.title}"?`}
          confirmLabel="Delete list"
          failure={MESSAGES.listSaveFailed}
          onConfirm={() => remove({ listId: list._id })}
          onDone={() => {
            toast.success(MESSAGES.listDeleted);
            void navigate(paths.lists(), { replace: true });
          }}
          onClose={() => setConfirming(false)}
        >
          The list and its notes go for everyone who edits it. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}

/** An editor's way out: they stop editing (and, for a private list, seeing) it. */
export function LeaveList({ listId, userId, title }: { listId: Id<"lists">; userId: Id<"users">; title: string }) {
  const removeEditor = useMutation(api.lists.removeEditor);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex justify-end">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Leave this list
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Leave "${title}"?`}
          confirmLabel="Leave list"
          failure={MESSAGES.listSaveFailed}
          onConfirm={() => removeEditor({ listId, userId })}
          onDone={() => {
            toast.success(MESSAGES.listLeft);
            void navigate(paths.lists(), { replace: true });
          }}
          onClose={() => setConfirming(false)}
        >
          You will no longer edit it. The owner can invite you again.
        </ConfirmDialog>
      )}
    </div>
  );
}
