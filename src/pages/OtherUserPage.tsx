import type { Id } from "@convex/_generated/dataModel";
import { BlockButton } from "@/features/people/BlockButton";
import { ReportButton } from "@/components/ReportButton";
import { OtherUserProfile } from "@/features/people/OtherUserProfile";
import { usePersonMine } from "@/features/people/personMine";
import { FollowButton } from "@/components/people/FollowButton";
import { VouchForMember } from "@/features/people/VouchForMember";
import { ProfileLists } from "@/features/lists/ProfileLists";

/**
 * Follow (unless blocked), Block or Unblock, Report, and for moderators, vouching for a new member. Whether the
 * viewer follows or blocked them comes with the page's own query (people.mine).
 */
function OtherUserActions({ profile }: { profile: { _id: Id<"users">; firstName: string } }) {
  const answer = usePersonMine()?.answer;
  const name = profile.firstName || "this person";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-2">
        {answer?.blocked !== true && <FollowButton userId={profile._id} known={{ following: answer?.following }} />}
        <BlockButton userId={profile._id} name={name} blocked={answer?.blocked} />
        <ReportButton kind="profile" itemId={profile._id} about={`${name}'s profile`} />
      </div>
      <VouchForMember userId={profile._id} name={name} />
    </div>
  );
}

/** The person's lists that the viewer may see, from the page's own query. */
function OtherUserLists({ userId }: { userId: Id<"users"> }) {
  const answer = usePersonMine()?.answer;
  return <ProfileLists userId={userId} known={{ lists: answer?.lists }} />;
}

export default function OtherUserPage() {
  return (
    <OtherUserProfile
      actions={(profile) => <OtherUserActions profile={profile} />}
      sections={(profile) => <OtherUserLists userId={profile._id} />}
    />
  );
}
