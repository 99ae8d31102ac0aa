import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { MESSAGES } from "../../convex/model/messages";
import { Card } from "../components/PageShell";
import { ProfileHeader } from "../features/profile/ProfileHeader";
import { CopyFollowLinkButton } from "../features/social/CopyFollowLinkButton";
import { RecommendationButton } from "../features/social/RecommendationButton";

export default function ProfilePage() {
  const profile = useQuery(api.users.me);
  if (profile === undefined) {
    return <p role="status" className="p-8 text-center text-dark-grey">{MESSAGES.profileLoading}</p>;
  }
  if (profile === null) return null;
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <Card>
        <ProfileHeader profile={profile} actions={<><RecommendationButton /><CopyFollowLinkButton /></>} />
      </Card>
    </main>
  );
}
