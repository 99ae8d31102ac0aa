import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { copyText } from "@/lib/clipboard";
import { paths } from "@/lib/routes";
import { useSubmit } from "@/lib/useSubmit";

/** The owner's invite link: made, shown with Copy, replaced or turned off. Anyone signed in who opens it may edit. */
export function InviteLink({ listId }: { listId: Id<"lists"> }) {
  const token = useQuery(api.lists.link, { listId });
  const createLink = useMutation(api.lists.createLink);
  const revokeLink = useMutation(api.lists.revokeLink);
  const options = { errorToast: "list-invite-link", failure: MESSAGES.listSaveFailed } as const;
  const create = useSubmit(() => createLink({ listId }), options);
  const revoke = useSubmit(() => revokeLink({ listId }), { ...options, success: MESSAGES.listLinkOff });
  const copy = useSubmit(copyText, {
    errorToast: "list-invite-copy",
    failure: MESSAGES.copyFailed,
    success: MESSAGES.listLinkCopied,
  });
  if (token === undefined) return null;
  const url = token ? window.location.origin + paths.joinList(token) : "";
  return (
    <div className="space-y-2">
      <p className="text-sm text-dark-grey">
        Anyone signed in who opens this link can edit the list. Make a new one or turn it off to stop it working.
      </p>
      {token ? (
        <>
          <label className="block text-sm font-medium text-dark-grey">
            Invite link
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block min-h-11 w-full rounded-lg border border-grey bg-light-grey px-3 text-sm text-black"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy.run(url)}>Copy link</Button>
            <Button variant="secondary" busy={create.busy} onClick={() => void create.run()}>
              New link
            </Button>
            <Button variant="ghost" busy={revoke.busy} onClick={() => void revoke.run()}>
              Turn off link
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" busy={create.busy} onClick={() => void create.run()}>
          Make an invite link
        </Button>
      )}
    </div>
  );
}
