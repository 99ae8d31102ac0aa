import { useMemo } from "react";
import { useQueries } from "convex/react";
import { getFunctionName, type FunctionArgs, type FunctionReference, type FunctionReturnType } from "convex/server";

export type Outcome<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "success"; value: T };

/**
 * A live query whose refusal is a state to show ("This plan is gone"), not a crash: `useQueries` hands the
 * error back instead of throwing it into the error boundary.
 */
export function useQueryOutcome<Query extends FunctionReference<"query">>(
  query: Query,
  args: FunctionArgs<Query>,
): Outcome<FunctionReturnType<Query>> {
  // `api.x.y` is a new reference at each read and the args a new object at each render: keyed by their names and
  // values, so useQueries keeps its subscription.
  const key = `${getFunctionName(query)}:${JSON.stringify(args)}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queries = useMemo(() => ({ only: { query, args } }), [key]);
  const result = useQueries(queries).only as unknown;
  if (result === undefined) return { status: "loading" };
  if (result instanceof Error) return { status: "error", error: result };
  return { status: "success", value: result as FunctionReturnType<Query> };
}
