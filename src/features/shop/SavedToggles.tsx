import { useMutation } from "convex/react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { useSubmit } from "@/lib/useSubmit";
import { SAVED_LISTS, type SavedList } from "@/features/shop/savedLists";
import { BeenIcon, BookmarkIcon, HeartIcon } from "@/components/icons";
import { toast } from "@/lib/toast";
import { JoinButton } from "@/components/JoinPrompt";

const TOGGLE =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-latte disabled:opacity-50";

const icons: Record<SavedList, (filled: boolean) => ReactNode> = {
  wantToTry: (filled) => <BookmarkIcon filled={filled} />,
  favourite: (filled) => <HeartIcon filled={filled} />,
  been: (filled) => <BeenIcon filled={filled} />,
};

/** Whether the shop is on each of the viewer's lists, and whether they reviewed it (from the panel's own query). */
type SavedState = { wantToTry: boolean; favourite: boolean; been: boolean; reviewed: boolean };

/** "Want to try", "Favourite" and "Been here" for this shop (toggle buttons); the change shows at once and the server confirms it. */
export function SavedToggles({ shopId, saved }: { shopId: Id<"shops">; saved: SavedState | undefined }) {
  const set = useMutation(api.saved.set).withOptimisticUpdate((store, { shopId: id, list, saved: on }) => {
    for (const { args, value } of store.getAllQueries(api.shopPanel.mine)) {
      if (value && args.shopId === id)
        store.setQuery(api.shopPanel.mine, args, { ...value, saved: { ...value.saved, [list]: on } });
    }
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
            onClick={() =>
              // A reviewed shop stays in Been (the server refuses too): say why rather than send.
              list === "been" && on && saved?.reviewed
                ? toast.message(MESSAGES.beenReviewed)
                : void toggle.run({ list, on: !on })
            }
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

/** The same toggles for a visitor: each asks them to join, then brings them back to this panel. */
export function VisitorSaveToggles() {
  return (
    <div role="group" aria-label="Save this shop" className="flex flex-wrap gap-2">
      {SAVED_LISTS.map(({ list, toggle: label }) => (
        <JoinButton
          key={list}
          action="save this shop"
          className={`${TOGGLE} border-espresso bg-white text-espresso hover:bg-latte-light`}
        >
          {icons[list](false)}
          {label}
        </JoinButton>
      ))}
    </div>
  );
}
