import { useMutation } from "convex/react";
import { useState, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_BEANS, beansError, emptyBean, normalizeBeans, type Bean } from "@convex/rules/beans";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";
import { BeanEntryList } from "@/features/beans/BeanEntryList";
import { RemoveAllBeansDialog } from "@/features/beans/RemoveAllBeansDialog";
import { BeansChangedNotice } from "@/features/beans/BeansChangedNotice";

type Draft = { beans: Bean[]; startedFrom: string };
const SAVE_TOAST = "save-beans";
/** The open form a shop with no beans shows for its first one; part of the list once typed in. */
const FIRST_BEAN = emptyBean();

/**
 * The bean list of one shop. It shows the live list until the user changes something; their draft
 * (entries added, edited or deleted locally, docs/product.md §4) is saved as a whole. If someone else saves
 * meanwhile, it says so instead of quietly overwriting or discarding either list.
 */
export function BeanEditor({ shopId, saved, subtitle }: { shopId: Id<"shops">; saved: Bean[]; subtitle?: ReactNode }) {
  const saveBeans = useMutation(api.beans.save);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);
  // No beans yet and nothing typed: the first bean's form is open at once (docs/product.md §2, beans).
  const placeholder = draft === null && saved.length === 0;
  const listed = draft?.beans ?? saved;
  const beans = placeholder ? [FIRST_BEAN] : listed;
  const changedElsewhere = draft !== null && draft.startedFrom !== JSON.stringify(saved);

  const edit = (next: Bean[]) => {
    setProblem(null);
    setDraft((current) => ({ beans: next, startedFrom: current?.startedFrom ?? JSON.stringify(saved) }));
  };

  const send = useSubmit(
    async (list: Bean[]) => {
      await saveBeans({ shopId, beans: list });
      setDraft(null);
    },
    { errorToast: SAVE_TOAST, failure: MESSAGES.beansFailed, success: MESSAGES.beansSaved },
  );

  /** `removeAll`: the person has confirmed that emptying a non-empty list is what they want. */
  const save = (removeAll = false) => {
    const list = normalizeBeans(listed);
    const error = beansError(list);
    if (error) return setProblem(error);
    setConfirmingRemoveAll(false);
    if (list.length === 0 && saved.length > 0 && !removeAll) return setConfirmingRemoveAll(true);
    void send.run(list);
  };

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-espresso">
          {listed.length > 0 ? "Edit Beans or Add New Ones" : "Add Beans"}
        </h1>
        {subtitle}
      </div>
      {changedElsewhere && <BeansChangedNotice onShowTheirs={() => setDraft(null)} />}
      <BeanEntryList beans={beans} focusIndex={focusIndex} onEdit={edit} />
      {problem && <Alert look="box">{problem}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          disabled={listed.length >= MAX_BEANS}
          onClick={() => {
            setFocusIndex(listed.length);
            // With only the open first form shown, that form is the one to fill in.
            edit(placeholder ? [FIRST_BEAN] : [...listed, emptyBean()]);
          }}
          className="sm:flex-1"
        >
          Add More Beans
        </Button>
        <Button onClick={() => save()} busy={send.busy} className="sm:flex-1">
          Save Beans
        </Button>
      </div>
      {confirmingRemoveAll && (
        <RemoveAllBeansDialog
          count={saved.length}
          onCancel={() => setConfirmingRemoveAll(false)}
          onConfirm={() => save(true)}
        />
      )}
    </div>
  );
}
