import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { useSubmit } from "@/lib/useSubmit";

const reviewsText = (count: number) => (count === 1 ? "1 of their reviews does" : `${count} of their reviews do`);

/**
 * For moderators on a member's profile: whether the member's reviews count in ratings yet, and
 * "Vouch for this member" to count them from now (decision 28). Nothing for anyone else, nor for a
 * member with no review waiting.
 */
export function VouchForMember({ userId, name }: { userId: Id<"users">; name: string }) {
  const me = useQuery(api.users.me);
  const isModerator = me?.isModerator === true && me._id !== userId;
  const standing = useQuery(api.trust.standing, isModerator ? { userId } : "skip");
  const establish = useMutation(api.trust.establish);
  const vouch = useSubmit(() => establish({ userId }), {
    errorToast: "vouch",
    failure: "Could not vouch for this member. Please try again.",
    success: `${name}'s reviews count in ratings from now on.`,
  });
  const now = useMinuteClock();
  if (!isModerator || !standing) return null;
  // Only members with reviews waiting: vouching is for a review that does not count yet.
  if (standing.waiting === 0) return null;
  const established = standing.establishedFrom !== null && standing.establishedFrom <= now;
  return (
    <section aria-label="Ratings trust" className="space-y-2 rounded-xl bg-light-grey/60 p-3 text-sm">
      <p>
        {established
          ? `${name}'s reviews are being counted in.`
          : `${name} is a new member: ${reviewsText(standing.waiting)} not count in ratings yet.`}
      </p>
      {!established && (
        <Button variant="secondary" disabled={vouch.busy} onClick={() => void vouch.run()}>
          Vouch for this member
        </Button>
      )}
    </section>
  );
}
