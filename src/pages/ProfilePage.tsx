import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { MESSAGES } from "../../convex/model/messages";
import { Button } from "../components/Button";
import { ProfileDetails } from "../features/profile/ProfileDetails";

export default function ProfilePage() {
  const profile = useQuery(api.users.me);
  if (profile === undefined) {
    return <p role="status" className="p-8 text-center text-dark-grey">{MESSAGES.profileLoading}</p>;
  }
  if (profile === null) return null;
  // The social issue replaces these two with the recommendation dialog and the follow-link copier.
  const actions = (
    <>
      <Button variant="secondary">Custom Coffee Shop Recc</Button>
      <Button variant="secondary">Copy Follow Link</Button>
    </>
  );
  return <ProfileDetails profile={profile} actions={actions} />;
}
