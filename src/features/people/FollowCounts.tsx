import { useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { formatCount } from "@convex/rules/numbers";
import { PeopleListDialog, type PeopleList } from "@/features/people/PeopleListDialog";

const COUNT_BUTTON =
  "min-h-11 rounded-full px-3 py-2 text-dark-grey hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte";

/** "12 followers · 3 following" (nothing while `counts` loads); each opens the list of those people. */
export function FollowCounts({
  userId,
  counts,
}: {
  userId: Id<"users">;
  counts: { followers: number; following: number } | undefined;
}) {
  const [open, setOpen] = useState<PeopleList | null>(null);
  if (!counts) return null;
  return (
    <div className="-ml-3 flex flex-wrap items-center gap-1 pt-2">
      <button type="button" className={COUNT_BUTTON} onClick={() => setOpen("followers")} aria-haspopup="dialog">
        <strong className="text-black">{formatCount(counts.followers)}</strong>{" "}
        {counts.followers === 1 ? "follower" : "followers"}
      </button>
      <span aria-hidden className="text-grey">
        ·
      </span>
      <button type="button" className={COUNT_BUTTON} onClick={() => setOpen("following")} aria-haspopup="dialog">
        <strong className="text-black">{formatCount(counts.following)}</strong> following
      </button>
      {open && (
        <PeopleListDialog
          userId={userId}
          list={open}
          title={open === "followers" ? "Followers" : "Following"}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
