import { useMutation, useQuery } from "convex/react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { useSubmit } from "@/lib/useSubmit";
import { SAVED_LISTS, type SavedList } from "./savedLists";

const TOGGLE =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-latte disabled:opacity-50";

const icons: Record<SavedList, (filled: boolean) => ReactNode> = {
  wantToTry: (filled) => (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  ),
  favourite: (filled) => (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M12 21s-7.5-4.6-9.5-9.4C1.2 8.3 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.8 3.8 4.5 7.1C19.5 16.4 12 21 12 21z" />
    </svg>
  ),
};

/** "Want to try" and "Favourite" for this shop (toggle buttons); the change shows at once and the server confirms it. */
export function SavedToggles({ shopId }: { shopId: Id<"shops"> }) {
  const saved = useQuery(api.saved.forShop, { shopId });
  const set = useMutation(api.saved.set).withOptimisticUpdate((store, { shopId: id, list, saved: on }) => {
    const current = store.getQuery(api.saved.forShop, { shopId: id });
    if (current) store.setQuery(api.saved.forShop, { shopId: id }, { ...current, [list]: on });
  });

  const toggle = useSubmit(({ list, on }: { list: SavedList; on: boolean }) => set({ shopId, list, saved: on }), {
    errorToast: "saved",
    failure: MESSAGES.savedFailed,
  });

  return (
    <div role="group" aria-label="Save this shop" className="flex flex-wrap gap-2">
      {SAVED_LISTS.map(({ list, toggle: label }) => {
        const on = saved?.[list] ?? false;
        return (
          <button
            key={list}
            type="button"
            aria-pressed={on}
            disabled={saved === undefined}
            onClick={() => void toggle.run({ list, on: !on })}
            className={`${TOGGLE} ${on ? "border-espresso bg-espresso text-white" : "border-espresso bg-white text-espresso hover:bg-latte-light"}`}
          >
            {icons[list](on)}
            {label}
          </button>
        );
      })}
    </div>
  );
}
