import { useQuery } from "convex/react";
import { Fragment } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PersonLink } from "@/components/people/PersonLink";

/** "Reviewed by people you follow: Ben Ortiz and Cleo Park", live; nothing when none of them has. */
export function FollowedReviewers({ shopId }: { shopId: Id<"shops"> }) {
  const answer = useQuery(api.people.followedReviewers, { shopId });
  if (!answer || answer.people.length === 0) return null;
  const { people, more } = answer;
  return (
    <p className="text-sm text-dark-grey">
      Reviewed by people you follow:{" "}
      {people.map((person, index) => (
        <Fragment key={person.userId}>
          {index > 0 && (index === people.length - 1 && !more ? " and " : ", ")}
          <PersonLink userId={person.userId} name={person.name} />
        </Fragment>
      ))}
      {more && " and others"}
    </p>
  );
}
