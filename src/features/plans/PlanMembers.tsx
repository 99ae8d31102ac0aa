import type { PlanView } from "@/features/plans/planTypes";

const HOW: Record<PlanView["members"][number]["joinedBy"], string> = {
  organiser: "organiser",
  invite: "invited",
  link: "joined by link",
};

/** Who is in the plan, and who has answered and who hasn't yet. */
export function PlanMembers({ plan }: { plan: PlanView }) {
  const waiting = plan.members.filter((m) => !m.answered).length;
  return (
    <section aria-labelledby="plan-people" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <h2 id="plan-people" className="text-lg font-semibold text-espresso">
        People ({plan.members.length})
      </h2>
      <p className="text-sm text-dark-grey" aria-live="polite">
        {waiting === 0 ? "Everyone has answered." : `${waiting} still to answer.`}
      </p>
      <ul className="mt-2 space-y-1" aria-label="People in the plan">
        {plan.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
            <span>
              <span className="font-medium">{member.name || "Someone"}</span>{" "}
              <span className="text-dark-grey">({HOW[member.joinedBy]})</span>
            </span>
            <span className={member.answered ? "text-espresso" : "text-dark-grey"}>
              {member.answered ? "Answered" : "Not yet"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
