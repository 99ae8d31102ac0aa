import { useMutation, usePaginatedQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PersonLink } from "@/components/people/PersonLink";
import { useSubmit } from "@/lib/useSubmit";

type Person = { userId: Id<"users">; name: string };
const PAGE = 10;
const ROW = "flex min-h-11 flex-wrap items-center justify-between gap-2 py-1";

/** The owner's editors, each with Remove; and "Invite editors": the people the owner follows, each with Invite. */
export function ListEditors({
  listId,
  ownerId,
  editors,
}: {
  listId: Id<"lists">;
  ownerId: Id<"users">;
  editors: Person[];
}) {
  const removeEditor = useMutation(api.lists.removeEditor);
  const remove = useSubmit((userId: Id<"users">) => removeEditor({ listId, userId }), {
    errorToast: "list-editors",
    failure: MESSAGES.listSaveFailed,
  });
  const [inviting, setInviting] = useState(false);
  return (
    <div className="space-y-3">
      {editors.length === 0 ? (
        <p className="text-dark-grey">No editors yet: invite people you follow, or share the invite link.</p>
      ) : (
        <ul aria-label="Editors" className="divide-y divide-light-grey">
          {editors.map((editor) => (
            <li key={editor.userId} className={ROW}>
              <PersonLink userId={editor.userId} name={editor.name} />
              <Button
                variant="ghost"
                busy={remove.pending === editor.userId}
                onClick={() => void remove.run(editor.userId)}
                aria-label={`Remove ${editor.name} as editor`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {inviting ? (
        <InvitePicker listId={listId} ownerId={ownerId} editorIds={new Set(editors.map((e) => e.userId))} />
      ) : (
        <Button variant="secondary" onClick={() => setInviting(true)}>
          Invite people you follow
        </Button>
      )}
    </div>
  );
}

function InvitePicker({
  listId,
  ownerId,
  editorIds,
}: {
  listId: Id<"lists">;
  ownerId: Id<"users">;
  editorIds: Set<string>;
}) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.follows.following,
    { userId: ownerId },
    { initialNumItems: PAGE },
  );
  const inviteEditor = useMutation(api.lists.inviteEditor);
  const invite = useSubmit((userId: Id<"users">) => inviteEditor({ listId, userId }), {
    errorToast: "list-invite",
    failure: MESSAGES.listSaveFailed,
  });
  const people = results.filter((person) => !editorIds.has(person.userId));
  return (
    <section aria-label="Invite editors" className="rounded-xl border border-light-grey p-3">
      <h3 className="font-semibold text-espresso">Invite people you follow</h3>
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-dark-grey">
          Loading…
        </p>
      ) : people.length === 0 ? (
        <p className="text-dark-grey">Everyone you follow edits this list already, or you follow no one yet.</p>
      ) : (
        <ul className="divide-y divide-light-grey">
          {people.map((person) => (
            <li key={person.userId} className={ROW}>
              <span className="font-medium break-words">{person.name}</span>
              <Button
                variant="secondary"
                busy={invite.pending === person.userId}
                onClick={() => void invite.run(person.userId)}
                aria-label={`Invite ${person.name} to edit`}
              >
                Invite
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton status={status} className="mt-2 w-full" onClick={() => loadMore(PAGE)} />
    </section>
  );
}
