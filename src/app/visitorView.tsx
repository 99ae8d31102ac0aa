import { lazy, type ReactNode } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { ROUTES } from "@/lib/routes";
import { JoinIn, VisitorLayout } from "@/components/VisitorLayout";
import HomePage from "@/pages/HomePage";

// Loaded only when a visitor opens a shared profile: the landing and log-in pages stay light.
const OtherUserProfile = lazy(() =>
  import("@/features/people/OtherUserProfile").then((m) => ({ default: m.OtherUserProfile })),
);

/**
 * What a visitor (nobody signed in) sees on a signed-in screen's address, when it is one they may
 * look at first (decision 30): the map with its search, list, filters and shop panels (a shared
 * shop link, /home?shop=…, opens it with that panel open), and a shared profile link, read-only;
 * every write asks them to join. Null for every other address: those ask the visitor to log in.
 */
export function useVisitorView(): ReactNode | null {
  const { pathname, search } = useLocation();
  if (pathname === ROUTES.home) {
    return (
      <VisitorLayout>
        <HomePage />
      </VisitorLayout>
    );
  }
  if (matchPath(ROUTES.otherUser, pathname)) {
    return (
      <VisitorLayout>
        <OtherUserProfile
          visitor
          actions={(profile) => <JoinIn action={`follow ${profile.firstName}`} next={pathname + search} />}
        />
      </VisitorLayout>
    );
  }
  return null;
}
