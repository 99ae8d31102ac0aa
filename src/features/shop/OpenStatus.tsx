import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { openStatus } from "@convex/rules/weeklyHours";
import { useMinuteClock } from "@/lib/useMinuteClock";

/**
 * "Open now · closes 6 pm" / "Closed · opens 7 am tomorrow" / "Hours not confirmed", worked out in
 * the browser from the shop's stored opening hours in the shop's own time zone, by the same rule as
 * the list of shops in view. The free-text hours stay as the note in the panel's About section.
 */
export function OpenStatus({ shop }: { shop: Pick<Doc<"shops">, "openingHours" | "timeZone"> }) {
  const now = useMinuteClock();
  // A shop stored before time zones were kept is read in the viewer's own zone.
  const timeZone = shop.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const status = openStatus(shop.openingHours, timeZone, now);
  const open = status?.startsWith("Open") ?? false;

  return (
    <div className="rounded-xl bg-white px-3 py-2 ring-1 ring-black/5" data-testid="open-status">
      <p className={`font-semibold ${open ? "text-espresso" : status ? "text-alert" : "text-dark-grey"}`}>
        {status ?? MESSAGES.hoursNotConfirmed}
      </p>
    </div>
  );
}
