import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { PinnedShopsMap } from "@/features/map/PinnedShopsMap";
import { PlanBody, PlanProblem } from "@/features/plans/PlanBody";
import { useQueryOutcome } from "@/features/plans/useQueryOutcome";

/** /plans/{id}: a coffee plan, voted on live by everyone in it. */
export default function PlanPage() {
  const { planId = "" } = useParams();
  const outcome = useQueryOutcome(api.plans.get, { planId });
  if (outcome.status === "loading")
    return (
      <p role="status" className="p-8 text-center text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  if (outcome.status === "error") return <PlanProblem error={outcome.error} />;
  return (
    <PlanBody plan={outcome.value} map={(pins) => <PinnedShopsMap shops={pins} title="The shops of the plan" />} />
  );
}
