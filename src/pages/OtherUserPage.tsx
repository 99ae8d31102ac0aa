import { OtherUserProfile } from "../features/profile/OtherUserProfile";
import { FollowButton } from "../features/social/FollowButton";

export default function OtherUserPage() {
  return <OtherUserProfile actions={(profile) => <FollowButton userId={profile._id} />} />;
}
