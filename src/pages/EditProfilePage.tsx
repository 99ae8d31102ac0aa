import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Card, PageShell } from "@/components/PageShell";
import { EditProfileForm } from "@/features/account/EditProfileForm";

export default function EditProfilePage() {
  const profile = useQuery(api.users.me);
  return (
    <PageShell title="Edit Profile">
      {profile === undefined ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.profileLoading}
        </p>
      ) : profile === null ? null : (
        <Card>
          <EditProfileForm profile={profile} />
        </Card>
      )}
    </PageShell>
  );
}
