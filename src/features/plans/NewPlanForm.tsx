import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_PLAN_SHOPS, PLAN_TITLE_MAX, planProblem, tidyPlanTitle } from "@convex/rules/plans";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { InviteeChoices } from "@/features/plans/InviteeChoices";
import { ShopSources, type PickedShop } from "@/features/plans/ShopSources";
import { TimeInputs } from "@/features/plans/TimeInputs";

/** A datetime-local value as a time; NaN when blank or unreadable. */
const timeOf = (value: string): number => (value ? new Date(value).getTime() : Number.NaN);

/**
 * "Plan a coffee": a title, two to five shops, one to four times and the people invited. A refusal is said
 * above the button and everything typed stays; it goes once fixed.
 */
export function NewPlanForm({
  finder,
  initialShops = [],
}: {
  /** The search feature's shop finder, handed in by the page: it calls back with the shop chosen. */
  finder: (onChoose: (shop: PickedShop) => void) => ReactNode;
  initialShops?: PickedShop[];
}) {
  const create = useMutation(api.plans.create);
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [shops, setShops] = useState<PickedShop[]>(initialShops);
  const [times, setTimes] = useState<string[]>([""]);
  const [invitees, setInvitees] = useState<Set<Id<"users">>>(new Set());
  const draft = useMemo(
    () => ({ title: tidyPlanTitle(title), shopIds: shops.map((s) => s.id), times: times.map(timeOf) }),
    [title, shops, times],
  );
  const { problem, report } = useFormProblem(draft, (d) => planProblem(d, Date.now()));
  const submit = useSubmit(
    async () => {
      const planId = await create({ ...draft, invitees: [...invitees] });
      navigate(paths.plan(planId));
    },
    { failure: MESSAGES.planGone, report, staysBusy: true },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = planProblem(draft, Date.now());
    if (found) return report(found);
    void submit.run();
  };
  const add = (shop: PickedShop) =>
    setShops((list) => (list.some((s) => s.id === shop.id) || list.length >= MAX_PLAN_SHOPS ? list : [...list, shop]));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField
        label="Title"
        value={title}
        maxLength={PLAN_TITLE_MAX + 20}
        hint={`Up to ${PLAN_TITLE_MAX} characters, e.g. Saturday catch-up`}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-lg font-semibold text-espresso">Shops ({shops.length} of 2–5)</legend>
        <ChosenShops shops={shops} onRemove={(id) => setShops((list) => list.filter((s) => s.id !== id))} />
        <ShopSources finder={finder(add)} chosen={shops} onAdd={add} />
      </fieldset>
      <TimeInputs times={times} onChange={setTimes} />
      <InviteeChoices
        chosen={invitees}
        onToggle={(userId, on) =>
          setInvitees((set) => {
            const next = new Set(set);
            if (on) next.add(userId);
            else next.delete(userId);
            return next;
          })
        }
      />
      {problem && <Alert look="box">{problem}</Alert>}
      <Button type="submit" busy={submit.busy} className="w-full sm:w-auto">
        Plan it
      </Button>
    </form>
  );
}

function ChosenShops({ shops, onRemove }: { shops: PickedShop[]; onRemove: (id: Id<"shops">) => void }) {
  if (shops.length === 0) return <p className="text-sm text-dark-grey">No shops yet: find them below.</p>;
  return (
    <ol className="space-y-1" aria-label="Shops in the plan">
      {shops.map((shop, i) => (
        <li key={shop.id} className="flex items-center justify-between gap-2 rounded-lg bg-light-grey/60 px-3 py-1">
          <span className="min-w-0 truncate">
            <span className="font-bold text-espresso">{String.fromCharCode(65 + i)}.</span> {shop.name}
          </span>
          <Button variant="ghost" onClick={() => onRemove(shop.id)} aria-label={`Remove ${shop.name}`}>
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}
