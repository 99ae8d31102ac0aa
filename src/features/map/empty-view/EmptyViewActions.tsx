import { Button } from "@/components/Button";

export const FINDING_NEAREST = "Looking for the nearest shops…";

/** Over a map with no shops in view: the ways on, instead of a dead end. */
export function EmptyViewActions({
  finding,
  onZoomOut,
  onFindNearest,
}: {
  finding: boolean;
  onZoomOut: () => void;
  onFindNearest: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-4 py-3 text-center shadow ring-1 ring-black/10">
      <p role="status" className="text-sm text-dark-grey">
        {finding ? FINDING_NEAREST : "No shops in view."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
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
