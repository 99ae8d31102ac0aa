import { useState } from "react";
import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { copyText } from "@/lib/clipboard";
import { paths } from "@/lib/routes";
import { toast } from "@/lib/toast";
import { useSubmit } from "@/lib/useSubmit";
import type { PlanView } from "@/features/plans/planTypes";

const FOLLOWED_PAGE = 50;

/** The organiser's invitations: the secret link (copy, new, off) and people they follow. */
export function PlanInvites({ plan }: { plan: PlanView }) {
  return (
    <section aria-labelledby="plan-invite" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <h2 id="plan-invite" className="text-lg font-semibold text-espresso">
        Invite people
      </h2>
      <InviteLink planId={plan._id} token={plan.linkToken} />
      <InviteFollowed planId={plan._id} members={new Set(plan.members.map((m) => m.userId))} />
    </section>
  );
}

function InviteLink({ planId, token }: { planId: Id<"plans">; token?: string }) {
  const createLink = useMutation(api.planMembers.createLink);
  const revokeLink = useMutation(api.planMembers.revokeLink);
  const [problem, setProblem] = useState<string | null>(null);
  const make = useSubmit(() => createLink({ planId }), { failure: MESSAGES.planGone, report: setProblem });
  const revoke = useSubmit(() => revokeLink({ planId }), { failure: MESSAGES.planGone, report: setProblem });
  const url = token ? new URL(paths.joinPlan(token), window.location.origin).href : null;
  const copy = async () => {
    if (!url) return;
    try {
      await copyText(url);
      toast.success("Link copied.");
    } catch {
      setProblem(MESSAGES.copyFailed);
    }
  };
  return (
    <div className="mt-2 space-y-2">
      {url ? (
        <>
          <label className="block text-sm font-medium text-dark-grey" htmlFor="plan-link">
            Anyone with this link can join and vote
          </label>
          <input
            id="plan-link"
            readOnly
            value={url}
            className="w-full rounded-lg border border-grey bg-light-grey px-3 py-2 text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>Copy link</Button>
            <Button variant="secondary" busy={make.busy} onClick={() => void make.run()}>
              New link
            </Button>
            <Button variant="secondary" busy={revoke.busy} onClick={() => void revoke.run()}>
              Turn link off
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" busy={make.busy} onClick={() => void make.run()}>
          Make an invite link
        </Button>
      )}
      {problem && <Alert look="box">{problem}</Alert>}
    </div>
  );
}

function InviteFollowed({ planId, members }: { planId: Id<"plans">; members: Set<Id<"users">> }) {
  const me = useQuery(api.users.me);
  const following = usePaginatedQuery(api.follows.following, me ? { userId: me._id } : "skip", {
    initialNumItems: FOLLOWED_PAGE,
  });
  const invite = useMutation(api.planMembers.invite);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSubmit((userId: Id<"users">) => invite({ planId, userIds: [userId] }), {
    failure: MESSAGES.planGone,
    report: setProblem,
    success: "Invited.",
  });
  const people = following.results.filter((person) => !members.has(person.userId));
  if (people.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium text-dark-grey">People you follow</h3>
      <ul className="mt-1 divide-y divide-light-grey">
        {people.map((person) => (
          <li key={person.userId} className="flex items-center justify-between gap-2 py-2">
            <span className="min-w-0 truncate">{person.name}</span>
            <Button
              variant="secondary"
              busy={send.pending === person.userId}
              onClick={() => void send.run(person.userId)}
              aria-label={`Invite ${person.name}`}
            >
              Invite
            </Button>
          </li>
        ))}
      </ul>
      {problem && <Alert look="box">{problem}</Alert>}
    </div>
  );
}
