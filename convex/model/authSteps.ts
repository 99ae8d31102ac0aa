import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";

// Steps the Password provider's guard (model/passwordGuard.ts) and its code flows
// (model/emailCodeFlows.ts) share.

export type SignedIn = { userId: string; sessionId?: string };
export type Authorize = (params: Record<string, unknown>, ctx: ActionCtx) => Promise<SignedIn | null>;

/** A sign-in parameter as typed, trimmed; "" when it is absent or not text. */
export function stringParam(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  return typeof value === "string" ? value.trim() : "";
}

/** The password account of an email, or null. */
export const accountOf = (ctx: ActionCtx, email: string) => ctx.runQuery(internal.emailCodes.accountOf, { email });

/** Bytes as lower-case hexadecimal. */
export const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A request that may send a code never answers sooner than this, whether a code was sent or not. */
export const CODE_ANSWER_MS = 1500;

export async function notBefore<T>(time: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = time - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/**
 * Runs an attempt that `authAttempts.begin` already counted as a failure under the first key: a
 * success clears every key's delays, a failure stays counted.
 */
export async function withAttempts<T>(
  ctx: ActionCtx,
  keys: string[],
  attempt: () => Promise<T>,
  failure: string,
): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // Password rules of a new password are the user's to fix, not a failed guess.
    if (error instanceof ConvexError) {
      await ctx.runMutation(internal.authAttempts.forgive, { key: keys[0]! });
      throw error;
    }
    throw new ConvexError(failure);
  }
  await ctx.runMutation(internal.authAttempts.clear, { keys });
  return result;
}

/** The sha-256 of a browser's random `attempt`, which binds a sign-in code to the browser that asked for it. */
export async function requesterOf(attempt: unknown): Promise<string | undefined> {
  if (typeof attempt !== "string" || attempt.length < 16 || attempt.length > 200) return undefined;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(attempt));
  return hex(new Uint8Array(digest));
}
