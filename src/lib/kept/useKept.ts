import { useAuthToken } from "@convex-dev/auth/react";
import {
  usePaginatedQuery,
  useQuery,
  type PaginatedQueryArgs,
  type PaginatedQueryReference,
  type UsePaginatedQueryReturnType,
} from "convex/react";
import { getFunctionName, type FunctionArgs, type FunctionReference, type FunctionReturnType } from "convex/server";
import { useEffect, useMemo, useState } from "react";
import { keptKey, tokenOwner, type KeptEntry } from "@/lib/kept/keptRules";
import { readKept, writeKept } from "@/lib/kept/keptStore";
import { useOffline } from "@/lib/useOffline";

/** Whose offline copy this session reads and writes: the signed-in person's id, or null (nothing kept). */
export function useKeptOwner(): string | null {
  return tokenOwner(useAuthToken());
}

/**
 * `live` as it arrives, kept under `key`; while offline with nothing live, the kept copy and when it was
 * saved (`savedAt`, null for a live result).
 */
function useKept<T>(key: string | null, live: T | undefined): { value: T | undefined; savedAt: number | null } {
  const { offline } = useOffline();
  const [kept, setKept] = useState<{ key: string; entry: KeptEntry<T> | undefined } | null>(null);
  useEffect(() => {
    if (key !== null && live !== undefined) void writeKept(key, live);
  }, [key, live]);
  const waiting = live === undefined;
  useEffect(() => {
    if (key === null || !waiting || !offline) return;
    let current = true;
    void readKept<T>(key).then((entry) => current && setKept({ key, entry }));
    return () => {
      current = false;
    };
  }, [key, waiting, offline]);
  if (live !== undefined) return { value: live, savedAt: null };
  const entry = offline && kept?.key === key ? kept.entry : undefined;
  return { value: entry?.value, savedAt: entry?.savedAt ?? null };
}

type Options = {
  /** Keep one result under this name whatever the arguments (the markers of the last map view). */
  latestAs?: string;
};

/** `useQuery`, with the last result kept for offline use (decision 31). */
export function useKeptQuery<Query extends FunctionReference<"query">>(
  query: Query,
  args: FunctionArgs<Query> | "skip",
  { latestAs }: Options = {},
): { data: FunctionReturnType<Query> | undefined; savedAt: number | null } {
  const owner = useKeptOwner();
  const live = useQuery(query, args) as FunctionReturnType<Query> | undefined;
  const key = owner === null || args === "skip" ? null : keptKey(owner, getFunctionName(query), latestAs ?? args);
  const { value, savedAt } = useKept(key, live);
  return { data: value, savedAt };
}

/** A value worked out in the browser (the map's markers from its region files), kept as a query's result is. */
export function useKeptValue<T>(name: string, latestAs: string, live: T | undefined) {
  const owner = useKeptOwner();
  const { value, savedAt } = useKept(owner === null ? null : keptKey(owner, name, latestAs), live);
  return { data: value, savedAt };
}

/**
 * `usePaginatedQuery`, with the first page kept for offline use; a kept page is shown whole (no
 * "Load more" until the network is back).
 */
export function useKeptPaginatedQuery<Query extends PaginatedQueryReference>(
  query: Query,
  args: PaginatedQueryArgs<Query> | "skip",
  options: { initialNumItems: number },
): UsePaginatedQueryReturnType<Query> & { savedAt: number | null } {
  const owner = useKeptOwner();
  const page = usePaginatedQuery(query, args, options);
  const key = owner === null || args === "skip" ? null : keptKey(owner, getFunctionName(query), args);
  const loaded = page.status !== "LoadingFirstPage";
  const first = useMemo(
    () => (loaded ? page.results.slice(0, options.initialNumItems) : undefined),
    [loaded, page.results, options.initialNumItems],
  );
  const { value, savedAt } = useKept(key, first);
  if (loaded || value === undefined) return { ...page, savedAt: null };
  return { results: value, status: "Exhausted", isLoading: false, loadMore: () => {}, savedAt };
}
