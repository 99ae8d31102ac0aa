import { useId, useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { commentsLabel } from "@convex/rules/comments";
import { CheerButton } from "@/components/comments/CheerButton";
import { CommentThread } from "@/components/comments/CommentThread";

const TOGGLE =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-espresso bg-white px-4 py-2 text-sm font-semibold text-espresso transition hover:bg-latte-light";

/**
 * Under every review card: "Comment" with the live count ("3 comments") that opens the conversation
 * under the review, and Cheer with its live count (both counts come with the review).
 */
export function ReviewConversation({
  review,
  cheered,
}: {
  review: {
    _id: Id<"reviews">;
    userId: string;
    userName: string;
    shopName: string;
    commentCount?: number;
    cheerCount?: number;
  };
  /** Whether the viewer cheered it, from the list's own query; undefined while unknown. */
  cheered: boolean | undefined;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const about = `review by ${review.userName} of ${review.shopName}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
          className={`${TOGGLE} ${open ? "bg-latte-light" : ""}`}
        >
          <CommentIcon />
          {commentsLabel(review.commentCount ?? 0)} <span className="sr-only">({about})</span>
        </button>
        <CheerButton
          targetId={review._id}
          ownerId={review.userId}
          about={about}
          count={review.cheerCount ?? 0}
          cheered={cheered}
        />
      </div>
      {open && <CommentThread review={review} id={id} />}
    </div>
  );
}

function CommentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
    </svg>
  );
}
