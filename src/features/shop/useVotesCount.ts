import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";

/**
 * The signed-in viewer, and whether their Helpful votes move counts (an established account,
 * rules/trust.ts), as of when the screen opened.
 */
export function useVotesCount() {
  const me = useQuery(api.users.me);
  const [openedAt] = useState(() => Date.now());
  return { me, counts: me?.establishedFrom != null && me.establishedFrom <= openedAt };
}
