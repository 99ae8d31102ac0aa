import { usePaginatedQuery, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

const FOLLOWED_PAGE = 50;

/** People the organiser follows, each a checkbox; the link invites anyone else later. */
export function InviteeChoices({
  chosen,
  onToggle,
}: {
  chosen: Set<Id<"users">>;
  onToggle: (userId: Id<"users">, on: boolean) => void;
}) {
  const me = useQuery(api.users.me);
  const following = usePaginatedQuery(api.follows.following, me ? { userId: me._id } : "skip", {
    initialNumItems: FOLLOWED_PAGE,
  });
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-dark-grey">Invite people you follow</legend>
      {following.results.length === 0 ? (
        <p className="mt-1 text-sm text-dark-grey">
          You follow nobody yet. Once the plan is made, share its invite link instead.
        </p>
      ) : (
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {following.results.map((person) => (
            <li key={person.userId}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-latte-light/50">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-espresso"
                  checked={chosen.has(person.userId)}
                  onChange={(e) => onToggle(person.userId, e.target.checked)}
                />
                {person.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
