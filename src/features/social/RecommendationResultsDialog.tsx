import { toast } from "sonner";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { recommendationListText } from "@convex/rules/recommend";
import { Button } from "@/components/Button";
import { CoffeeCups } from "@/components/CoffeeCups";
import { RatingLine } from "@/components/Rating";
import { Dialog } from "@/components/Dialog";
import { copyText } from "@/lib/clipboard";

export type Recommendations = FunctionReturnType<typeof api.recommendations.forMe>;

/** The recommended shops, best first, with a button that copies the list. */
export function RecommendationResultsDialog({ shops, onClose }: { shops: Recommendations; onClose: () => void }) {
  const copy = async () => {
    try {
      await copyText(recommendationListText(shops));
      window.alert(MESSAGES.listCopied);
    } catch {
      toast.error(MESSAGES.copyFailed);
    }
  };

  return (
    <Dialog title="Your Coffee Shop Recommendations" onClose={onClose}>
      <ol aria-label="Recommended shops" className="space-y-3">
        {shops.map((shop, i) => (
          <li key={shop.shopId} className="rounded-xl bg-light-grey p-3">
            <p className="font-semibold text-espresso">
              {i + 1}. {shop.name}
            </p>
            <p className="text-sm text-dark-grey">
              {shop.streetAddress}, {shop.city}, {shop.state}
            </p>
            <RatingLine ratings={shop.ratings} />
            <CoffeeCups label="Drink" rating={shop.drinkRating} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2 pt-4">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy List
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
