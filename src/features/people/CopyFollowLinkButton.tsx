import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { followLink } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { copyText } from "@/lib/clipboard";
import { useSubmit } from "@/lib/useSubmit";

/** 'Copy Follow Link': puts the signed-in user's follow link on the clipboard (docs/product.md §5, §8). */
export function CopyFollowLinkButton() {
  const me = useQuery(api.users.me);
  const copy = useSubmit(copyText, {
    errorToast: "copy-follow-link",
    failure: MESSAGES.copyFailed,
    success: MESSAGES.followLinkCopied,
  });

  return (
    <Button
      variant="secondary"
      disabled={!me}
      onClick={() => {
        if (me) void copy.run(followLink(window.location.origin, me));
      }}
    >
      Copy Follow Link
    </Button>
  );
}
