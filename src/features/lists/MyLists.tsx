import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/Button";
import { SectionCard } from "@/components/PageShell";
import { ListSummaries } from "@/features/lists/ListSummaries";
import { NewListForm } from "@/features/lists/NewListForm";

/** "My lists": the lists one owns, then the ones one edits, and the "New list" form (open at once when there are none). */
export function MyLists() {
  const mine = useQuery(api.lists.mine);
  const [creating, setCreating] = useState(false);
  if (mine === undefined) {
    return (
      <p role="status" className="text-dark-grey">
        Loading your lists…
      </p>
    );
  }
  const none = mine.owned.length === 0 && mine.editing.length === 0;
  return (
    <div className="space-y-4">
      <SectionCard title="New list" headingId="new-list-heading">
        {creating || none ? (
          <NewListForm onCancel={none ? undefined : () => setCreating(false)} />
        ) : (
          <Button onClick={() => setCreating(true)}>New list</Button>
        )}
      </SectionCard>
      <SectionCard title="Lists you made" headingId="owned-lists-heading">
        <ListSummaries lists={mine.owned} empty="You have not made a list yet." />
      </SectionCard>
      {mine.editing.length > 0 && (
        <SectionCard title="Lists you edit" headingId="editing-lists-heading">
          <ListSummaries lists={mine.editing} empty="" />
        </SectionCard>
      )}
    </div>
  );
}
