import { ConvexError } from "convex/values";

/** The message a person should read for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ConvexError && typeof error.data === "string") return error.data;
  return fallback;
}
