import type { ReactNode } from "react";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Card } from "@/components/PageShell";
import { BadgeList } from "@/components/people/BadgeList";
import { FollowCounts } from "@/features/people/FollowCounts";
import { ProfileHeader } from "@/features/people/ProfileHeader";
import { UserReviews } from "@/features/people/UserReviews";

type Profile = Parameters<typeof ProfileHeader>[0]["profile"] & { _id: Id<"users"> };
type Person = NonNullable<FunctionReturnType<typeof api.people.profile>>;

/**
 * What both profile pages show: name and drink, follow counts (not to visitors), actions, badges
 * and reviews; `children` (the owner's own sections) go after the badges. The badges, counts and first page of
 * reviews come from the page's people.profile (undefined while it loads).
 */
export function ProfileDetails({
  profile,
  badges,
  counts,
  reviews,
  actions,
  followCounts = true,
  children,
}: {
  profile: Profile;
  badges: Person["badges"] | undefined;
  counts: Person["counts"] | undefined;
  reviews: Pick<Person, "reviews" | "moreReviews"> | undefined;
  actions?: ReactNode;
  followCounts?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <Card>
        <ProfileHeader profile={profile} actions={actions} />
        {followCounts && <FollowCounts userId={profile._id} counts={counts} />}
      </Card>
      <Card>
        <section aria-labelledby="badges-heading" className="space-y-2">
          <h2 id="badges-heading" className="text-lg font-bold text-espresso">
            Badges
          </h2>
          <BadgeList counts={badges} />
        </section>
      </Card>
      {children}
      <section aria-labelledby="reviews-heading" className="space-y-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-espresso">
          Reviews
        </h2>
        <UserReviews userId={profile._id} first={reviews} />
      </section>
    </main>
  );
}
