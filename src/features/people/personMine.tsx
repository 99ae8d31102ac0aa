import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

type Answer = FunctionReturnType<typeof api.people.mine>;

/** What another person's page holds of the viewer's own (people.mine), and how its reviews say which are shown. */
type PersonMine = {
  /** Undefined until the first answer; while a changed question loads, the last answer stands. */
  answer: Answer | undefined;
  /** The person's reviews on screen that have cheers: the question, asked once the first page is in. */
  ask: (reviewIds: Id<"reviews">[]) => void;
};

const PersonMineContext = createContext<PersonMine | null>(null);

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Another person's page's one per-viewer subscription (decision 47): whether the viewer follows or blocked them,
 * the lists they may see and which shown reviews they cheered. Key it by the person, so one page's answer never
 * stands for the next.
 */
export function PersonMineProvider({ userId, children }: { userId: Id<"users">; children: ReactNode }) {
  const [reviewIds, setReviewIds] = useState<Id<"reviews">[] | null>(null);
  const now = useQuery(api.people.mine, reviewIds ? { userId, reviewIds } : "skip");
  const [last, setLast] = useState<Answer>();
  if (now !== undefined && now !== last) setLast(now);
  const ask = useCallback(
    (ids: Id<"reviews">[]) => setReviewIds((asked) => (asked && sameIds(asked, ids) ? asked : ids)),
    [],
  );
  const answer = now ?? last;
  const value = useMemo(() => ({ answer, ask }), [answer, ask]);
  return <PersonMineContext.Provider value={value}>{children}</PersonMineContext.Provider>;
}

/** The page's per-viewer answer; null outside another person's page (one's own, or a visitor's view). */
export function usePersonMine(): PersonMine | null {
  return useContext(PersonMineContext);
}
