import { useQuery } from "convex/react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { followLink } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { copyText } from "@/lib/clipboard";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";

/** 'Copy Follow Link': puts the signed-in user's follow link on the clipboard (docs/product.md §5, §8). */
export function CopyFollowLinkButton() {
  const me = useQuery(api.users.me);

  const copy = async () => {
    if (!me) return;
    try {
      await copyText(followLink(window.location.origin, me));
      clearErrorToast("copy-follow-link");
      toast.success(MESSAGES.followLinkCopied);
    } catch {
      showErrorToast("copy-follow-link", MESSAGES.copyFailed);
    }
  };

  return (
    <Button variant="secondary" disabled={!me} onClick={() => void copy()}>
      Copy Follow Link
    </Button>
  );
}
