import { useMutation, useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { SectionCard } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { useSubmit } from "@/lib/useSubmit";
import { UNBLOCK_FAILED, UNBLOCK_TOAST } from "@/features/people/BlockButton";

/** The owner's profile: the people they blocked, each with Unblock; nothing while there are none. */
export function BlockedPeople() {
  const blocked = useQuery(api.blocks.mine);
  const unblock = useMutation(api.blocks.unblock);
  const undo = useSubmit((userId: Id<"users">) => unblock({ userId }), {
    errorToast: UNBLOCK_TOAST,
    failure: UNBLOCK_FAILED,
  });
  if (!blocked || blocked.length === 0) return null;
  return (
    <SectionCard title="Blocked people" headingId="blocked-heading">
      <ul aria-labelledby="blocked-heading" className="divide-y divide-light-grey">
        {blocked.map((person) => (
          <li key={person.userId} className="flex items-center justify-between gap-2 py-1">
            <Link
              to={paths.otherUser(person.userId, person.name)}
              state={{ userId: person.userId }}
              className="inline-flex min-h-11 items-center underline decoration-latte underline-offset-2"
            >
              {person.name}
            </Link>
            <Button variant="secondary" onClick={() => void undo.run(person.userId)}>
              Unblock <span className="sr-only">{person.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
