import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Toaster } from "sonner";
import { clearErrorToasts } from "@/lib/errorToasts";
import { ROUTES } from "@/lib/routes";

const TOAST_DURATION_MS = 5000;

/**
 * Toasts close after 5 s, top right; the log-in screen keeps its own at the bottom right (SPEC §2).
 * Error toasts belong to the screen they were shown on: moving to another screen takes them away.
 */
export function Toasts() {
  const { pathname } = useLocation();
  useEffect(() => clearErrorToasts, [pathname]);
  return (
    <Toaster position={pathname === ROUTES.login ? "bottom-right" : "top-right"} duration={TOAST_DURATION_MS} richColors closeButton />
  );
}
