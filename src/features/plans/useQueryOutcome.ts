import { useQueries } from "convex/react";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";

export type Outcome<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "success"; value: T };

/**
 * A live query whose refusal is a state to show ("This plan is gone"), not a crash: `useQueries` hands the
 * error back instead of throwing it into the error boundary.
 */
export function useQueryOutcome<Query extends FunctionReference<"query">>(
  query: Query,
  args: FunctionArgs<Query>,
): Outcome<FunctionReturnType<Query>> {
  const result = useQueries({ only: { query, args } }).only as unknown;
  if (result === undefined) return { status: "loading" };
  if (result instanceof Error) return { status: "error", error: result };
  return { status: "success", value: result as FunctionReturnType<Query> };
}
