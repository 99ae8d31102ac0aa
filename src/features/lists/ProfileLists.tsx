import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SectionCard } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { ListSummaries } from "@/features/lists/ListSummaries";

/** A profile's "Lists": the owner's lists the viewer may see; on one's own profile, a way to "My lists". */
export function ProfileLists({ userId, own = false }: { userId: Id<"users">; own?: boolean }) {
  const lists = useQuery(api.lists.forProfile, { userId });
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
