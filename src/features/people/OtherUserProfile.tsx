import { useQuery } from "convex/react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { ProfileDetails } from "@/features/people/ProfileDetails";
import { PersonMineProvider } from "@/features/people/personMine";
import { useTargetUserId } from "@/features/people/useTargetUserId";

function InvalidUser() {
  return (
    <Alert look="screen" className="p-8 text-center">
      {MESSAGES.invalidUser}
    </Alert>
  );
}

/**
 * The profile of /otheruser/{identifier}: to a signed-in user with their actions (follow) and follow
 * counts, to a visitor read-only (`visitor`), with the actions the page gives (sign up, log in). The
 * person, their badges and counts are one session-free query, so one cached answer serves every viewer; what is
 * the signed-in viewer's own of the page is one more (PersonMineProvider, decision 47).
 */
export function OtherUserProfile({
  actions,
  sections,
  visitor = false,
}: {
  actions: (profile: { _id: Id<"users">; firstName: string }) => ReactNode;
  /** What the page adds after the badges (the person's lists). */
  sections?: (profile: { _id: Id<"users"> }) => ReactNode;
  visitor?: boolean;
}) {
  const userId = useTargetUserId();
  const person = useQuery(api.people.profile, userId ? { userId } : "skip");
  if (!userId) return <InvalidUser />;
  if (person === undefined) {
    return (
      <p role="status" className="p-8 text-center text-dark-grey">
        {MESSAGES.profileLoading}
      </p>
    );
  }
  if (person === null) return <InvalidUser />;
  const { profile, badges, counts } = person;
  const details = (
    <ProfileDetails
      profile={profile}
      badges={badges}
      counts={counts}
      reviews={person}
      actions={actions(profile)}
      followCounts={!visitor}
    >
      {sections?.(profile)}
    </ProfileDetails>
  );
  if (visitor) return details;
  return (
    <PersonMineProvider key={profile._id} userId={profile._id}>
      {details}
    </PersonMineProvider>
  );
}
