import { useId, useRef, useState, type RefObject } from "react";
import { MAX_COMMENT, commentCounter, commentError } from "@convex/rules/comments";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { useSubmit } from "@/lib/useSubmit";
import { useMentions, type ChosenMention } from "@/components/comments/useMentions";

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold";

/**
 * The comment box: the text with "@" suggestions from people search, a counter, Send (and Cancel when
 * editing or replying). A failure is said under the box and the text stays; a success empties it.
 */
export function CommentBox({
  label,
  submitLabel = "Send",
  initialText = "",
  initialMentions = [],
  autoFocus = false,
  onSend,
  onCancel,
}: {
  label: string;
  submitLabel?: string;
  initialText?: string;
  initialMentions?: readonly ChosenMention[];
  autoFocus?: boolean;
  onSend: (text: string, mentions: ChosenMention[]) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const mention = useMentions(text, setText, initialMentions);
  const send = useSubmit(
    async () => {
      await onSend(text, mention.mentions());
      setText("");
      mention.reset();
    },
    { failure: MESSAGES.commentFailed, report: (message) => setProblem(message) },
  );
  const over = text.trim().length > MAX_COMMENT;
  const submit = () => {
    const local = commentError(text.trim());
    if (local) return setProblem(local);
    void send.run();
  };
  const listId = `${id}-mentions`;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="relative">
        <textarea
          id={id}
          ref={ref}
          rows={2}
          value={text}
          autoFocus={autoFocus}
          aria-label={label}
          placeholder={`${label}… Type @ to mention someone`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={mention.open}
          aria-controls={mention.open ? listId : undefined}
          aria-activedescendant={mention.open ? `${listId}-${mention.activeIndex}` : undefined}
          aria-invalid={problem !== null || over}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ""}`}
          onChange={(event) => {
            setText(event.target.value);
            mention.onCaret(event.target.selectionStart);
            if (problem) setProblem(null);
          }}
          onSelect={(event) => mention.onCaret(event.currentTarget.selectionStart)}
          onKeyDown={mention.onKeyDown}
          className="block w-full rounded-lg border border-grey bg-white px-3 py-2 text-base text-black focus:border-espresso focus:outline-2 focus:outline-espresso"
        />
        {mention.open && <MentionList listId={listId} mention={mention} textarea={ref} />}
      </div>
      {problem && <Alert id={`${id}-problem`}>{problem}</Alert>}
      <BoxFooter id={id} length={text.trim().length} busy={send.busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

function BoxFooter({
  id,
  length,
  busy,
  submitLabel,
  onCancel,
}: {
  id: string;
  length: number;
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span
        id={`${id}-count`}
        className={`text-xs ${length > MAX_COMMENT ? "font-semibold text-alert" : "text-dark-grey"}`}
      >
        <span className="sr-only">Characters used: </span>
        {commentCounter(length)}
      </span>
      <span className="flex gap-2">
        {onCancel && (
          <button type="button" onClick={onCancel} className={`${BUTTON} text-dark-grey hover:bg-light-grey`}>
            Cancel
          </button>
        )}
        <button
          type="submit"
          disabled={busy}
          className={`${BUTTON} bg-espresso text-white hover:bg-espresso-dark disabled:opacity-60`}
        >
          {busy ? "Sending…" : submitLabel}
        </button>
      </span>
    </div>
  );
}

function MentionList({
  listId,
  mention,
  textarea,
}: {
  listId: string;
  mention: ReturnType<typeof useMentions>;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="People to mention"
      className="absolute left-0 right-0 top-full z-20 mt-1 max-h-56 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10"
    >
      {mention.options.map((person, i) => (
        <li
          key={person._id}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === mention.activeIndex}
          onMouseDown={(event) => {
            event.preventDefault();
            mention.choose(i, textarea.current);
          }}
          className={`cursor-pointer px-3 py-2 ${i === mention.activeIndex ? "bg-latte-light" : "hover:bg-light-grey"}`}
        >
          <span className="font-semibold text-espresso">{person.name}</span>
          {person.home && <span className="ml-2 text-xs text-dark-grey">{person.home}</span>}
        </li>
      ))}
    </ul>
  );
}
