import { useAuthActions } from "@convex-dev/auth/react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { MESSAGES } from "@convex/rules/messages";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { paths } from "@/lib/routes";
import { LOGGING_OUT, markLoggingOut } from "./loggingOut";

/**
 * Leaves for /login, then ends the session. The log-in screen does not send the still signed-in user
 * back to the map meanwhile; if this screen sees the session end before it is left, it goes to plain
 * /login too (loggingOut.ts). Logout and a deleted account both end this way.
 */
export function useSignOutToLogin() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    markLoggingOut(location);
    navigate(paths.login(), { state: LOGGING_OUT });
    await signOut();
  };
}

export function useLogout() {
  const signOutToLogin = useSignOutToLogin();
  return async () => {
    try {
      await signOutToLogin();
      clearErrorToast("logout");
      toast.success(MESSAGES.logoutSuccess);
    } catch {
      showErrorToast("logout", MESSAGES.logoutError);
    }
  };
}
