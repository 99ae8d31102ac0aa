import { useParams } from "react-router-dom";
import { PageShell } from "@/components/PageShell";
import { JoinPlan } from "@/features/plans/JoinPlan";

/** /plans/join/{secret}: joins the plan its invite link opens. */
export default function JoinPlanPage() {
  const { token = "" } = useParams();
  return (
    <PageShell title="Coffee plan">
      <JoinPlan token={token} />
    </PageShell>
  );
}
