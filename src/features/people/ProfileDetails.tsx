import type { ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { Card } from "@/components/PageShell";
import { BadgeList } from "@/components/people/BadgeList";
import { FollowCounts } from "@/features/people/FollowCounts";
import { ProfileHeader } from "@/features/people/ProfileHeader";
import { UserReviews } from "@/features/people/UserReviews";

type Profile = Parameters<typeof ProfileHeader>[0]["profile"] & { _id: Id<"users"> };

/**
 * What both profile pages show: name and drink, follow counts (not to visitors), actions, badges
 * and reviews; `children` (the owner's own sections) go after the badges.
 */
export function ProfileDetails({
  profile,
  actions,
  followCounts = true,
  children,
}: {
  profile: Profile;
  actions?: ReactNode;
  followCounts?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <Card>
        <ProfileHeader profile={profile} actions={actions} />
        {followCounts && <FollowCounts userId={profile._id} />}
      </Card>
      <Card>
        <section aria-labelledby="badges-heading" className="space-y-2">
          <h2 id="badges-heading" className="text-lg font-bold text-espresso">
            Badges
          </h2>
          <BadgeList userId={profile._id} />
        </section>
      </Card>
      {children}
      <section aria-labelledby="reviews-heading" className="space-y-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-espresso">
          Reviews
        </h2>
        <UserReviews userId={profile._id} />
      </section>
    </main>
  );
}
