import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { AccountCard } from "@/features/account/AccountCard";
import { BlockedPeople } from "@/features/people/BlockedPeople";
import { ProfileDetails } from "@/features/people/ProfileDetails";
import { HiddenReviews } from "@/features/people/HiddenReviews";
import { SavedShops } from "@/features/shop/SavedShops";
import { ProfileLists } from "@/features/lists/ProfileLists";
import { CopyToListButton } from "@/features/list-picker/CopyToListButton";
import { CopyFollowLinkButton } from "@/features/people/CopyFollowLinkButton";
import { RecommendationButton } from "@/features/recommendations/RecommendationButton";
import { SavedMark } from "@/components/SavedMark";
import { useKeptQuery } from "@/lib/kept/useKept";

export default function ProfilePage() {
  const { data: profile, savedAt } = useKeptQuery(api.users.me, {});
  // The badges and counts others see: the same cached answer as the other-user page's.
  const person = useQuery(api.people.profile, profile ? { userId: profile._id } : "skip");
  if (profile === undefined) {
    return (
      <p role="status" className="p-8 text-center text-dark-grey">
        {MESSAGES.profileLoading}
      </p>
    );
  }
  if (profile === null) return null;
  const actions = (
    <>
      <SavedMark savedAt={savedAt} className="basis-full" />
      <RecommendationButton />
      <CopyFollowLinkButton />
    </>
  );
  return (
    <ProfileDetails
      profile={profile}
      badges={person?.badges}
      counts={person?.counts}
      reviews={person ?? undefined}
      actions={actions}
    >
      <ProfileLists userId={profile._id} own />
      <SavedShops copy={(list, heading) => <CopyToListButton from={list} title={heading} />} />
      <HiddenReviews />
      <BlockedPeople />
      <AccountCard />
    </ProfileDetails>
  );
}
