import { ConvexError } from "convex/values";
import { MESSAGES } from "@convex/rules/messages";

/** "Too many requests. Please try again in " — the part of the rate-limit message before the number. */
const RATE_LIMITED_PREFIX = MESSAGES.rateLimited(0).split("0")[0]!;

/**
 * What the server attached to a refusal (a ConvexError's data), or undefined for any other failure.
 * The data is the message itself, or `{ message, ... }` when the refusal carries more for the screen
 * (the shop already at an address, rules/duplicateShop.ts).
 */
export function errorData(error: unknown): unknown {
  return error instanceof ConvexError ? (error.data as unknown) : undefined;
}

/** The message a person should read for a failed call: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = errorData(error);
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string")
    return data.message;
  return fallback;
}

/** The server's 'Too many requests. Please try again in N seconds.', or null for any other error. */
export function rateLimitMessage(error: unknown): string | null {
  const message = errorMessage(error, "");
  return message.startsWith(RATE_LIMITED_PREFIX) ? message : null;
}
