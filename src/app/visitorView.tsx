import { lazy, type ReactNode } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { ROUTES } from "@/lib/routes";
import { JoinIn, VisitorLayout } from "@/components/VisitorLayout";
import HomePage from "@/pages/HomePage";

// Loaded only when a visitor opens a shared list or a profile (its lists).
const ProfileLists = lazy(() => import("@/features/lists/ProfileLists").then((m) => ({ default: m.ProfileLists })));
const ListPage = lazy(() => import("@/pages/ListPage"));

// Loaded only when a visitor opens a shared profile: the landing and log-in pages stay light.
const OtherUserProfile = lazy(() =>
  import("@/features/people/OtherUserProfile").then((m) => ({ default: m.OtherUserProfile })),
);

/**
 * What a visitor (nobody signed in) sees on a signed-in screen's address, when it is one they may
 * look at first (decision 30): the map with its search, list, filters and shop panels (a shared
 * shop link, /home?shop=…, opens it with that panel open), a shared profile link and a public list's link,
 * read-only; an invite link asks them to sign up or log in and comes back to join;
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
  if (matchPath(ROUTES.list, pathname) && !matchPath(ROUTES.joinList, pathname)) {
    return (
      <VisitorLayout>
        <ListPage visitorPrompt={<JoinIn action="make lists of your own" next={pathname + search} />} />
      </VisitorLayout>
    );
  }
  if (matchPath(ROUTES.joinList, pathname)) {
    return (
      <VisitorLayout>
        <main className="mx-auto w-full max-w-xl px-4 py-6">
          <JoinIn action="edit this list" next={pathname + search} />
        </main>
      </VisitorLayout>
    );
  }
  if (matchPath(ROUTES.otherUser, pathname)) {
    return (
      <VisitorLayout>
        <OtherUserProfile
          visitor
          actions={(profile) => <JoinIn action={`follow ${profile.firstName}`} next={pathname + search} />}
          sections={(profile) => <ProfileLists userId={profile._id} />}
        />
      </VisitorLayout>
    );
  }
  return null;
}
