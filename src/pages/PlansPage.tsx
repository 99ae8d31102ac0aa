import { PageShell } from "@/components/PageShell";
import { MyPlans } from "@/features/plans/MyPlans";

/** /plans: my coffee plans, coming up and recent. */
export default function PlansPage() {
  return (
    <PageShell title="Coffee plans">
      <MyPlans />
    </PageShell>
  );
}
