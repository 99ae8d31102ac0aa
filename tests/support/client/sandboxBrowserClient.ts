import type { ConvexReactClient } from "convex/react";
import { FakeConvexClient } from "./FakeConvexClient";
import { webSocketTransport } from "./webSocketTransport";

/**
 * Replaces src/lib/convexClient.ts in the sandbox build (vite --mode sandbox): the app talks to
 * the sandbox server on the page's own origin instead of a Convex deployment.
 */
export function createConvexClient(): ConvexReactClient {
  const origin = window.location.origin;
  const transport = webSocketTransport(`${origin.replace(/^http/, "ws")}/sandbox-ws`);
  return new FakeConvexClient(transport, origin) as unknown as ConvexReactClient;
}

export const isSandbox = true;
