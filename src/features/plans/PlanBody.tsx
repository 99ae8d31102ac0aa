import { useState, type ReactNode } from "react";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { planTimeText } from "@convex/rules/plans";
import { Alert } from "@/components/Alert";
import { PageShell } from "@/components/PageShell";
import { errorMessage } from "@/lib/errors";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { ChosenPlace, DecideBar, type Picks } from "@/features/plans/PlanDecision";
import { OptionCard } from "@/features/plans/OptionCard";
import { PlanInvites } from "@/features/plans/PlanInvites";
import { PlanLeave } from "@/features/plans/PlanLeave";
import { PlanMembers } from "@/features/plans/PlanMembers";
import { namesOf, phaseOf, type PlanPhase, type PlanView } from "@/features/plans/planTypes";

/** The candidates as the map draws them, lettered A–E. */
export type PlanPin = { id: string; name: string; lat: number; lng: number; label: string };

/** The plan page: live tallies, the viewer's votes, the organiser's choice; `map` draws the lettered shops. */
export function PlanBody({ plan, map }: { plan: PlanView; map: (pins: PlanPin[]) => ReactNode }) {
  const me = useQuery(api.users.me);
  const now = useMinuteClock();
  const phase = phaseOf(plan, now);
  const viewerId = me?._id;
  const organiser = viewerId === plan.organiserId;
  const [picks, setPicks] = useState<Picks>({ shop: null, time: null });
  const shopPick =
    picks.shop ?? chosenOption(plan.shops, (s) => s.shopId === plan.chosenShopId) ?? plan.bestShop ?? null;
  const timePick = picks.time ?? chosenOption(plan.times, (t) => t.time === plan.chosenTime) ?? plan.bestTime ?? null;
  if (viewerId === undefined) return null;
  const names = namesOf(plan);
  const card = (option: PlanView["shops"][number] | PlanView["times"][number], heading: string, detail?: ReactNode) => {
    const isShop = "shopId" in option;
    const chosen = isShop ? option.shopId === plan.chosenShopId : option.time === plan.chosenTime;
    const picked = isShop ? shopPick === option.optionId : timePick === option.optionId;
    const best = isShop ? plan.bestShop === option.optionId : plan.bestTime === option.optionId;
    const pick = () => setPicks((p) => (isShop ? { ...p, shop: option.optionId } : { ...p, time: option.optionId }));
    return (
      <OptionCard
        key={option.optionId}
        {...{ planId: plan._id, option, heading, detail, viewerId, names, phase, best }}
        chosen={plan.status === "decided" && chosen}
        choose={
          organiser && phase !== "ended" ? <ChooseButton picked={picked} heading={heading} onPick={pick} /> : null
        }
      />
    );
  };
  return (
    <PageShell title={plan.title} width="wide">
      <p className="-mt-3 mb-4 text-dark-grey">Organised by {plan.organiserName || "someone"}</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-4">
          <PhaseNote phase={phase} status={plan.status} />
          <ChosenPlace plan={plan} phase={phase} />
          {organiser && phase !== "ended" && <DecideBar plan={plan} picks={{ shop: shopPick, time: timePick }} />}
          <section aria-labelledby="plan-shops">
            <h2 id="plan-shops" className="mb-2 text-lg font-semibold text-espresso">
              Where
            </h2>
            <ul className="space-y-3">
              {plan.shops.map((shop) =>
                card(
                  shop,
                  `${shop.letter}. ${shop.name}`,
                  <p className="text-sm text-dark-grey">{addressLine(shop)}</p>,
                ),
              )}
            </ul>
          </section>
          <section aria-labelledby="plan-times">
            <h2 id="plan-times" className="mb-2 text-lg font-semibold text-espresso">
              When
            </h2>
            <ul className="space-y-3">{plan.times.map((time) => card(time, planTimeText(time.time)))}</ul>
          </section>
        </div>
        <div className="space-y-4">
          <div className="h-64 overflow-hidden rounded-2xl ring-1 ring-black/5 lg:h-80">
            {map(plan.shops.map((s) => ({ id: s.shopId, name: s.name, lat: s.lat, lng: s.lng, label: s.letter })))}
          </div>
          <PlanMembers plan={plan} />
          {organiser && phase !== "ended" && <PlanInvites plan={plan} />}
          <PlanLeave plan={plan} organiser={organiser} />
        </div>
      </div>
    </PageShell>
  );
}

const chosenOption = <T extends { optionId: Id<"planOptions"> }>(options: T[], is: (option: T) => boolean) =>
  options.find(is)?.optionId;

function ChooseButton({ picked, heading, onPick }: { picked: boolean; heading: string; onPick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={`Choose ${heading}`}
      onClick={onPick}
      className="min-h-11 rounded-full border border-espresso px-3 text-sm font-semibold text-espresso aria-pressed:bg-espresso aria-pressed:text-white focus-visible:outline-3 focus-visible:outline-latte"
    >
      {picked ? "Selected ✓" : "Choose"}
    </button>
  );
}

/** Says why voting is closed, once it is. */
function PhaseNote({ phase, status }: { phase: PlanPhase; status: PlanView["status"] }) {
  if (phase === "ended")
    return (
      <p className="rounded-lg bg-light-grey px-3 py-2 text-sm font-medium text-dark-grey">{MESSAGES.planEnded}</p>
    );
  if (status === "decided")
    return (
      <p role="status" className="rounded-lg bg-light-grey px-3 py-2 text-sm font-medium text-dark-grey">
        Voting is closed: the organiser has chosen.
      </p>
    );
  return null;
}

/** The plan could not be shown: gone, not found, or not theirs. */
export function PlanProblem({ error }: { error: unknown }) {
  return (
    <PageShell title="Coffee plan">
      <Alert look="screen">{errorMessage(error, MESSAGES.planNotFound)}</Alert>
    </PageShell>
  );
}
