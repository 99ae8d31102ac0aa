import { useQuery } from "convex/react";
import { lazy, Suspense, useState } from "react";
import { api } from "@convex/_generated/api";
import { bellCount, bellLabel } from "@convex/rules/notifications";

const NotificationsDialog = lazy(() =>
  import("./NotificationsDialog").then((m) => ({ default: m.NotificationsDialog })),
);

const BellIcon = () => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The navigation's bell: a live count of unread notifications; opens their list. */
export function NotificationBell() {
  const unread = useQuery(api.notifications.unreadCount) ?? 0;
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
