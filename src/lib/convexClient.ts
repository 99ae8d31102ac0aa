import { ConvexReactClient } from "convex/react";

/** The app's connection to its Convex deployment. */
export function createConvexClient(): ConvexReactClient {
  const url = import.meta.env.VITE_CONVEX_URL as string | undefined;
  if (!url) {
    throw new Error("VITE_CONVEX_URL is not set. Run `npm run dev` once to create .env.local.");
  }
  return new ConvexReactClient(url);
}
