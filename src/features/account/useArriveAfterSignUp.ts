import { useConvexAuth } from "convex/react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { toast } from "@/lib/toast";
import { safeNextPath } from "@/features/account/RequireAuth";

/**
 * The new account stays signed in (decision 15; the first specification signed it out to log in
 * again, docs/product.md §2 Register) and goes where the visitor was going (`next`), once `created`
 * and the backend holds the new session so that screen sees it.
 */
export function useArriveAfterSignUp(created: boolean, next: string | undefined) {
  const navigate = useNavigate();
  const { isAuthenticated } = useConvexAuth();
  const arrived = useRef(false);
  useEffect(() => {
    if (!created || !isAuthenticated || arrived.current) return;
    arrived.current = true;
    toast.success(MESSAGES.accountCreated);
    navigate(safeNextPath(next ?? null), { replace: true });
  }, [created, isAuthenticated, navigate, next]);
}
