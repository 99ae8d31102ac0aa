import { useState } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { paths } from "@/lib/routes";
import type { PlanView } from "@/features/plans/planTypes";

/** Leave the plan (a member), or cancel it for everyone (the organiser); both ask first. */
export function PlanLeave({ plan, organiser }: { plan: PlanView; organiser: boolean }) {
  const leave = useMutation(api.planMembers.leave);
  const cancel = useMutation(api.plans.cancel);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {organiser ? "Cancel the plan" : "Leave the plan"}
      </Button>
      {asking && (
        <ConfirmDialog
          title={organiser ? "Cancel this plan?" : "Leave this plan?"}
          confirmLabel={organiser ? "Cancel the plan" : "Leave"}
          failure={MESSAGES.planGone}
          onConfirm={() => (organiser ? cancel({ planId: plan._id }) : leave({ planId: plan._id }))}
          onDone={() => navigate(paths.plans())}
          onClose={() => setAsking(false)}
        >
          {organiser
            ? "Everyone in it is told, and the plan and its votes are gone."
            : "Your answers go with you. Someone would need to invite you again."}
        </ConfirmDialog>
      )}
    </div>
  );
}
