import { getAuthUserId } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { query } from "./_generated/server";
import { notificationCountsOf } from "./model/notifications";
import { homeFields } from "./model/people";
import { profileFields, toPublicProfile } from "./model/profiles";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUser } from "./model/session";
import { fullName } from "./rules/profile";
import { spreadUserName } from "./model/renames";
import { profileObjectionableError } from "./rules/objectionable";
import { nonEmptyProfileUpdate, profileError } from "./rules/validation";
import { establishedFrom } from "./rules/trust";
import { isEmailVerified } from "./rules/emailCodes";

// `establishedFrom`: when the account's reviews, votes and presence start to count (rules/trust.ts), null while it has no review.
const ownProfile = v.object({
  _id: v.id("users"),
  email: v.string(),
  establishedFrom: v.union(v.null(), v.number()),
  isModerator: v.boolean(),
  // False until a new account enters the code emailed at sign-up (decision 26): it may not post yet.
  emailVerified: v.boolean(),
  // The bell's count, here so the page shell holds one subscription of the session, not two (decision 41).
  unreadNotifications: v.number(),
  ...profileFields,
});

/**
 * The signed-in user's own profile and how many of their notifications are unread (one counter document), or
 * null while nobody is signed in (so no signed-in builder).
 */
export const me = query({
  args: {},
  returns: v.union(v.null(), ownProfile),
  handler: async (ctx) => {
    const userId = await getAuthUserId(ctx);
    if (userId === null) return null;
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined) return null;
    return {
      ...toPublicProfile(user),
      email: user.email ?? "",
      establishedFrom: establishedFrom(user),
      isModerator: user.role === "moderator",
      emailVerified: isEmailVerified(user),
      unreadNotifications: (await notificationCountsOf(ctx, userId))?.unread ?? 0,
    };
  },
});

/** Edit profile: only the caller's own document; empty fields are left out (docs/product.md §5). */
export const updateProfile = mutationWithUser({
  args: Object.fromEntries(Object.entries(profileFields).map(([key, validator]) => [key, v.optional(validator)])) as {
    [K in keyof typeof profileFields]: ReturnType<typeof v.optional<(typeof profileFields)[K]>>;
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    const { user } = ctx;
    await enforceRateLimit(ctx, "updateProfile", user._id);
    const update = nonEmptyProfileUpdate(args);
    // A new country with no region given drops the region of the old one.
    if (update.yourCountry && update.yourCountry !== user.yourCountry && update.yourState === undefined)
      update.yourState = "";
    const problem = profileError(update, { requireNames: false }) ?? profileObjectionableError(update);
    if (problem) throw new ConvexError(problem);
    const names = { firstName: user.firstName ?? "", lastName: user.lastName ?? "", ...update };
    await ctx.db.patch("users", user._id, { ...update, name: fullName(names), ...homeFields({ ...user, ...update }) });
    if (fullName(names) !== fullName(user)) await spreadUserName(ctx, user._id);
    return null;
  },
});
