import { DAY, HOUR, MINUTE, RateLimiter } from "@convex-dev/rate-limiter";
import type { ComponentApi } from "@convex-dev/rate-limiter/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { ConvexError } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx, QueryCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";
import { isEstablished } from "../rules/trust";

// The same reference as `components.rateLimiter` in _generated/api (`npm run codegen` writes it);
// built here so a bare `convex codegen --system-udfs`, which leaves components out, breaks nothing.
const rateLimiterComponent = (componentsGeneric() as unknown as { rateLimiter: ComponentApi<"rateLimiter"> })
  .rateLimiter;

/**
 * Per-user (per-email for password resets) limits. Token buckets: `capacity` calls at once, then
 * `rate` per `period`. Bursts are generous enough for a keen person (twenty shops in an evening
 * earns the top cafe badge) and stop a script.
 */
export const RATE_LIMITS = {
  createShop: { kind: "token bucket", rate: 25, period: HOUR, capacity: 25 },
  createReview: { kind: "token bucket", rate: 30, period: HOUR, capacity: 30 },
  follow: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 30 },
  // Upload URLs: two per photo (the photo and its small copy), so 60 photos an hour.
  upload: { kind: "token bucket", rate: 120, period: HOUR, capacity: 120 },
  geocode: { kind: "token bucket", rate: 30, period: MINUTE, capacity: 30 },
  // Sign-ups per email; none for everyone together (decision 22).
  signUpPerEmail: { kind: "token bucket", rate: 3, period: HOUR, capacity: 3 },
  // Anyone signed in may change any shop or bean list (docs/product.md §6): these stop a script rewriting them all.
  editShop: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  saveBeans: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  updateProfile: { kind: "token bucket", rate: 30, period: HOUR, capacity: 20 },
  // Edits and deletes of one's own reviews; helpful votes, which a toggling script would churn.
  editReview: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  helpfulVote: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 30 },
  // Blocking and unblocking: a person may block a crowd of throwaway accounts, a script may not churn.
  block: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  // Reports: a person may report what they meet in an evening, a script may not flood the queue.
  report: { kind: "token bucket", rate: 20, period: HOUR, capacity: 10 },
  // Deleting one's account asks for the password: a stolen session may not use it to guess it.
  deleteAccount: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },
  // Notifications one person causes another (key "recipient:actor"): past it they are not told, the action still happens.
  // Presence beats: two panels at one beat a minute each, with room for tabs and coming back to one.
  heartbeat: { kind: "token bucket", rate: 12, period: MINUTE, capacity: 8 },
  // Shops and reviews of an account that is not established yet (rules/trust.ts), on top of the
  // limits above: throw-away accounts each get a few posts a day, not 55 an hour (decision 22).
  newAccountPosts: { kind: "token bucket", rate: 5, period: DAY, capacity: 5 },
  // A moderator vouching for members (convex/trust.ts): a queue's worth an hour, not a script's.
  vouch: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  notifyPerActor: { kind: "token bucket", rate: 10, period: HOUR, capacity: 10 },
  // The small writes (tests/backend/limits/rate-limit-coverage.test.ts holds every public write to a limit):
  // saving shops to one's lists, a keen evening of it but not a toggling script.
  saveShop: { kind: "token bucket", rate: 120, period: HOUR, capacity: 30 },
  // Marking notifications read: the bell's dialog marks once per new arrival.
  markRead: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 20 },
  // Registering a checked upload (one per photo, as the upload URLs allow 60 photos an hour) and
  // dropping ones a failed submit leaves behind (up to 20 files a call).
  registerUpload: { kind: "token bucket", rate: 60, period: HOUR, capacity: 60 },
  discardUploads: { kind: "token bucket", rate: 60, period: HOUR, capacity: 20 },
  // Closing a shop's panel, at the pace its heartbeats allow; past it the panel is forgotten when its beats stop.
  leavePresence: { kind: "token bucket", rate: 12, period: MINUTE, capacity: 8 },
  // A moderator's action takes a typed reason each: a person's pace through the queue, not a stolen session's.
  moderate: { kind: "token bucket", rate: 600, period: HOUR, capacity: 60 },
  // New verification codes per email (key: the email), on top of one every 3 minutes (decision 26): only
  // the account's own session asks, so whoever holds an unverified address cannot mail its owner all day.
  verificationEmails: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },
  // Shared lists (decision 32): making lists; the owner's settings, editors and links, and joining by a link;
  // the entries, which a keen editor dragging and keying through a long list changes many times a minute.
  createList: { kind: "token bucket", rate: 20, period: HOUR, capacity: 10 },
  editList: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  listEntry: { kind: "token bucket", rate: 600, period: HOUR, capacity: 60 },
  // Comments under reviews: a lively conversation, not a script (10 at once, then 60 an hour); edits and
  // deletes of one's own (or on one's review); cheers, which a toggling script would churn.
  comment: { kind: "token bucket", rate: 60, period: HOUR, capacity: 10 },
  editComment: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  cheer: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 30 },
  // Coffee plans: making plans; the organiser's invites, links and choice, joining and leaving; votes, which a
  // person changes as the group talks (nine options, each changed a few times), never a script's churn.
  createPlan: { kind: "token bucket", rate: 20, period: HOUR, capacity: 10 },
  editPlan: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  planVote: { kind: "token bucket", rate: 600, period: HOUR, capacity: 120 },
  // Visitors' city searches (decision 30), all visitors together (key "visitors": an action without a session
  // has nothing else to key on), sharded so they do not contend. They reach only the cache and the offline
  // gazetteer, so a script spending it costs no provider anything and leaves signed-in searches alone.
  visitorCitySearch: { kind: "token bucket", rate: 600, period: MINUTE, capacity: 600, shards: 10 },
  // City imports from OpenStreetMap: a moderator previews an area now and then; Overpass asks for restraint.
  cityImport: { kind: "token bucket", rate: 20, period: HOUR, capacity: 5 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits keyed by a normalised email rather than a person's id: erased with the account (model/accountErasure.ts). */
export const EMAIL_KEYED_LIMITS = ["signUpPerEmail", "verificationEmails"] as const satisfies readonly RateLimitName[];

/** The limits keyed by a person's id alone (notifyPerActor pairs two people): reset when their account is erased. */
export const USER_KEYED_LIMITS = (Object.keys(RATE_LIMITS) as RateLimitName[]).filter(
  (name) =>
    name !== "notifyPerActor" &&
    name !== "visitorCitySearch" &&
    !(EMAIL_KEYED_LIMITS as readonly string[]).includes(name),
);

const rateLimiter = new RateLimiter(rateLimiterComponent, RATE_LIMITS);

/** Consumes one unit of `name` for `key` if there is one left; says whether there was. */
export async function withinRateLimit(ctx: MutationCtx, name: RateLimitName, key: string): Promise<boolean> {
  return (await rateLimiter.limit(ctx, name, { key })).ok;
}

/**
 * A new shop or review of an account that is not established yet: the small daily allowance it
 * shares out between the two (decision 22). Checked after a resubmission (a double click) is
 * recognised, so that one costs nothing.
 */
export async function enforceNewAccountAllowance(ctx: MutationCtx, user: Doc<"users">): Promise<void> {
  if (!isEstablished(user, Date.now())) await enforceRateLimit(ctx, "newAccountPosts", user._id);
}

/** Consumes one unit of `name` for `key`; over the limit it throws 'Too many requests. Please try again in N seconds.' */
export async function enforceRateLimit(
  ctx: MutationCtx | ActionCtx,
  name: RateLimitName,
  key: string,
  count = 1,
): Promise<void> {
  const status = await rateLimiter.limit(ctx, name, { key, count });
  if (!status.ok) throw new ConvexError(MESSAGES.rateLimited(Math.max(1, Math.ceil(status.retryAfter / 1000))));
}

/** Units of `name` left for `key` now (the tests read it to see which limit a call spent). */
export async function rateLimitValue(ctx: QueryCtx, name: RateLimitName, key: string): Promise<number> {
  return (await rateLimiter.getValue(ctx, name, { key })).value;
}

/** Forgets `name`'s bucket for `key`: an erased account's email leaves no row behind. */
export async function resetRateLimit(ctx: MutationCtx, name: RateLimitName, key: string): Promise<void> {
  await rateLimiter.reset(ctx, name, { key });
}
