import { useQuery } from "convex/react";
import { lazy, Suspense, useState } from "react";
import { api } from "@convex/_generated/api";
import { bellCount, bellLabel } from "@convex/rules/notifications";
import { BellIcon } from "@/components/icons";

const NotificationsDialog = lazy(() =>
  import("@/features/notifications/NotificationsDialog").then((m) => ({ default: m.NotificationsDialog })),
);

/** The navigation's bell: a live count of unread notifications; opens their list. */
export function NotificationBell() {
  const unread = useQuery(api.users.me)?.unreadNotifications ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex h-11 min-w-11 items-center justify-center gap-2 rounded-full text-white hover:bg-espresso-dark md:px-3"
      >
        <span className="relative flex">
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-alert px-1 text-xs leading-none font-bold text-white ring-2 ring-espresso"
            >
              {bellCount(unread)}
            </span>
          )}
        </span>
        {/* The visible name, from tablet width up, as the other navigation items have. */}
        <span aria-hidden="true" className="hidden md:inline md:font-medium">
          Notifications
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
