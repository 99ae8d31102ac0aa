import type { ReactNode } from "react";

/** 'Loading Map...' and 'Error loading maps' (docs/product.md §2), in the map's place or over it. */
export function MapMessage({ children, overlay = false }: { children: ReactNode; overlay?: boolean }) {
  return (
    <div
      role="status"
      className={`${overlay ? "absolute inset-0" : "h-full w-full"} flex items-center justify-center bg-light-grey text-lg font-semibold text-dark-grey`}
    >
      {children}
    </div>
  );
}
