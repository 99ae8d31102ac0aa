import { usePaginatedQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PEOPLE_PAGE } from "@convex/rules/people";
import { Button } from "@/components/Button";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Dialog } from "@/components/Dialog";
import { PersonLink } from "@/components/people/PersonLink";

export type PeopleList = "followers" | "following";

const EMPTY: Record<PeopleList, string> = {
  followers: "No followers yet.",
  following: "Not following anyone yet.",
};

/** Who follows a user, or whom they follow, newest first, a page at a time, live. */
export function PeopleListDialog({
  userId,
  list,
  title,
  onClose,
}: {
  userId: Id<"users">;
  list: PeopleList;
  title: string;
  onClose: () => void;
}) {
  const { results, status, loadMore } = usePaginatedQuery(
    list === "followers" ? api.follows.followers : api.follows.following,
    { userId },
    { initialNumItems: PEOPLE_PAGE },
  );
  return (
    <Dialog title={title} onClose={onClose}>
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : results.length === 0 ? (
        <p className="text-dark-grey">{EMPTY[list]}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-light-grey">
          {results.map((person) => (
            <li key={person.userId} className="py-2">
              <PersonLink userId={person.userId} name={person.name} className="inline-flex min-h-11 items-center" />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <LoadMoreButton status={status} onClick={() => loadMore(PEOPLE_PAGE)} />
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
