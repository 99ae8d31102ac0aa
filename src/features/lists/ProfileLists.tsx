import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SectionCard } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { ListSummaries } from "@/features/lists/ListSummaries";

type VisibleLists = FunctionReturnType<typeof api.lists.forProfile>;

/**
 * A profile's "Lists": the owner's lists the viewer may see; on one's own profile, a way to "My lists". `known`:
 * the page already holds them (another person's page, people.mine), so nothing more is asked.
 */
export function ProfileLists({
  userId,
  own = false,
  known,
}: {
  userId: Id<"users">;
  own?: boolean;
  known?: { lists: VisibleLists | undefined };
}) {
  const asked = useQuery(api.lists.forProfile, known ? "skip" : { userId });
  const lists = known ? known.lists : asked;
  return (
    <SectionCard
      title="Lists"
      headingId="profile-lists-heading"
      after={
        own && (
          <Link
            to={paths.lists()}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-espresso underline decoration-latte"
          >
            My lists and new list
          </Link>
        )
      }
    >
      {lists === undefined ? (
        <p role="status" className="text-dark-grey">
          Loading lists…
        </p>
      ) : (
        <ListSummaries lists={lists} empty={own ? "You have no lists yet." : "No lists to show."} />
      )}
    </SectionCard>
  );
}
