import { ConvexError } from "convex/values";
import { MESSAGES } from "@convex/rules/messages";

/** "Too many requests. Please try again in " — the part of the rate-limit message before the number. */
const RATE_LIMITED_PREFIX = MESSAGES.rateLimited(0).split("0")[0]!;

/** The message a person should read for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ConvexError && typeof error.data === "string") return error.data;
  return fallback;
}

/** The server's 'Too many requests. Please try again in N seconds.', or null for any other error. */
export function rateLimitMessage(error: unknown): string | null {
  const message = errorMessage(error, "");
  return message.startsWith(RATE_LIMITED_PREFIX) ? message : null;
}
