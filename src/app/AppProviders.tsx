import { ConvexAuthProvider } from "@convex-dev/auth/react";
import type { ConvexReactClient } from "convex/react";
import type { ReactNode } from "react";

/** Backend and auth; the router is added by the caller (browser or memory). */
export function AppProviders({ client, children }: { client: ConvexReactClient; children: ReactNode }) {
  return <ConvexAuthProvider client={client}>{children}</ConvexAuthProvider>;
}
