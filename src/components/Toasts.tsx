import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { clearErrorToasts } from "@/lib/errorToasts";
import { useToastsWanted } from "@/lib/toast";
import { ROUTES } from "@/lib/routes";
import { useMediaQuery } from "@/lib/useMediaQuery";

const TOAST_DURATION_MS = 5000;
/** Where sonner lays toasts out full width, as on a phone. */
const PHONE = "(max-width: 599px)";
/** Under the 56 px navigation bar on wider screens; above the map's list bar on a phone. */
const OFFSET = { top: 72 };
const PHONE_OFFSET = { bottom: 72 };
/** Room at the end of a page on a phone, so its last button can scroll above a toast there. */
export const ROOM_FOR_PHONE_TOASTS = "max-sm:pb-32";

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts close after 5 s, top right (docs/product.md §8) but under the navigation, never over it; on a phone at
 * the bottom, where they cover neither the navigation nor a shop panel's title and close button. The
 * log-in screen keeps its own at the bottom right (docs/product.md §2). Error toasts belong to the screen they
 * were shown on: moving to another screen takes them away. The toaster (and sonner) come with the
 * first toast.
 */
export function Toasts() {
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE);
  useEffect(() => clearErrorToasts, [pathname]);
  const wanted = useToastsWanted();
  const position = pathname === ROUTES.login ? "bottom-right" : phone ? "bottom-center" : "top-right";
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={position}
        offset={OFFSET}
        mobileOffset={PHONE_OFFSET}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    </Suspense>
  );
}
