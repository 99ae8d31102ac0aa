import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/useSubmit";

/** Unblock's error toast and its words, here and in the profile's list of blocked people. */
export const UNBLOCK_TOAST = "unblock";
export const UNBLOCK_FAILED = "Could not unblock. Please try again.";

/**
 * Block (after asking) or Unblock someone, from their profile; nothing on one's own. `blocked`: whether the viewer
 * blocked them, from the page's own query (people.mine); undefined while it loads.
 */
export function BlockButton({
  userId,
  name,
  blocked,
}: {
  userId: Id<"users">;
  name: string;
  blocked: boolean | undefined;
}) {
  const me = useQuery(api.users.me);
  const unblock = useMutation(api.blocks.unblock);
  const undo = useSubmit(() => unblock({ userId }), {
    errorToast: UNBLOCK_TOAST,
    failure: UNBLOCK_FAILED,
    success: `You unblocked ${name}.`,
  });
  const [asking, setAsking] = useState(false);
  if (!me || me._id === userId || blocked === undefined) return null;
  if (blocked) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-dark-grey">
          You blocked {name}: their reviews, photos and activity are hidden from you.
        </p>
        <Button variant="secondary" onClick={() => void undo.run()}>
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
        Their reviews, photos, activity and notifications will be hidden from you. You will stop following each other,
        and they will not be able to follow you. You can unblock them from your profile.
      </p>
    </ConfirmDialog>
  );
}
