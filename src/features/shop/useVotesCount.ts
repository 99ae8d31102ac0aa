import { useKeptQuery } from "@/lib/kept/useKept";
import { useState } from "react";
import { api } from "@convex/_generated/api";

/**
 * The signed-in viewer, and whether their Helpful votes move counts (an established account,
 * rules/trust.ts), as of when the screen opened.
 */
export function useVotesCount() {
  // Kept for offline use, so a reload without network still asks for the viewer's part (decision 31).
  const { data: me } = useKeptQuery(api.users.me, {});
  const [openedAt] = useState(() => Date.now());
  return { me, counts: me?.establishedFrom != null && me.establishedFrom <= openedAt };
}
