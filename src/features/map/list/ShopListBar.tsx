import { filterCount } from "@convex/rules/shopFilters";
import { FiltersButton } from "@/features/map/filters/FiltersButton";
import { emptyViewText } from "@/features/map/filters/filterNames";
import { ShopList, shopsInViewText } from "@/features/map/list/ShopList";
import type { MapScreen } from "@/features/map/useMapScreen";

/** The list of shops in view with its filters button; on a phone the open shop's sheet takes its place. */
export function ShopListBar({ screen }: { screen: MapScreen }) {
  const { listed, drawing, loading, view, searching, nearMe, now, filters, setFilters, onSelectShop } = screen;
  return (
    <div className="contents" hidden={screen.openShop !== null && !screen.wide}>
      <ShopList
        shops={listed}
        loading={(drawing && listed.length === 0) || loading || view === null || searching}
        from={nearMe.place}
        now={now}
        unmatched={filterCount(filters) > 0 ? emptyViewText(filters) : null}
        onClearFilters={() => setFilters({})}
        onSelect={onSelectShop}
        filters={
          <FiltersButton
            filters={filters}
            onChange={setFilters}
            shopsInView={loading || searching ? null : shopsInViewText(listed.length)}
          />
        }
      />
    </div>
  );
}
