import { useAuthActions } from "@convex-dev/auth/react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";

export function useLogout() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  return async () => {
    try {
      // Leave the signed-in screens first, so none of them redirects on its own as the session ends.
      navigate(paths.login());
      await signOut();
      toast.success(MESSAGES.logoutSuccess);
    } catch {
      toast.error(MESSAGES.logoutError);
    }
  };
}
