import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { toast } from "@/lib/toast";
import type { Doc } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { JoinButton } from "@/components/JoinPrompt";
import { CupIcon, PenIcon, ShareIcon, StoreIcon } from "@/components/icons";
import { copyText } from "@/lib/clipboard";
import { paths } from "@/lib/routes";
import { useIsVisitor } from "@/lib/useIsVisitor";

export const LINK_COPIED = "Link copied.";

const ACTION =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-espresso bg-white px-4 py-2 font-semibold text-espresso hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte";

/** The address that opens the map with this shop's panel open (what /home reads). */
function shopLink(shopId: Doc<"shops">["_id"]): string {
  return new URL(paths.home({ shop: shopId }), window.location.origin).href;
}

/**
 * The panel's actions on its shop: `lead` first (Directions, docs/product.md §2), then write a review
 * of it, edit it, share its link.
 */
export function ShopActions({
  shop,
  lead,
}: {
  shop: Pick<Doc<"shops">, "_id" | "publicId" | "name">;
  lead?: ReactNode;
}) {
  const [manualLink, setManualLink] = useState<string | null>(null);

  // The native share sheet where there is one; else the clipboard; else the link to copy by hand.
  const share = async () => {
    const url = shopLink(shop._id);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: shop.name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await copyText(url);
      toast.success(LINK_COPIED);
    } catch {
      setManualLink(url);
    }
  };

  return (
    <div
      role="group"
      aria-label="Shop actions"
      className="flex flex-wrap gap-2 border-b border-grey/30 bg-white px-4 py-3"
    >
      {lead}
      <WriteLink action="write a review" to={paths.addReview({ shop: shop.publicId })}>
        <PenIcon />
        Write a review
      </WriteLink>
      <WriteLink action="edit this shop" to={paths.editShop({ shop: shop.publicId })}>
        <StoreIcon />
        Edit shop
      </WriteLink>
      <WriteLink action="plan a coffee here" to={paths.newPlan({ shop: shop.publicId })}>
        <CupIcon />
        Plan a coffee
      </WriteLink>
      <button type="button" onClick={() => void share()} className={ACTION}>
        <ShareIcon />
        Share
      </button>
      {manualLink && <ManualShareDialog url={manualLink} onClose={() => setManualLink(null)} />}
    </div>
  );
}

/** A link to a form; a visitor is asked to join first, and lands in the form once they have (decision 30). */
function WriteLink({ action, to, children }: { action: string; to: string; children: ReactNode }) {
  const visitor = useIsVisitor();
  if (visitor) {
    return (
      <JoinButton action={action} next={to} className={ACTION}>
        {children}
      </JoinButton>
    );
  }
  return (
    <Link to={to} className={ACTION}>
      {children}
    </Link>
  );
}

/** Neither a share sheet nor a clipboard: the link, selected, to copy by hand. */
function ManualShareDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Dialog title="Share this shop" onClose={onClose}>
      <label className="block space-y-1">
        <span className="text-sm font-semibold text-dark-grey">Copy this link to share the shop</span>
        <input
          readOnly
          value={url}
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-grey px-3 py-2 text-espresso"
        />
      </label>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
