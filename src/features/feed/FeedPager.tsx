import { pageLabel } from "@convex/rules/feed";
import { Button } from "@/components/Button";

/** Previous / 'Page X of Y' / Next. */
export function FeedPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Feed pages" className="flex items-center justify-between gap-2 pt-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-dark-grey">
        {pageLabel(page, pages)}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
