import type { Location } from "react-router-dom";
import { paths } from "@/lib/routes";

/** The navigation state of the way to /login on logging out: the session is still ending. */
export const LOGGING_OUT = { loggingOut: true } as const;

/** The history entry (its location key) the user pressed Logout on. */
let loggedOutFrom: string | undefined;

/**
 * Logout marks the screen it leaves before ending the session. The way to /login is a navigation,
 * which React renders in a transition, and the session's end is an urgent update, so this screen may
 * see itself signed out first and redirect on its own: that redirect must also be plain /login.
 */
export function markLoggingOut(location: Location) {
  loggedOutFrom = location.key;
}

/**
 * Where a signed-in screen sends a user without a session: /login, and back here after logging in
 * (the session expired, or ended in another tab), except from the screen the user just logged out of.
 */
export function loginRedirect(location: Location) {
  return location.key === loggedOutFrom
    ? { to: paths.login(), state: LOGGING_OUT }
    : { to: paths.login({ next: location.pathname + location.search }) };
}
