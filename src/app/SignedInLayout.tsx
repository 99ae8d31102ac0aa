import { Suspense, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { errorMessage } from "@/lib/errors";
import { loginRedirect } from "@/features/account/loggingOut";
import { RequireAuth } from "@/features/account/RequireAuth";
import { VerifyEmailBanner } from "@/features/account/VerifyEmailBanner";
import { useVisitorView } from "@/app/visitorView";
import { NavBar } from "@/app/NavBar";
import { PageLoading } from "@/components/PageLoading";

/** What a screen shows when one of its reads fails: the server's reason and a way to try again. */
export function ReadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const location = useLocation();
  const message = errorMessage(error, MESSAGES.readFailed);
  // The session ended while the screen was open (logged out here or elsewhere, expired).
  if (message === MESSAGES.signedOut) {
    return <Navigate {...loginRedirect(location)} replace />;
  }
  return (
    <div className="mx-auto max-w-xl space-y-3 p-8 text-center">
      <Alert look="screen">{message}</Alert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** Keyed by path: moving to another screen starts it afresh. */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error, retry) => <ReadFailed error={error} retry={retry} />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function SignedInLayout() {
  const visitorView = useVisitorView();
  return (
    <RequireAuth visitor={visitorView && <Screen>{visitorView}</Screen>}>
      <NavBar />
      <VerifyEmailBanner />
      <Screen>
        <Outlet />
      </Screen>
    </RequireAuth>
  );
}
