import type { PaginationStatus } from "convex/react";
import { useId, type ReactNode } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Timestamp } from "@/components/Timestamp";

/** Edits a history shows at first, and loads at a time after: its query's `initialNumItems`. */
export const EDIT_HISTORY_PAGE = 5;

/** One recorded edit: who made it and when. */
type Edit = { _id: string; editorName: string; _creationTime: number };

/**
 * A section "Edit history": a list's edits, newest first, a page at a time (a shop's details, a
 * shop's beans), as `usePaginatedQuery` gives them. Each edit shows who made it and when, then
 * `children(edit)`: what it changed and what can be done with it. `empty` is said while there are none.
 */
export function EditHistory<E extends Edit>({
  edits: { results, status, loadMore },
  empty,
  listLabel,
  notice,
  lead,
  children,
}: {
  edits: { results: E[]; status: PaginationStatus; loadMore: (numItems: number) => void };
  empty: string;
  /** Names the list for screen readers. */
  listLabel?: string;
  /** Under the heading whatever the list holds: a live line saying what was just done. */
  notice?: ReactNode;
  /** Above the list while it has edits (the latest edit in a sentence). */
  lead?: ReactNode;
  children: (edit: E) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-espresso">
        Edit history
      </h2>
      {notice}
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-sm text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : results.length === 0 ? (
        <p className="text-sm text-dark-grey">{empty}</p>
      ) : (
        <>
          {lead}
          <ol className="space-y-2" aria-label={listLabel}>
            {results.map((edit) => (
              <li key={edit._id} className="space-y-2 rounded-lg bg-light-grey p-3 text-sm">
                <p className="font-medium text-dark-grey">
                  {edit.editorName} · <Timestamp time={edit._creationTime} withTime />
                </p>
                {children(edit)}
              </li>
            ))}
          </ol>
          <LoadMoreButton status={status} onClick={() => loadMore(EDIT_HISTORY_PAGE)}>
            Show older edits
          </LoadMoreButton>
        </>
      )}
    </section>
  );
}
