import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { badgeExplanation, earnedBadges } from "@convex/rules/badges";
import { MESSAGES } from "@convex/rules/messages";

const PILL = "rounded-full bg-latte-light px-2.5 py-0.5 text-xs font-semibold text-espresso-dark";

type BadgeCounts = FunctionReturnType<typeof api.badges.forUser>;

/**
 * A reviewer's badges beside a review: the counts when the screen already has them (the shop panel's shared
 * answer: live from its query, or from its file on the bucket, published again when a badge changes; decision
 * 48), else a live query of its own.
 */
export function ReviewerBadges({ userId, known }: { userId: Id<"users">; known?: BadgeCounts }) {
  const asked = useQuery(api.badges.forUser, known === undefined ? { userId } : "skip");
  return <BadgeList counts={known === undefined ? asked : known} compact />;
}

/**
 * A user's badges from their counts (undefined while loading), each named one way everywhere. The profile
 * explains each (what it counts, the next tier); beside a review (`compact`) the names alone, the explanation
 * as their title.
 */
export function BadgeList({ counts, compact = false }: { counts: BadgeCounts | undefined; compact?: boolean }) {
  if (counts === undefined) return <p className="text-sm text-dark-grey">{MESSAGES.badgesLoading}</p>;
  const badges = counts ? earnedBadges(counts) : [];
  if (badges.length === 0) {
    return <p className="text-sm text-dark-grey">{compact ? MESSAGES.noBadgesShop : MESSAGES.noBadgesProfile}</p>;
  }
  if (compact) {
    return (
      <ul aria-label="Badges" className="flex flex-wrap gap-1.5">
        {badges.map((badge) => (
          <li key={badge.kind} title={badgeExplanation(badge.kind, badge.count)} className={PILL}>
            {badge.name}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-x-4 gap-y-2">
      {badges.map((badge) => (
        <li key={badge.kind} className="flex flex-col items-start gap-0.5">
          <span className={PILL}>{badge.name}</span>
          <span className="text-xs text-dark-grey">{badgeExplanation(badge.kind, badge.count)}</span>
        </li>
      ))}
    </ul>
  );
}
