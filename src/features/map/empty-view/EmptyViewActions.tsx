import { filterCount } from "@convex/rules/shopFilters";
import { Button } from "@/components/Button";
import { emptyViewText } from "@/features/map/filters/filterNames";
import { useMapFilters } from "@/features/map/filters/useMapFilters";

export const FINDING_NEAREST = "Looking for the nearest shops…";

/**
 * Over a map with no shops in view: the ways on, instead of a dead end. With filters on it says which
 * ones leave the view empty, as the list does, and offers to clear them.
 */
export function EmptyViewActions({
  finding,
  onZoomOut,
  onFindNearest,
}: {
  finding: boolean;
  onZoomOut: () => void;
  onFindNearest: () => void;
}) {
  const { filters, setFilters } = useMapFilters();
  const filtered = filterCount(filters) > 0;
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-4 py-3 text-center shadow ring-1 ring-black/10">
      <p role="status" className="text-sm text-dark-grey">
        {finding ? FINDING_NEAREST : emptyViewText(filters)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button variant="secondary" onClick={() => setFilters({})} disabled={finding}>
            Clear filters
          </Button>
        )}
        <Button variant="secondary" onClick={onZoomOut} disabled={finding}>
          Zoom out
        </Button>
        <Button onClick={onFindNearest} busy={finding}>
          Show the nearest shops
        </Button>
      </div>
    </div>
  );
}
