import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "@convex/_generated/api";

/**
 * The people the signed-in viewer blocked (none for a visitor): screens that show what others wrote
 * leave theirs out, live. Shared lists stay the same for every viewer (one cached query each); only
 * this small list is the viewer's own.
 */
export function useBlockedIds(): ReadonlySet<string> {
  const me = useQuery(api.users.me);
  const blocked = useQuery(api.blocks.mine, me ? {} : "skip");
  return useMemo(() => new Set<string>((blocked ?? []).map((person) => person.userId)), [blocked]);
}
