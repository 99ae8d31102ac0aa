import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "@convex/rules/catalog";

/** The bar at the top of every screen but the landing and log-in ones: the product's name (a link to `home`), then `children`. */
export function TopBar({ home, children }: { home: string; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 bg-espresso text-white shadow">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3">
        <Link to={home} className="mr-auto flex h-11 items-center rounded px-1 text-lg font-bold tracking-tight">
          {PRODUCT_NAME}
        </Link>
        {children}
      </nav>
    </header>
  );
}
