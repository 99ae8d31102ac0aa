import { useState } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { Card } from "@/components/PageShell";
import { PersonLink } from "@/components/people/PersonLink";
import { ListSettingsEditor } from "@/features/lists/ListSettingsEditor";
import { ListViewers } from "@/features/lists/ListViewers";
import { SEEN_BY, VISIBILITY_OPTIONS } from "@/features/lists/listText";
import type { ListView } from "@/features/lists/listTypes";

/** Title, description, who sees it, owner and editors, who else is looking; the owner's "Edit list". */
export function ListHeader({
  list,
  isOwner,
  signedIn,
  joined,
}: {
  list: ListView;
  isOwner: boolean;
  signedIn: boolean;
  joined: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const visibility = VISIBILITY_OPTIONS.find((option) => option.value === list.visibility)?.label;
  if (editing) {
    const { title, description, visibility, ranked } = list;
    return (
      <Card>
        <h1 className="mb-3 text-2xl font-bold text-espresso">Edit list</h1>
        <ListSettingsEditor
          listId={list._id}
          current={{ title, description, visibility, ranked }}
          onDone={() => setEditing(false)}
        />
      </Card>
    );
  }
  return (
    <Card className="space-y-2">
      {joined && (
        <p role="status" className="rounded-lg bg-latte-light px-3 py-2 font-semibold text-espresso">
          {MESSAGES.listJoined}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <h1 className="min-w-0 flex-1 text-2xl font-bold break-words text-espresso">{list.title}</h1>
        {isOwner && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit list
          </Button>
        )}
      </div>
      {list.description && <p className="break-words whitespace-pre-line">{list.description}</p>}
      <p className="text-sm text-dark-grey">
        <span className="font-semibold">{visibility}</span>
        {list.ranked ? " · Ranked" : ""} · {SEEN_BY[list.visibility]}
      </p>
      <p className="text-sm text-dark-grey">
        By <PersonLink userId={list.ownerId} name={list.ownerName} />
        {list.editors.length > 0 && (
          <>
            {" "}
            with{" "}
            {list.editors.map((editor, i) => (
              <span key={editor.userId}>
                {i > 0 && (i === list.editors.length - 1 ? " and " : ", ")}
                <PersonLink userId={editor.userId} name={editor.name} />
              </span>
            ))}
          </>
        )}
      </p>
      {signedIn && <ListViewers listId={list._id} />}
    </Card>
  );
}
