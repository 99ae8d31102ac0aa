import { ConvexReactClient } from "convex/react";

/**
 * How the app's client talks to its deployment. `initialAuthTokenReuse`: a page opened with a stored sign-in
 * token that is still good uses it until it is due, instead of fetching a new one at once, which costs the
 * refresh's action and mutation and a second run of every query that reads the session (decision 41).
 */
export const CLIENT_OPTIONS = { initialAuthTokenReuse: true } as const;

/** The app's connection to its Convex deployment. */
export function createConvexClient(): ConvexReactClient {
  const url = import.meta.env.VITE_CONVEX_URL as string | undefined;
  if (!url) {
    throw new Error("VITE_CONVEX_URL is not set. Run `npm run dev` once to create .env.local.");
  }
  return new ConvexReactClient(url, CLIENT_OPTIONS);
}
