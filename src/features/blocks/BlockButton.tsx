import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useBlockedIds } from "./useBlockedIds";

/** Block (after asking) or Unblock someone, from their profile; nothing on one's own. */
export function BlockButton({ userId, name }: { userId: Id<"users">; name: string }) {
  const me = useQuery(api.users.me);
  const blocked = useBlockedIds().has(userId);
  const unblock = useMutation(api.blocks.unblock);
  const [asking, setAsking] = useState(false);
  if (!me || me._id === userId) return null;
  if (blocked) {
    const undo = () => unblock({ userId }).then(() => toast.success(`You unblocked ${name}.`), (error: unknown) => toast.error(errorMessage(error, "Could not unblock. Please try again.")));
    return (
      <div className="space-y-2">
        <p className="text-sm text-dark-grey">You blocked {name}: their reviews, photos and activity are hidden from you.</p>
        <Button variant="secondary" onClick={() => void undo()}>
          Unblock
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} className="text-alert">
        Block
      </Button>
      {asking && <BlockDialog userId={userId} name={name} onClose={() => setAsking(false)} />}
    </>
  );
}

/** "Block {name}?": says what it does. */
function BlockDialog({ userId, name, onClose }: { userId: Id<"users">; name: string; onClose: () => void }) {
  const block = useMutation(api.blocks.block);
  return (
    <ConfirmDialog
      title={`Block ${name}?`}
      confirmLabel="Block"
      failure="Could not block. Please try again."
      onConfirm={() => block({ userId })}
      onDone={() => {
        toast.success(`You blocked ${name}.`);
        onClose();
      }}
      onClose={onClose}
    >
      <p>
        Their reviews, photos, activity and notifications will be hidden from you. You will stop following each other, and they will not be able to follow you. You can unblock them from your profile.
      </p>
    </ConfirmDialog>
  );
}
