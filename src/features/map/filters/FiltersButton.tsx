import { lazy, Suspense, useState } from "react";
import { filterCount, type MapFilters } from "@convex/rules/shopFilters";
import { FilterIcon } from "@/components/icons";

const FiltersDialog = lazy(() =>
  import("@/features/map/filters/FiltersDialog").then((m) => ({ default: m.FiltersDialog })),
);

/** The Filters button (with how many are on) and the dialog it opens. */
export function FiltersButton({
  filters,
  onChange,
  shopsInView,
}: {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  shopsInView: string | null;
}) {
  const [open, setOpen] = useState(false);
  const count = filterCount(filters);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={count ? `Filters, ${count} on` : "Filters"}
        className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ${count ? "bg-espresso text-white hover:bg-espresso-dark" : "border border-espresso bg-white text-espresso hover:bg-latte-light"}`}
      >
        <span className="hidden sm:inline">
          <FilterIcon />
        </span>
        Filters
        {count > 0 && (
          <span aria-hidden="true" className="rounded-full bg-white px-1.5 text-xs leading-5 text-espresso">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FiltersDialog
            filters={filters}
            onChange={onChange}
            onClose={() => setOpen(false)}
            shopsInView={shopsInView}
          />
        </Suspense>
      )}
    </>
  );
}
