import { lazy, type ReactNode } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { ROUTES } from "@/lib/routes";
import { JoinIn, VisitorLayout } from "@/components/VisitorLayout";

// Loaded only when a visitor opens a shared link: the landing and log-in pages stay light.
const VisitorShop = lazy(() => import("@/features/shop/VisitorShop").then((m) => ({ default: m.VisitorShop })));
const OtherUserProfile = lazy(() =>
  import("@/features/people/OtherUserProfile").then((m) => ({ default: m.OtherUserProfile })),
);

/**
 * What a visitor (nobody signed in) sees on a signed-in screen's address, when it is one a person
 * shares: a shop's link (/home?shop=…) shows the shop, a profile's link the person, read-only.
 * Null for every other address: those ask the visitor to log in.
 */
export function useVisitorView(): ReactNode | null {
  const { pathname, search } = useLocation();
  const shop = pathname === ROUTES.home ? new URLSearchParams(search).get("shop") : null;
  if (shop) {
    return (
      <VisitorLayout>
        <VisitorShop id={shop} />
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
