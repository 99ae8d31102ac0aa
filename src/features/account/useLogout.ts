import { useAuthActions } from "@convex-dev/auth/react";
import { useLocation, useNavigate } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import { clearKept } from "@/lib/kept/keptStore";
import { useSubmit } from "@/lib/useSubmit";
import { LOGGING_OUT, markLoggingOut } from "@/features/account/loggingOut";

/**
 * Leaves for /login, then ends the session. The log-in screen does not send the still signed-in user
 * back to the map meanwhile; if this screen sees the session end before it is left, it goes to plain
 * /login too (loggingOut.ts). Logout and a deleted account both end this way, and both forget the
 * offline copy of what this device showed (decision 31), whoever it was kept for.
 */
export function useSignOutToLogin() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    markLoggingOut(location);
    navigate(paths.login(), { state: LOGGING_OUT });
    await Promise.all([signOut(), clearKept(null)]);
  };
}

/** The menu's Logout: its toast once signed out; if signing out fails, the logout error of docs/product.md §8. */
export function useLogout() {
  const signOutToLogin = useSignOutToLogin();
  return useSubmit(signOutToLogin, {
    errorToast: "logout",
    failure: () => MESSAGES.logoutError,
    // Signing out ends the session on this device whether or not the server hears of it.
    worksOffline: true,
    success: MESSAGES.logoutSuccess,
  }).run;
}
