import { useState } from "react";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { recommendationListText, relaxedText, type RecommendationPreferences } from "@convex/rules/recommend";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { CoffeeCups } from "@/components/CoffeeCups";
import { RatingLine } from "@/components/Rating";
import { ShopLink } from "@/components/ShopLink";
import { Dialog } from "@/components/Dialog";
import { copyText } from "@/lib/clipboard";

export type Recommendations = FunctionReturnType<typeof api.recommendations.forMe>;

/**
 * The recommended shops, best first, each linking to its shop and saying what the review it comes
 * from ordered, with a button that copies the list; above them, which preference was let go, if any.
 */
export function RecommendationResultsDialog({
  prefs,
  result,
  onClose,
}: {
  prefs: RecommendationPreferences;
  result: Recommendations;
  onClose: () => void;
}) {
  const { shops, relaxed } = result;
  // Said inside the dialog, where a screen reader is (a toast behind a modal dialog may go unheard).
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const copy = async () => {
    try {
      await copyText(recommendationListText(shops));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <Dialog title="Your Coffee Shop Recommendations" onClose={onClose}>
      {relaxed && (
        <p className="mb-3 rounded-lg bg-latte-light p-3 text-sm text-espresso">{relaxedText(relaxed, prefs)}</p>
      )}
      <ol aria-label="Recommended shops" className="space-y-3">
        {shops.map((shop, i) => (
          <li key={shop.shopId} className="rounded-xl bg-light-grey p-3">
            <p className="flex items-center gap-1 font-semibold text-espresso">
              {i + 1}. <ShopLink shopId={shop.shopId} name={shop.name} />
            </p>
            <p className="text-sm text-dark-grey">{addressLine(shop)}</p>
            <RatingLine ratings={shop.ratings} />
            {shop.drinkRating !== undefined && (
              <>
                <p className="text-sm text-dark-grey">{shop.ordered}</p>
                <CoffeeCups label="Coffee" rating={shop.drinkRating} />
              </>
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="pt-3 text-sm font-medium text-espresso empty:hidden">
        {copied === "copied" ? MESSAGES.listCopied : ""}
      </p>
      {copied === "failed" && <Alert className="pt-3">{MESSAGES.copyFailed}</Alert>}
      <div className="flex flex-wrap justify-end gap-2 pt-4">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy List
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
