import { useState, type KeyboardEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { mentionAt, mentionsInText, withMention } from "@convex/rules/comments";
import { useLiveSearch } from "@/lib/useLiveSearch";

export type ChosenMention = { userId: Id<"users">; name: string };

/**
 * The "@" suggestions of a comment box: typing "@" and letters searches people (the people search
 * box's own query), Up/Down move through the matches, Enter or a click puts "@Name " in the text and
 * remembers the person by id, Escape closes the list. Mentions whose "@Name" is deleted are dropped.
 */
export function useMentions(text: string, setText: (text: string) => void, initial: readonly ChosenMention[] = []) {
  const [caret, setCaret] = useState(text.length);
  const [chosen, setChosen] = useState<ChosenMention[]>([...initial]);
  // The "@" whose list was closed (a person chosen, or Escape): it opens no list again.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const at = mentionAt(text, caret);
  const typing = at !== null && at.query.length > 0 && dismissed !== at.start ? at : null;
  const { results } = useLiveSearch(api.search.people, typing?.query ?? "");
  const options = typing ? results : [];
  const open = options.length > 0;
  const activeIndex = open ? Math.min(active, options.length - 1) : -1;

  const choose = (index: number, textarea?: HTMLTextAreaElement | null) => {
    const person = options[index];
    if (!person || !typing) return;
    const next = withMention(text, typing, person.name);
    setText(next.text);
    setCaret(next.caret);
    setChosen((list) => [...list.filter((m) => m.userId !== person._id), { userId: person._id, name: person.name }]);
    setActive(0);
    setDismissed(typing.start);
    requestAnimationFrame(() => textarea?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : options.length - 1;
      setActive((activeIndex + step) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(activeIndex, event.currentTarget);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      if (typing) setDismissed(typing.start);
    }
  };

  return {
    options,
    open,
    activeIndex,
    choose,
    onKeyDown,
    onCaret: (position: number) => setCaret(position),
    /** The people still mentioned in the text, by id, for the server. */
    mentions: () => mentionsInText(text, chosen),
    reset: () => setChosen([]),
  };
}
