import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LIST_NOTE_MAX, noteProblem, tidyNote } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { CountedField } from "@/features/lists/CountedField";

/** An entry's note, edited in place: the typed text stays on a refusal, which is said under it. */
export function EntryNoteEditor({
  entryId,
  shopName,
  note,
  onDone,
}: {
  entryId: Id<"listEntries">;
  shopName: string;
  note: string;
  onDone: () => void;
}) {
  const setNote = useMutation(api.listEntries.setNote);
  const [text, setText] = useState(note);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSubmit(
    async (value: string) => {
      await setNote({ entryId, note: value });
      onDone();
    },
    { report: setProblem, failure: MESSAGES.listSaveFailed },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = noteProblem(tidyNote(text));
    setProblem(checked);
    if (checked === null) void save.run(text);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-2">
      <CountedField
        label={`Note on ${shopName}`}
        multiline
        autoFocus
        max={LIST_NOTE_MAX}
        value={text}
        onChange={setText}
      />
      {problem && <Alert look="box">{problem}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.busy}>
          Save note
        </Button>
      </div>
    </form>
  );
}
