import { useAuthActions } from "@convex-dev/auth/react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { MESSAGES } from "@convex/rules/messages";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { paths } from "@/lib/routes";
import { LOGGING_OUT } from "./LoginForm";

export function useLogout() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  return async () => {
    try {
      // Leave the signed-in screens first, so none of them redirects on its own as the session ends
      // (and the log-in screen does not send the still signed-in user back to the map meanwhile).
      navigate(paths.login(), { state: LOGGING_OUT });
      await signOut();
      clearErrorToast("logout");
      toast.success(MESSAGES.logoutSuccess);
    } catch {
      showErrorToast("logout", MESSAGES.logoutError);
    }
  };
}
