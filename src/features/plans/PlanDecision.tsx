import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { EXTERNAL_LINK } from "@convex/rules/links";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { planTimeText } from "@convex/rules/plans";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { directionsUrl } from "@/lib/directions";
import { useSubmit } from "@/lib/useSubmit";
import type { PlanPhase, PlanView } from "@/features/plans/planTypes";

/** The choice once made: the shop and time, with directions; votes are closed. */
export function ChosenPlace({ plan, phase }: { plan: PlanView; phase: PlanPhase }) {
  const shop = plan.shops.find((s) => s.shopId === plan.chosenShopId);
  if (plan.status !== "decided" || !shop || !plan.chosenTime) return null;
  const href = directionsUrl({ lat: shop.lat, lng: shop.lng, address: addressLine(shop) }, navigator.userAgent);
  return (
    <section
      aria-labelledby="plan-choice"
      className="rounded-2xl bg-espresso p-4 text-white shadow-sm"
      data-testid="plan-choice"
    >
      <h2 id="plan-choice" className="text-sm font-semibold uppercase tracking-wide text-latte-light">
        {phase === "ended" ? "It was" : "It's decided"}
      </h2>
      <p className="mt-1 text-xl font-bold">
        {shop.name}, {planTimeText(plan.chosenTime)}
      </p>
      <p className="text-sm text-latte-light">{addressLine(shop)}</p>
      <a
        href={href}
        {...EXTERNAL_LINK}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-espresso hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
      >
        Directions
      </a>
    </section>
  );
}

export type Picks = { shop: Id<"planOptions"> | null; time: Id<"planOptions"> | null };

/** The organiser's choice: the shop and time marked with "Choose", or the best by the votes. */
export function DecideBar({ plan, picks }: { plan: PlanView; picks: Picks }) {
  const decide = useMutation(api.plans.decide);
  const [problem, setProblem] = useState<string | null>(null);
  const options = { failure: MESSAGES.planGone, report: setProblem, success: MESSAGES.planDecided };
  const choose = useSubmit(
    () => decide({ planId: plan._id, shopOptionId: picks.shop ?? undefined, timeOptionId: picks.time ?? undefined }),
    options,
  );
  const best = useSubmit(() => decide({ planId: plan._id }), options);
  const shop = plan.shops.find((s) => s.optionId === picks.shop);
  const time = plan.times.find((t) => t.optionId === picks.time);
  return (
    <section aria-labelledby="plan-decide" className="rounded-2xl bg-latte-light/60 p-4 ring-1 ring-latte">
      <h2 id="plan-decide" className="text-lg font-semibold text-espresso">
        {plan.status === "decided" ? "Change the choice" : "Decide"}
      </h2>
      <p className="text-sm text-dark-grey">
        {shop && time
          ? `Your choice: ${shop.letter}. ${shop.name}, ${planTimeText(time.time)}`
          : "Press Choose on a shop and a time, or use the best by votes."}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button disabled={!shop || !time} busy={choose.busy} onClick={() => void choose.run()}>
          Confirm choice
        </Button>
        <Button variant="secondary" busy={best.busy} onClick={() => void best.run()}>
          Use the best by votes
        </Button>
      </div>
      {problem && (
        <Alert look="box" className="mt-2">
          {problem}
        </Alert>
      )}
    </section>
  );
}
