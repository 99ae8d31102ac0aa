import type { Id } from "@convex/_generated/dataModel";
import { BlockButton } from "@/features/people/BlockButton";
import { ReportButton } from "@/components/ReportButton";
import { useBlockedIds } from "@/lib/useBlockedIds";
import { OtherUserProfile } from "@/features/people/OtherUserProfile";
import { FollowButton } from "@/components/people/FollowButton";
import { VouchForMember } from "@/features/people/VouchForMember";
import { ProfileLists } from "@/features/lists/ProfileLists";

/** Follow (unless blocked), Block or Unblock, Report, and for moderators, vouching for a new member. */
function OtherUserActions({ profile }: { profile: { _id: Id<"users">; firstName: string } }) {
  const blocked = useBlockedIds().has(profile._id);
  const name = profile.firstName || "this person";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-2">
        {!blocked && <FollowButton userId={profile._id} />}
        <BlockButton userId={profile._id} name={name} />
        <ReportButton kind="profile" itemId={profile._id} about={`${name}'s profile`} />
      </div>
      <VouchForMember userId={profile._id} name={name} />
    </div>
  );
}

export default function OtherUserPage() {
  return (
    <OtherUserProfile
      actions={(profile) => <OtherUserActions profile={profile} />}
      sections={(profile) => <ProfileLists userId={profile._id} />}
    />
  );
}
