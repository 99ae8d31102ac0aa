import { useLocation } from "react-router-dom";
import { Toaster } from "sonner";
import { ROUTES } from "@/lib/routes";

const TOAST_DURATION_MS = 5000;

/** Toasts close after 5 s, top right; the log-in screen keeps its own at the bottom right (SPEC §2). */
export function Toasts() {
  const { pathname } = useLocation();
  return (
    <Toaster position={pathname === ROUTES.login ? "bottom-right" : "top-right"} duration={TOAST_DURATION_MS} richColors closeButton />
  );
}
