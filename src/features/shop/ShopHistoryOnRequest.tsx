import { lazy, Suspense, useId, useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";

// The edit history is read by few, and its own chunk, fetched when asked for.
const ShopHistory = lazy(() => import("@/features/shop/ShopHistory").then((m) => ({ default: m.ShopHistory })));

/**
 * "Show edit history": the shop's edits, asked for only when the person opens them, so a panel opened to glance
 * at a shop holds no subscription for them (and a reconnect runs none again).
 */
export function ShopHistoryOnRequest({ shopId }: { shopId: Id<"shops"> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className="min-h-11 rounded-lg px-2 font-semibold text-espresso underline decoration-latte underline-offset-2 hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
      >
        {open ? "Hide edit history" : "Show edit history"}
      </button>
      {open && (
        <div id={id}>
          <Suspense fallback={<p className="text-sm text-dark-grey">{MESSAGES.loading}</p>}>
            <ShopHistory shopId={shopId} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
