import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useMemo, useState } from "react";
import { api } from "@convex/_generated/api";
import { withLiveCounts } from "@convex/rules/shopPanel";
import { useKeptValue } from "@/lib/kept/useKept";
import { FROM_THE_EDGE, useBucketFiles } from "@/lib/useBucketFiles";

type PanelShared = NonNullable<FunctionReturnType<typeof api.shopPanel.shared>>;
type LiveOverlay = Pick<FunctionReturnType<typeof api.shopPanel.live>, "counts">;
/** How many have the panel open (decision 46), as `live` says. */
export type Looking = FunctionReturnType<typeof api.shopPanel.live>["looking"];

/**
 * What the shop panel shows every viewer (decision 42): the shop's panel file from the bucket, with the Helpful
 * and comment counts `shopPanel.live` holds over it (the reviewers' badges are the file's, decision 48); without
 * a file (no bucket, none out yet, a fetch that failed, or a site built without the bucket) the shared query.
 * While a newer file loads the last one stands; kept for offline use. Who is looking comes from the same
 * subscription (`looking`, decision 46), which is why `live` is asked without the bucket too. `id` null: nothing
 * asked. `askLive` false: `live` waits (the viewer's own join is on its way, decision 47); the kept copy still shows.
 */
export function usePanelShared(
  id: string | null,
  askLive = true,
): { data: PanelShared | null | undefined; savedAt: number | null; looking: Looking | undefined } {
  const live = useQuery(api.shopPanel.live, id !== null && askLive ? { id } : "skip");
  const { files, failed } = useBucketFiles<PanelShared>(FROM_THE_EDGE && live?.file ? [live.file] : null);
  const askShared = id !== null && (!FROM_THE_EDGE || (live !== undefined && (live.file === null || failed)));
  const shared = useQuery(api.shopPanel.shared, askShared ? { id } : "skip");
  const [last, setLast] = useState<{ id: string | null; file: PanelShared }>();
  const file = files?.[0];
  if (file !== undefined && file !== last?.file) setLast({ id, file });
  const shown = file ?? (last?.id === id ? last.file : undefined);
  // Every arrival and departure brings a new `live` (who is looking); the file is redrawn, and kept again for
  // offline use, only when its counts change.
  const overlay = live ? JSON.stringify({ counts: live.counts }) : null;
  const fromFile = useMemo(
    () => (shown && overlay !== null ? withLiveCounts(shown, JSON.parse(overlay) as LiveOverlay) : undefined),
    [shown, overlay],
  );
  const kept = useKeptValue("shopPanel:shared", `shop ${id}`, askShared ? shared : fromFile);
  return id === null ? { data: undefined, savedAt: null, looking: undefined } : { ...kept, looking: live?.looking };
}
