import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { PRODUCT_NAME } from "@convex/rules/catalog";
import { paths } from "@/lib/routes";
import { TopBar } from "@/components/TopBar";

const LINK = "inline-flex min-h-11 items-center rounded-full px-4 font-semibold";

/** Where a visitor is, to come back to after logging in or signing up. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

/**
 * A page a visitor (nobody signed in) may read, from a shared link: the product's name and the
 * ways in, each bringing them back here.
 */
export function VisitorLayout({ children }: { children: ReactNode }) {
  const here = useHere();
  return (
    <>
      <TopBar home={paths.landing()}>
        <Link to={paths.login({ next: here })} className={`${LINK} hover:bg-espresso-dark`}>
          Log in
        </Link>
        <Link to={paths.register({ next: here })} className={`${LINK} bg-white text-espresso hover:bg-latte-light`}>
          Sign up
        </Link>
      </TopBar>
      {children}
    </>
  );
}

/** What a visitor can do next: sign up for `action` (and land on `next`), or log in and come back here. */
export function JoinIn({ action, next }: { action: string; next: string }) {
  const here = useHere();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-latte-light p-4">
      <p className="min-w-0 flex-1 basis-48 text-espresso">
        Join {PRODUCT_NAME} to {action}.
      </p>
      <Link
        to={paths.register({ next })}
        className="inline-flex min-h-11 items-center rounded-full bg-espresso px-5 font-semibold text-white hover:bg-espresso-dark"
      >
        Sign up to {action}
      </Link>
      <Link
        to={paths.login({ next: here })}
        className="inline-flex min-h-11 items-center rounded-full border border-espresso bg-white px-5 font-semibold text-espresso hover:bg-latte-light"
      >
        Log in
      </Link>
    </div>
  );
}
