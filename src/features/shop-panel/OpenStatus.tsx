import { useEffect, useState } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { useMinuteClock } from "@/lib/useMinuteClock";

type OpenStatusModule = typeof import("@/lib/openStatus");

// The `opening_hours` package is large: it loads with the first panel of a shop that has hours.
let loaded: OpenStatusModule | undefined;
const load = () => import("@/lib/openStatus").then((m) => (loaded = m));

/**
 * "Open now · closes 6 pm" / "Closed · opens 7 am tomorrow" / "Hours not confirmed", worked out in
 * the browser from the shop's stored opening hours in the shop's own time zone. The free-text
 * hours stay as the note in the panel's About section.
 */
export function OpenStatus({ shop }: { shop: Pick<Doc<"shops">, "openingHours" | "timeZone"> }) {
  const now = new Date(useMinuteClock());
  const [evaluator, setEvaluator] = useState<OpenStatusModule | undefined>(loaded);
  const [failed, setFailed] = useState(false);
  const wanted = Boolean(shop.openingHours);
  useEffect(() => {
    if (!wanted || evaluator) return;
    let live = true;
    load().then(
      (m) => live && setEvaluator(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, evaluator]);

  // A shop stored before time zones were kept is read in the viewer's own zone.
  const timeZone = shop.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const status = !wanted || failed ? null : evaluator ? evaluator.openStatus(shop.openingHours, timeZone, now) : undefined;
  const open = status?.startsWith("Open") ?? false;

  return (
    <div className="rounded-xl bg-white px-3 py-2 ring-1 ring-black/5" data-testid="open-status">
      <p className={`font-semibold ${open ? "text-espresso" : status ? "text-alert" : "text-dark-grey"}`}>
        {status === undefined ? "Checking the hours…" : (status ?? MESSAGES.hoursNotConfirmed)}
      </p>
    </div>
  );
}
