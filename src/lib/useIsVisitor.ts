import { useConvexAuth } from "convex/react";

/**
 * Whether nobody is signed in (a visitor looking first, decision 30): their write controls ask them
 * to join instead of calling the backend. False while the session is still being checked.
 */
export function useIsVisitor(): boolean {
  const { isLoading, isAuthenticated } = useConvexAuth();
  return !isLoading && !isAuthenticated;
}
