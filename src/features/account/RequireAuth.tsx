import { useAuthToken } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import { clearKept } from "@/lib/kept/keptStore";
import { useOffline } from "@/lib/useOffline";
import { loginRedirect } from "@/features/account/loggingOut";

/**
 * Signed-in routes: 'Loading…' while auth settles; when signed out, what a visitor may see here
 * (`visitor`), else /login and back here after. Offline, the server cannot confirm the session, so a
 * person whose session this device holds goes through to what the app kept (decision 31) until it can.
 */
export function RequireAuth({ children, visitor = null }: { children: ReactNode; visitor?: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const offlineSession = useOfflineSession(isLoading);
  const location = useLocation();
  const signedOut = !isLoading && !isAuthenticated;
  useEffect(() => {
    // Ended elsewhere (logged out, expired, the account deleted on another device): forget the copy.
    if (signedOut) void clearKept(null);
  }, [signedOut]);
  if (offlineSession) return children;
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

/**
 * Whether to let the person through before the server has confirmed the session: offline with a session
 * stored on this device. Once through, it stays through until the server answers (the screen does not
 * flash back to 'Loading…' as the connection returns).
 */
function useOfflineSession(authLoading: boolean): boolean {
  const token = useAuthToken();
  const { offline } = useOffline();
  const [through, setThrough] = useState(false);
  const wanted = authLoading && token !== null && (offline || through);
  // Adjusting state while rendering: React's pattern for a value that follows others.
  if (wanted !== through) setThrough(wanted);
  return wanted;
}

/** Only same-site paths may be returned to after logging in. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : paths.home();
}
