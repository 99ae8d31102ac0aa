import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { SectionCard } from "@/components/PageShell";
import { SavedMark } from "@/components/SavedMark";
import { useKeptPaginatedQuery } from "@/lib/kept/useKept";
import { paths } from "@/lib/routes";
import { SAVED_LISTS, type SavedList } from "@/features/shop/savedLists";

/** Saved shops shown at first and added by each "Load more". */
const SAVED_PAGE = 10;

const CHOICE =
  "min-h-11 rounded-full border px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-latte";

/** What the page adds under a list that has shops: "Copy to a new list" (its kind and heading). */
export type SavedListSlot = (list: SavedList, heading: string) => ReactNode;

/** The signed-in user's saved shops (own profile): one list at a time, newest first, live. */
export function SavedShops({ copy }: { copy?: SavedListSlot } = {}) {
  const [list, setList] = useState<SavedList>("wantToTry");
  return (
    <SectionCard title="Saved shops" headingId="saved-heading">
      <div role="group" aria-label="Which list" className="flex flex-wrap gap-2">
        {SAVED_LISTS.map((option) => (
          <button
            key={option.list}
            type="button"
            aria-pressed={list === option.list}
            onClick={() => setList(option.list)}
            className={`${CHOICE} ${list === option.list ? "border-espresso bg-espresso text-white" : "border-grey bg-white text-espresso hover:bg-latte-light"}`}
          >
            {option.heading}
          </button>
        ))}
      </div>
      <SavedList key={list} list={list} copy={copy} />
    </SectionCard>
  );
}

function SavedList({ list, copy }: { list: SavedList; copy?: SavedListSlot }) {
  const { results, status, loadMore, savedAt } = useKeptPaginatedQuery(
    api.saved.mine,
    { list },
    { initialNumItems: SAVED_PAGE },
  );
  const { heading, empty } = SAVED_LISTS.find((option) => option.list === list)!;
  if (status === "LoadingFirstPage") {
    return (
      <p role="status" className="text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  }
  if (results.length === 0) return <p className="text-dark-grey">{empty}</p>;
  return (
    <div className="space-y-3">
      <SavedMark savedAt={savedAt} />
      <ul aria-label={heading} className="divide-y divide-light-grey">
        {results.map((saved) => (
          <li key={saved._id} className="py-2">
            <Link
              to={paths.home({ shop: saved.shopId })}
              className="block rounded-lg py-1 hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
            >
              <span className="block font-semibold text-espresso underline decoration-latte underline-offset-2">
                {saved.name}
              </span>
              <span className="block text-sm break-words text-dark-grey">{addressLine(saved)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreButton status={status} className="w-full" onClick={() => loadMore(SAVED_PAGE)} />
      {copy?.(list, heading)}
    </div>
  );
}
