import type { PaginationStatus } from "convex/react";
import type { ReactNode } from "react";
import { Button } from "@/components/Button";

/** A paginated list's next-page button: there while more can load, busy while it loads. */
export function LoadMoreButton({
  status,
  onClick,
  className,
  children = "Load more",
}: {
  status: PaginationStatus;
  onClick: () => void;
  className?: string;
  children?: ReactNode;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  return (
    <Button variant="secondary" className={className} busy={status === "LoadingMore"} onClick={onClick}>
      {children}
    </Button>
  );
}
