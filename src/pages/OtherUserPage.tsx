// Minimal other-user page for the social branch (name, favourite drink, Follow); issue 5's full page
// (badges, reviews) replaces it at merge.
import { useQuery } from "convex/react";
import { useLocation, useSearchParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { decodeUserId } from "../../convex/model/identifiers";
import { MESSAGES } from "../../convex/model/messages";
import { Card } from "../components/PageShell";
import { ProfileHeader } from "../features/profile/ProfileHeader";
import { FollowButton } from "../features/social/FollowButton";

export default function OtherUserPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const stateUserId = (location.state as { userId?: unknown } | null)?.userId;
  const userId = decodeUserId(params.get("uid")) ?? (typeof stateUserId === "string" ? stateUserId : null);
  const profile = useQuery(api.users.getProfile, userId ? { userId } : "skip");

  let body;
  if (userId === null || profile === null) body = <p className="text-alert">{MESSAGES.invalidUser}</p>;
  else if (profile === undefined) body = <p role="status" className="text-dark-grey">{MESSAGES.profileLoading}</p>;
  else body = <Card><ProfileHeader profile={profile} actions={<FollowButton userId={profile._id} />} /></Card>;
  return <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">{body}</main>;
}
