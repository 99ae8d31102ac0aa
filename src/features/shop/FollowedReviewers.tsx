import { Fragment } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { PersonLink } from "@/components/people/PersonLink";

/** "Reviewed by people you follow: Ben Ortiz and Cleo Park", live (from the panel's own query); nothing when none has. */
export function FollowedReviewers({
  answer,
}: {
  answer: { people: { userId: Id<"users">; name: string }[]; more: boolean } | undefined;
}) {
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
