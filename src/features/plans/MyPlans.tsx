import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { planTimeText } from "@convex/rules/plans";
import { paths } from "@/lib/routes";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { phaseOf } from "@/features/plans/planTypes";

const LINK = "font-semibold text-espresso underline decoration-latte underline-offset-2 hover:text-espresso-dark";

/** My open plans, then the ones that ended. */
export function MyPlans() {
  const plans = useQuery(api.plans.mine);
  const now = useMinuteClock();
  if (plans === undefined)
    return (
      <p role="status" className="text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  const current = plans.filter((plan) => phaseOf(plan, now) !== "ended");
  const ended = plans.filter((plan) => phaseOf(plan, now) === "ended");
  return (
    <div className="space-y-6">
      <Link
        to={paths.newPlan()}
        className="inline-flex min-h-11 items-center rounded-full bg-espresso px-5 font-semibold text-white hover:bg-espresso-dark"
      >
        Plan a coffee
      </Link>
      <PlanGroup title="Coming up" plans={current} empty="No plans yet. Plan a coffee and invite a friend." />
      {ended.length > 0 && <PlanGroup title="Recent" plans={ended} empty="" />}
    </div>
  );
}

type Summary = NonNullable<ReturnType<typeof useQuery<typeof api.plans.mine>>>[number];

function PlanGroup({ title, plans, empty }: { title: string; plans: Summary[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-espresso">{title}</h2>
      {plans.length === 0 ? (
        <p className="text-dark-grey">{empty}</p>
      ) : (
        <ul className="divide-y divide-light-grey rounded-2xl bg-white px-4 shadow-sm ring-1 ring-black/5">
          {plans.map((plan) => (
            <li key={plan._id} className="py-3">
              <Link to={paths.plan(plan._id)} className={LINK}>
                {plan.title}
              </Link>
              <p className="text-sm text-dark-grey">
                {plan.status === "decided" && plan.chosenTime
                  ? `${plan.chosenShopName ?? "A shop"}, ${planTimeText(plan.chosenTime)}`
                  : "Voting open"}
                {plan.isOrganiser && " · you organise it"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
