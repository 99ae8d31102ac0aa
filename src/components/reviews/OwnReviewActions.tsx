import { useMutation } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { paths } from "@/lib/routes";

const ACTION =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 font-semibold text-espresso underline decoration-latte underline-offset-2 hover:bg-latte-light";

/** The author's own review: Edit (its form; not while a moderator has it hidden) and Delete (after asking). */
export function OwnReviewActions({
  review,
  canEdit = true,
}: {
  review: { _id: Id<"reviews">; shopName: string };
  canEdit?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div role="group" aria-label="Your review" className="-ml-4 flex flex-wrap">
      {canEdit && (
        <Link to={paths.editReview(review._id)} className={ACTION}>
          Edit <span className="sr-only">your review of {review.shopName}</span>
        </Link>
      )}
      <button type="button" onClick={() => setAsking(true)} className={`${ACTION} text-alert`}>
        Delete <span className="sr-only">your review of {review.shopName}</span>
      </button>
      {asking && <DeleteReviewDialog review={review} onClose={() => setAsking(false)} />}
    </div>
  );
}

/** "Delete this review?": deleting takes its photos with it. */
function DeleteReviewDialog({
  review,
  onClose,
}: {
  review: { _id: Id<"reviews">; shopName: string };
  onClose: () => void;
}) {
  const remove = useMutation(api.reviews.remove);
  return (
    <ConfirmDialog
      title="Delete this review?"
      confirmLabel="Delete review"
      failure="The review could not be deleted. Please try again."
      onConfirm={() => remove({ reviewId: review._id })}
      onDone={() => {
        toast.success(MESSAGES.reviewDeleted);
        onClose();
      }}
      onClose={onClose}
    >
      <p>
        Your review of <span className="font-semibold text-espresso">{review.shopName}</span> and its photos will be
        removed for everyone. This can't be undone.
      </p>
    </ConfirmDialog>
  );
}
