import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import type { ListVisibility } from "@convex/rules/lists";
import { paths } from "@/lib/routes";
import { shopCount, VISIBILITY_OPTIONS } from "@/features/lists/listText";

export type ListSummary = {
  _id: Id<"lists">;
  title: string;
  description: string;
  visibility: ListVisibility;
  ranked: boolean;
  entries: number;
};

const visibilityName = (visibility: ListVisibility) =>
  VISIBILITY_OPTIONS.find((option) => option.value === visibility)?.label ?? visibility;

/** Lists as links to their pages, each with its count of shops and who sees it. */
export function ListSummaries({ lists, empty }: { lists: ListSummary[]; empty: string }) {
  if (lists.length === 0) return <p className="text-dark-grey">{empty}</p>;
  return (
    <ul className="divide-y divide-light-grey">
      {lists.map((list) => (
        <li key={list._id} className="py-2">
          <Link
            to={paths.list(list._id)}
            className="block min-h-11 rounded-lg px-1 py-1 hover:bg-latte-light focus-visible:bg-latte-light"
          >
            <span className="block font-semibold break-words text-espresso">{list.title}</span>
            <span className="block text-sm text-dark-grey">
              {shopCount(list.entries)} · {visibilityName(list.visibility)}
              {list.ranked ? " · Ranked" : ""}
            </span>
            {list.description && (
              <span className="mt-0.5 line-clamp-2 block text-sm break-words text-dark-grey">{list.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
