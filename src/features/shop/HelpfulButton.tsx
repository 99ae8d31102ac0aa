import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { ESTABLISHED_AFTER_DAYS } from "@convex/rules/trust";
import { useSubmit } from "@/lib/useSubmit";
import { showHelpful } from "@/features/shop/helpfulOptimistic";
import { rememberVote, useShownVote } from "@/components/reviews/pendingVotes";
import { useVotesCount } from "@/features/shop/useVotesCount";
import { ThumbIcon } from "@/components/icons";
import { JoinButton } from "@/components/JoinPrompt";

const HELPFUL =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition";

/**
 * "Helpful", pressed while the viewer's vote is in; pressing again takes it back (not on one's own
 * review). A vote moves the count only from an established account (rules/trust.ts): anyone else's
 * is their own mark, and the button says when it will count.
 */
export function HelpfulButton({
  review,
}: {
  review: { _id: Id<"reviews">; helpfulByMe: boolean; userName: string; helpfulCount?: number };
}) {
  const { me, counts } = useVotesCount();
  const setHelpful = useMutation(api.helpfulVotes.set).withOptimisticUpdate((store, { reviewId, helpful }) => {
    if (counts) showHelpful(store, reviewId, helpful);
  });

  // The vote being saved: the button shows it at once, whatever the lists say until the server has
  // answered (a review's first vote changes which reviews the panel asks about). A refusal puts it
  // back and says why; once the mutation resolves, the lists already show its result.
  const vote = useSubmit(
    async ({ helpful, shown }: { helpful: boolean; shown: number }) => {
      const change = await setHelpful({ reviewId: review._id, helpful });
      // The count follows in a moment (decision 25): until then, show the one seen at the press plus the change.
      if (counts) rememberVote(review._id, helpful, Math.max(0, shown + change));
    },
    { errorToast: "helpful", failure: "Could not save your vote. Please try again." },
  );
  const shown = useShownVote(review);
  const pressed = vote.pending?.helpful ?? shown.helpful ?? review.helpfulByMe;

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => void vote.run({ helpful: !pressed, shown: shown.count })}
        className={`${HELPFUL} ${
          pressed
            ? "border-espresso bg-espresso text-white hover:bg-espresso-dark"
            : "border-espresso bg-white text-espresso hover:bg-latte-light"
        }`}
      >
        <ThumbIcon />
        Helpful <span className="sr-only">(review by {review.userName})</span>
      </button>
      {pressed && me && !counts && (
        <span role="status" className="max-w-64 text-xs text-dark-grey">
          {MESSAGES.voteCountsLater(ESTABLISHED_AFTER_DAYS)}
        </span>
      )}
    </span>
  );
}

/** "Helpful" for a visitor: it asks them to join, then brings them back to this panel. */
export function VisitorHelpfulButton({ userName }: { userName: string }) {
  return (
    <JoinButton
      action="mark reviews helpful"
      className={`${HELPFUL} border-espresso bg-white text-espresso hover:bg-latte-light`}
    >
      <ThumbIcon />
      Helpful <span className="sr-only">(review by {userName})</span>
    </JoinButton>
  );
}
