import { useConvexAuth } from "convex/react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import { loginRedirect } from "@/features/account/loggingOut";

/**
 * Signed-in routes: 'Loading…' while auth settles; when signed out, what a visitor may see here
 * (`visitor`), else /login and back here after.
 */
export function RequireAuth({ children, visitor = null }: { children: ReactNode; visitor?: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <p role="status" className="p-8 text-center text-lg text-dark-grey">
        {MESSAGES.authLoading}
      </p>
    );
  }
  if (!isAuthenticated) {
    if (visitor !== null) return visitor;
    return <Navigate {...loginRedirect(location)} replace />;
  }
  return children;
}

/** Only same-site paths may be returned to after logging in. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : paths.home();
}
