import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { showFollowing } from "@/components/people/followOptimistic";

/**
 * Follow / Unfollow another user; the label changes as soon as it is pressed and then follows the
 * server's answer live. Hidden on one's own page.
 * `personName` names whom, for a list of several buttons ("Follow Ben Ortiz"). With `back` (a
 * "started following you" notification): "Follow back", and "You follow {name} back" once done (a bare
 * "Following" there read as a heading, not as what the tap did). `known`: the page already asks whether the
 * viewer follows them (another person's page, people.mine), so the button asks nothing of its own.
 */
export function FollowButton({
  userId,
  personName,
  back = false,
  known,
}: {
  userId: string;
  personName?: string;
  back?: boolean;
  known?: { following: boolean | undefined };
}) {
  const me = useQuery(api.users.me);
  const asked = useQuery(api.follows.isFollowing, known ? "skip" : { userId });
  const following = known ? known.following : asked;
  const follow = useMutation(api.follows.follow).withOptimisticUpdate((store, args) =>
    showFollowing(store, args.userId, me?._id, true),
  );
  const unfollow = useMutation(api.follows.unfollow).withOptimisticUpdate((store, args) =>
    showFollowing(store, args.userId, me?._id, false),
  );
  // The label changes at once (optimistic); a refusal puts it back and says why.
  const toggle = useSubmit(() => (following ? unfollow : follow)({ userId }), {
    errorToast: "follow",
    failure: "Could not update who you follow. Please try again.",
  });

  if (me === undefined || me?._id === userId) return null;
  const loading = following === undefined;

  if (back && following)
    return <span className="text-sm font-semibold text-dark-grey">You follow {personName ?? "them"} back</span>;
  if (back) {
    return (
      <Button
        variant="secondary"
        busy={loading}
        onClick={() => void toggle.run()}
        className="mt-1 text-sm"
        aria-label={personName ? `Follow back ${personName}` : undefined}
      >
        Follow back
      </Button>
    );
  }
  return (
    <Button
      variant={following ? "secondary" : "primary"}
      busy={loading}
      onClick={() => void toggle.run()}
      aria-label={personName ? `${following ? "Unfollow" : "Follow"} ${personName}` : undefined}
    >
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
