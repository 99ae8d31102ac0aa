import { useCallback, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { filtersFromSearch, filtersToSearch, type MapFilters } from "@convex/rules/shopFilters";
import { paths } from "@/lib/routes";

/**
 * The map's filters, kept in the address next to ?shop= (so back, reload and a shared link keep
 * them), and `setFilters` to change them in place (no new history entry per tick of a box).
 */
export function useMapFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const shop = params.get("shop") ?? undefined;
  const setFilters = useCallback(
    (next: MapFilters) =>
      navigate(paths.home({ shop: shop as Id<"shops"> | undefined, filterParams: filtersToSearch(next) }), {
        replace: true,
      }),
    [navigate, shop],
  );
  return { filters, setFilters };
}
