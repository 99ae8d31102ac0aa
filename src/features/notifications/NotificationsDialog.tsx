import { useMutation, usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { NOTIFICATION_PAGE, notificationText, othersText } from "@convex/rules/notifications";
import { planTimeText } from "@convex/rules/plans";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Dialog } from "@/components/Dialog";
import { DialogHeader } from "@/components/DialogHeader";
import { Timestamp } from "@/components/Timestamp";
import { errorMessage } from "@/lib/errors";
import { showErrorToast } from "@/lib/errorToasts";
import { paths } from "@/lib/routes";
import { FollowButton } from "@/components/people/FollowButton";

type Notification = FunctionReturnType<typeof api.notifications.list>["page"][number];

const LINK = "font-semibold text-espresso underline decoration-latte underline-offset-2 hover:text-latte";

/**
 * The notification list, newest first, live, a page at a time. What it shows is marked read at
 * once (the bell's count goes to zero); the ones that were new stay highlighted while it is open.
 */
export function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { results, status, loadMore } = usePaginatedQuery(
    api.notifications.list,
    {},
    { initialNumItems: NOTIFICATION_PAGE },
  );
  // The bell and the list show them read at once; a refusal puts them back and says why.
  const markRead = useMutation(api.notifications.markRead).withOptimisticUpdate((store, { upTo }) => {
    const me = store.getQuery(api.users.me, {});
    if (me) store.setQuery(api.users.me, {}, { ...me, unreadNotifications: 0 });
    for (const { args, value } of store.getAllQueries(api.notifications.list)) {
      if (value === undefined) continue;
      store.setQuery(api.notifications.list, args, {
        ...value,
        page: value.page.map((item) => (item._creationTime <= upTo ? { ...item, unread: false } : item)),
      });
    }
  });
  // New when first shown here; kept so the highlight outlives the read mark.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unseen = results.filter((item) => item.unread && !fresh.has(item._id));
  if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen.map((item) => item._id)]));

  const newestUnread = results.find((item) => item.unread)?._creationTime;
  useEffect(() => {
    if (newestUnread !== undefined)
      void markRead({ upTo: newestUnread }).catch((error: unknown) =>
        showErrorToast("notifications", errorMessage(error, MESSAGES.markReadFailed)),
      );
  }, [newestUnread, markRead]);

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
      backdropClassName="bg-black/20 items-start justify-end p-2 pt-16"
      className="flex max-h-[calc(100dvh-5rem)] w-full max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader titleId={titleId} closeLabel="Close notifications" onClose={onClose}>
        Notifications
      </DialogHeader>
      <div className="overflow-y-auto px-4 py-2">
        {status === "LoadingFirstPage" ? (
          <p role="status" className="py-4 text-dark-grey">
            {MESSAGES.loading}
          </p>
        ) : results.length === 0 ? (
          <p className="py-4 text-dark-grey">
            No notifications yet. You will hear here when someone follows you, reviews a shop you added, finds your
            review helpful, comments on it, mentions you or cheers.
          </p>
        ) : (
          <ul aria-label="Notifications" className="divide-y divide-light-grey">
            {results.map((item) => (
              <li
                key={item._id}
                className={`-mx-2 rounded-lg px-2 py-3 ${fresh.has(item._id) ? "bg-latte-light/60" : ""}`}
              >
                <NotificationLine item={item} onFollowLink={onClose} />
                <p className="mt-1 flex items-center gap-2 text-xs text-dark-grey">
                  {fresh.has(item._id) && <span className="font-semibold text-alert">New</span>}
                  <Timestamp time={item._creationTime} withTime />
                </p>
                {item.kind === "follow" && item.actorId && (
                  <FollowButton userId={item.actorId} personName={item.actorName} back />
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton status={status} className="my-2 w-full" onClick={() => loadMore(NOTIFICATION_PAGE)} />
      </div>
    </Dialog>
  );
}

/** "Ben Ortiz (and 3 others) found your review of Thinking Cup helpful.", with the person and the shop as links. */
function NotificationLine({ item, onFollowLink }: { item: Notification; onFollowLink: () => void }) {
  // A coffee plan's notice: its sentence, with the time chosen in the reader's zone, linking to the plan.
  if (item.kind === "plan") {
    const text = `${item.statement ?? ""}${item.planTime ? `, ${planTimeText(item.planTime)}` : ""}`;
    return item.planId ? (
      <p>
        <Link to={paths.plan(item.planId)} onClick={onFollowLink} className={LINK}>
          {text}
        </Link>
      </p>
    ) : (
      <p>{text}</p>
    );
  }
  if (item.kind === "listGone") return <p>{item.statement}</p>;
  // A moderators' notice names no person (decision 27): no actor to link to.
  if (item.kind === "moderation" || item.actorId === undefined) {
    return (
      <p>
        <span className="font-semibold text-espresso">{item.actorName}:</span> {item.statement}
      </p>
    );
  }
  const text = notificationText(item.kind, item.shopName, item.onReview !== false);
  const shop = item.shopName && item.shopId ? { id: item.shopId, name: item.shopName } : null;
  const at = shop ? text.indexOf(shop.name) : -1;
  const [before, after] = shop && at >= 0 ? [text.slice(0, at), text.slice(at + shop.name.length)] : [text, ""];
  return (
    <p>
      <Link
        to={paths.otherUser(item.actorId, item.actorName)}
        state={{ userId: item.actorId }}
        onClick={onFollowLink}
        className={LINK}
      >
        {item.actorName}
      </Link>{" "}
      {item.others > 0 && `${othersText(item.others)} `}
      {before}
      {shop && at >= 0 && (
        <Link to={paths.home({ shop: shop.id })} onClick={onFollowLink} className={LINK}>
          {shop.name}
        </Link>
      )}
      {after}
    </p>
  );
}
