import { useLocation, useSearchParams } from "react-router-dom";
import { decodeUserId } from "@convex/rules/identifiers";

/** The user id of /otheruser/{identifier}: the base64 `uid` parameter, else the navigation state's `userId`. */
export function useTargetUserId(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { userId?: unknown } | null)?.userId;
  return decodeUserId(params.get("uid")) ?? (typeof fromState === "string" && fromState ? fromState : null);
}
