import { useQuery } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "@convex/_generated/api";
import { keepsQuery, queryBounds, type Bounds } from "@convex/rules/viewport";
import type { MarkerShop } from "./types";

type Markers = { shops: MarkerShop[]; truncated: boolean };
const NONE: Markers = { shops: [], truncated: false };

/**
 * The live markers for the map's view. The query asks for the view plus a margin and is kept while
 * the view stays inside it; while a new area loads, the previous markers stay on screen.
 */
export function useShopsInView() {
  const [queried, setQueried] = useState<Bounds | null>(null);
  const onViewportChange = useCallback((view: Bounds) => {
    setQueried((current) => (current && keepsQuery(current, view) ? current : queryBounds(view)));
  }, []);
  const result = useQuery(api.shops.inViewport, queried ?? "skip");
  const [shown, setShown] = useState<Markers>(NONE);
  if (result !== undefined && result !== shown) setShown(result);
  return { ...(result ?? shown), loading: result === undefined && queried !== null, onViewportChange };
}
