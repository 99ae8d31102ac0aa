import { useEffect, useRef, useState } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";

/** Joins the plan a secret link opens, then shows it; a revoked or unknown link says so. */
export function JoinPlan({ token }: { token: string }) {
  const join = useMutation(api.planMembers.joinByLink);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    join({ token }).then(
      (planId) => navigate(paths.plan(planId), { replace: true }),
      (error: unknown) => setProblem(errorMessage(error, MESSAGES.planLinkInvalid)),
    );
  }, [join, navigate, token]);
  return problem ? (
    <Alert look="screen">{problem}</Alert>
  ) : (
    <p role="status" className="text-dark-grey">
      Joining the plan…
    </p>
  );
}
