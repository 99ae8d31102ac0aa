import { useState, type FormEvent } from "react";
import { listProblem, tidyListText } from "@convex/rules/lists";
import { useSubmit } from "@/lib/useSubmit";

type Draft = { title: string; description?: string };
type Options = { failure: string; staysBusy?: boolean };

/**
 * A form that makes a list: the draft as typed, the rules' problem said before anything is sent (the typed text
 * stays), and `save` run once the draft passes. Shared by New list, New list inside Add to list, and Copy to a
 * new list.
 */
export function useListDraftForm<D extends Draft>(initial: D, save: (draft: D) => Promise<void>, options: Options) {
  const [draft, setDraft] = useState<D>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit(save, { report: setProblem, ...options });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listProblem(tidyListText(draft));
    setProblem(checked);
    if (checked === null) void submit.run(draft);
  };
  return { draft, setDraft, problem, busy: submit.busy, onSubmit };
}
