import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { reviewCount } from "@convex/rules/ratings";
import { FollowButton } from "@/components/people/FollowButton";
import { PersonLink } from "@/components/people/PersonLink";

/** People to follow (an empty feed): the most active reviewers near the viewer, then anywhere. */
export function PeopleSuggestions() {
  const people = useQuery(api.people.suggestions);
  if (people === undefined || people.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-heading" className="space-y-3">
      <h2 id="suggestions-heading" className="text-lg font-bold text-espresso">
        People to follow
      </h2>
      <ul
        aria-label="People to follow"
        className="divide-y divide-light-grey rounded-2xl bg-white px-4 shadow-sm ring-1 ring-black/5"
      >
        {people.map((person) => (
          <li key={person._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
            <div className="min-w-0">
              <PersonLink userId={person._id} name={person.name} className="block truncate" />
              <p className="truncate text-sm text-dark-grey">
                {[person.home, reviewCount(person.reviewCount)].filter(Boolean).join(" · ")}
              </p>
            </div>
            <FollowButton userId={person._id} personName={person.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
