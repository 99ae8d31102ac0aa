import type { Id } from "@convex/_generated/dataModel";
import { BlockButton } from "../features/blocks/BlockButton";
import { ReportButton } from "../features/reports/ReportButton";
import { useBlockedIds } from "../features/blocks/useBlockedIds";
import { OtherUserProfile } from "../features/profile/OtherUserProfile";
import { FollowButton } from "../features/social/FollowButton";

/** Follow (unless blocked) and Block or Unblock. */
function OtherUserActions({ profile }: { profile: { _id: Id<"users">; firstName: string } }) {
  const blocked = useBlockedIds().has(profile._id);
  return (
    <div className="flex flex-wrap items-start gap-2">
      {!blocked && <FollowButton userId={profile._id} />}
      <BlockButton userId={profile._id} name={profile.firstName || "this person"} />
      <ReportButton kind="profile" itemId={profile._id} about={`${profile.firstName || "this person"}'s profile`} />
    </div>
  );
}

export default function OtherUserPage() {
  return <OtherUserProfile actions={(profile) => <OtherUserActions profile={profile} />} />;
}
