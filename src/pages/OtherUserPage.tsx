import { useQuery } from "convex/react";
import { useLocation, useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { decodeUserId } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { ProfileDetails } from "../features/profile/ProfileDetails";
import { FollowButton } from "../features/social/FollowButton";

/** The user id of /otheruser/{identifier}: the base64 `uid` parameter, else the navigation state's `userId`. */
function useTargetUserId(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { userId?: unknown } | null)?.userId;
  return decodeUserId(params.get("uid")) ?? (typeof fromState === "string" && fromState ? fromState : null);
}

function InvalidUser() {
  return <p role="alert" className="p-8 text-center font-medium text-alert">{MESSAGES.invalidUser}</p>;
}

export default function OtherUserPage() {
  const userId = useTargetUserId();
  const profile = useQuery(api.users.getProfile, userId ? { userId } : "skip");
  if (!userId) return <InvalidUser />;
  if (profile === undefined) {
    return <p role="status" className="p-8 text-center text-dark-grey">{MESSAGES.profileLoading}</p>;
  }
  if (profile === null) return <InvalidUser />;
  return <ProfileDetails profile={profile} actions={<FollowButton userId={profile._id} />} />;
}
