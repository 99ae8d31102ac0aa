import { useState, type ReactNode } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PLAN_ANSWERS, tallyText } from "@convex/rules/plans";
import { ChoiceChips } from "@/components/Chips";
import { useSubmit } from "@/lib/useSubmit";
import type { Answer, PlanOption, PlanPhase } from "@/features/plans/planTypes";

const LABELS: Record<Answer, string> = { yes: "Yes", maybe: "Maybe", no: "No" };

type Props = {
  planId: Id<"plans">;
  option: PlanOption;
  /** "A. Blue Bottle" or "Sat, Nov 28, 10:00 AM". */
  heading: string;
  detail?: ReactNode;
  viewerId: Id<"users">;
  names: Map<Id<"users">, string>;
  phase: PlanPhase;
  chosen: boolean;
  best: boolean;
  /** The organiser's "Choose" for this option, while the plan has not ended. */
  choose?: ReactNode;
};

/** One shop or time: the viewer's Yes / Maybe / No, the live tally and who said what. */
export function OptionCard({ planId, option, heading, detail, viewerId, names, phase, chosen, best, choose }: Props) {
  const vote = useMutation(api.plans.vote);
  const mine = option.votes.find((v) => v.userId === viewerId)?.answer ?? "";
  const [picked, setPicked] = useState<Answer | null>(null);
  const submit = useSubmit((answer: Answer) => vote({ planId, optionId: option.optionId, answer }), {
    failure: MESSAGES.planVotingClosed,
    errorToast: "plan-vote",
  });
  const answer = submit.busy && picked ? picked : mine;
  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${chosen ? "ring-2 ring-espresso" : "ring-black/5"}`}
      aria-label={heading}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-espresso">{heading}</h3>
          {detail}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {chosen && (
            <span className="rounded-full bg-espresso px-2 py-0.5 text-xs font-semibold text-white">Chosen</span>
          )}
          {best && !chosen && (
            <span className="rounded-full bg-latte-light px-2 py-0.5 text-xs font-semibold text-espresso">
              Best by votes
            </span>
          )}
          {choose}
        </div>
      </div>
      <p className="mt-1 text-sm font-medium text-dark-grey" aria-live="polite" data-testid="tally">
        {tallyText(option.tally)}
      </p>
      {phase === "open" && (
        <div className="mt-2">
          <ChoiceChips
            legend={`Your answer for ${heading}`}
            options={PLAN_ANSWERS.map((value) => ({ value, label: LABELS[value] }))}
            value={answer}
            onChange={(value) => {
              setPicked(value as Answer);
              void submit.run(value as Answer);
            }}
          />
        </div>
      )}
      <WhoSaid option={option} names={names} />
    </li>
  );
}

/** "Yes: Ana, Ben · Maybe: Cam" */
function WhoSaid({ option, names }: { option: PlanOption; names: Map<Id<"users">, string> }) {
  const groups = PLAN_ANSWERS.map((answer) => ({
    answer,
    people: option.votes.filter((v) => v.answer === answer).map((v) => names.get(v.userId) ?? "Someone"),
  })).filter((group) => group.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-dark-grey">
      {groups.map((group, i) => (
        <span key={group.answer}>
          {i > 0 && " · "}
          <span className="font-semibold">{LABELS[group.answer]}:</span> {group.people.join(", ")}
        </span>
      ))}
    </p>
  );
}
