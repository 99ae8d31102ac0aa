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
/**
 * On the map, wider screens: bottom right, above the zoom buttons (bottom 12 px, 2 × 44 px), since the top
 * right of the map holds the search box, "near me", Recommend and the notes under them.
 */
const MAP_OFFSET = { bottom: 132, right: 16 };
/** On the map, a phone's toasts leave the zoom buttons' column free (index.css, `.map-toasts`). */
const MAP_TOASTS = "map-toasts";
/** Room at the end of a page on a phone, so its last button can scroll above a toast there. */
export const ROOM_FOR_PHONE_TOASTS = "max-sm:pb-32";

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts close after 5 s, top right (docs/product.md §8) but under the navigation, never over it; on a phone at
 * the bottom, where they cover neither the navigation nor a shop panel's title and close button. On the map
 * they cover none of its controls: bottom right above the zoom buttons on wider screens, and on a phone
 * beside the zoom buttons rather than over them. The
 * log-in screen keeps its own at the bottom right (docs/product.md §2). Error toasts belong to the screen they
 * were shown on: moving to another screen takes them away. The toaster (and sonner) come with the
 * first toast.
 */
export function Toasts() {
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE);
  useEffect(() => clearErrorToasts, [pathname]);
  const wanted = useToastsWanted();
  const onMap = pathname === ROUTES.home;
  const position =
    pathname === ROUTES.login || (onMap && !phone) ? "bottom-right" : phone ? "bottom-center" : "top-right";
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={position}
        offset={onMap ? MAP_OFFSET : OFFSET}
        className={onMap ? MAP_TOASTS : undefined}
        mobileOffset={PHONE_OFFSET}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    </Suspense>
  );
}
