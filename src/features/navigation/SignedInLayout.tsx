import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { MESSAGES } from "../../../convex/model/messages";
import { RequireAuth } from "../auth/RequireAuth";
import { NavBar } from "./NavBar";

export function PageLoading() {
  return (
    <p role="status" className="p-8 text-center text-dark-grey">
      {MESSAGES.loading}
    </p>
  );
}

export function SignedInLayout() {
  return (
    <RequireAuth>
      <NavBar />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RequireAuth>
  );
}
