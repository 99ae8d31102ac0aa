import { ConvexAuthProvider } from "@convex-dev/auth/react";
import type { ConvexReactClient } from "convex/react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

export const TOAST_DURATION_MS = 5000;

/** Backend, auth and toasts; the router is added by the caller (browser or memory). */
export function AppProviders({ client, children }: { client: ConvexReactClient; children: ReactNode }) {
  return (
    <ConvexAuthProvider client={client}>
      {children}
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </ConvexAuthProvider>
  );
}
